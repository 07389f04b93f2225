import type { Order } from '@platform/shared/orders';
import { formatUsd } from './format.ts';

/** The plain-words reason of a stop-out: which position, at what price and level, the account before and after. */
export function stopOutText(order: Pick<Order, 'id' | 'symbol' | 'close_price' | 'stop_out'>): string | null {
  const details = order.stop_out;
  if (!details) return null;
  return (
    `Stop-out closed #${order.id} ${order.symbol} at ${order.close_price ?? '—'} when the margin level reached ${details.margin_level.toFixed(2)}%. ` +
    `Before: equity $${formatUsd(details.equity_before)}, used margin $${formatUsd(details.used_margin_before)}. ` +
    `After: equity $${formatUsd(details.equity_after)}, used margin $${formatUsd(details.used_margin_after)}.`
  );
}
