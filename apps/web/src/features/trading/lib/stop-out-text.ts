import type { Order } from '@platform/shared/orders';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { formatUsd } from '../../../lib/format.ts';

/** The plain-words reason of a stop-out: which position, at what price and level, the account before and after. */
export function stopOutText(order: Pick<Order, 'id' | 'symbol' | 'close_price' | 'stop_out'>): string | null {
  const details = order.stop_out;
  if (!details) return null;
  return i18n.t('trading.events.stopOutText', {
    id: String(order.id),
    symbol: order.symbol,
    price: String(order.close_price ?? '—'),
    level: details.margin_level.toFixed(2),
    equityBefore: formatUsd(details.equity_before),
    usedMarginBefore: formatUsd(details.used_margin_before),
    equityAfter: formatUsd(details.equity_after),
    usedMarginAfter: formatUsd(details.used_margin_after),
  });
}
