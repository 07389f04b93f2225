import type { Order } from '@platform/shared/orders';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { formatPrice, formatUsd } from '../../../../lib/format.ts';

/** How a trade was filled: fill price against the price the trader saw, slippage and latency. */
export function OrderDetails({ order, digits }: { order: Order; digits: number }) {
  const { t } = useTranslation();
  return (
    <dl className="order-details" aria-label={t('orderEditors.details.label', { id: String(order.id) })}>
      <div>
        <dt>{t('orderEditors.details.fillPrice')}</dt>
        <dd>{formatPrice(order.open_price, digits)}</dd>
      </div>
      <div>
        <dt>{t('orderEditors.details.requestedPrice')}</dt>
        <dd>{formatPrice(order.requested_price, digits)}</dd>
      </div>
      <div>
        <dt>{t('orderEditors.details.slippage')}</dt>
        <dd>{order.slippage_pips === null ? '—' : t('trading.pipsValue', { pips: order.slippage_pips.toFixed(1) })}</dd>
      </div>
      <div>
        <dt>{t('orderEditors.details.fillLatency')}</dt>
        <dd>{order.fill_latency_ms === null ? '—' : t('orderEditors.details.latencyValue', { ms: String(order.fill_latency_ms) })}</dd>
      </div>
      <div>
        <dt>{t('orderEditors.details.margin')}</dt>
        <dd>{formatUsd(order.margin)}</dd>
      </div>
      <div>
        <dt>{t('orderEditors.details.commission')}</dt>
        <dd>{formatUsd(order.commission)}</dd>
      </div>
    </dl>
  );
}
