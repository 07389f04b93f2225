import type { TFunction } from 'i18next';
import type { Order, OrderSide } from '@platform/shared/orders';

const kinds = { limit: 'Limit', stop: 'Stop', stop_limit: 'StopLimit' } as const;

/** Buy, Sell, Buy Limit, Sell Stop…: the side and, for a pending order, its kind, in the trader's language. */
export function directionText(order: { side: OrderSide; order_type: Order['order_type'] }, t: TFunction): string {
  if (order.order_type === 'market') return t(`trading.side.${order.side}`);
  return t(`trading.side.${order.side}${kinds[order.order_type]}`);
}
