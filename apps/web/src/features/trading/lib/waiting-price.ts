import type { Order } from '@platform/shared/orders';

/** The price a pending order waits on now: a stop-limit's limit once its stop was reached, else its trigger. */
export function waitingPrice(order: Pick<Order, 'order_type' | 'stop_reached_at' | 'limit_price' | 'trigger_price'>): number | null {
  return order.order_type === 'stop_limit' && order.stop_reached_at !== null ? order.limit_price : order.trigger_price;
}
