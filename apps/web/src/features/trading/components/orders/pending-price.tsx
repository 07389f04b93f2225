import type { Order } from '@platform/shared/orders';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { formatPrice } from '../../../../lib/format.ts';

/** A pending order's price: its trigger, or a stop-limit's stop → limit, marked once the stop was reached. */
export function PendingPrice({ order, digits }: { order: Order; digits: number }) {
  const { t } = useTranslation();
  if (order.order_type !== 'stop_limit') return <>{formatPrice(order.trigger_price, digits)}</>;
  return (
    <span
      aria-label={t('trading.pendingRow.stopLimitPrices', {
        stop: formatPrice(order.trigger_price, digits),
        limit: formatPrice(order.limit_price, digits),
      })}
    >
      {formatPrice(order.trigger_price, digits)} → {formatPrice(order.limit_price, digits)}
      {order.stop_reached_at !== null && <span className="orders-badge">{t('trading.pendingRow.stopReached')}</span>}
    </span>
  );
}
