import type { Order } from '@platform/shared/orders';
import { formatPrice, formatUsd } from '../../lib/format.ts';

/** How a trade was filled: fill price against the price the trader saw, slippage and latency. */
export function OrderDetails({ order, digits }: { order: Order; digits: number }) {
  return (
    <dl className="order-details" aria-label={`Details of order ${order.id}`}>
      <div>
        <dt>Fill price</dt>
        <dd>{formatPrice(order.open_price, digits)}</dd>
      </div>
      <div>
        <dt>Requested price</dt>
        <dd>{formatPrice(order.requested_price, digits)}</dd>
      </div>
      <div>
        <dt>Slippage</dt>
        <dd>{order.slippage_pips === null ? '—' : `${order.slippage_pips.toFixed(1)} pips`}</dd>
      </div>
      <div>
        <dt>Fill latency</dt>
        <dd>{order.fill_latency_ms === null ? '—' : `${order.fill_latency_ms} ms`}</dd>
      </div>
      <div>
        <dt>Margin</dt>
        <dd>{formatUsd(order.margin)}</dd>
      </div>
      <div>
        <dt>Commission</dt>
        <dd>{formatUsd(order.commission)}</dd>
      </div>
    </dl>
  );
}
