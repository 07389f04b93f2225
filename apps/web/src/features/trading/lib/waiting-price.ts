import type { Order } from '@platform/shared/orders';
import type { OpenPosition } from '../hooks/use-live-positions.ts';

/** The price a pending order waits on now: a stop-limit's limit once its stop was reached, else its trigger. */
export function waitingPrice(order: Pick<Order, 'order_type' | 'stop_reached_at' | 'limit_price' | 'trigger_price'>): number | null {
  return order.order_type === 'stop_limit' && order.stop_reached_at !== null ? order.limit_price : order.trigger_price;
}

/**
 * A pending order as the SL/TP editor takes it: its stops are judged from its expected fill (a
 * stop-limit's limit, else its trigger), as the server does.
 */
export function pendingForStopsEditor(order: Order): OpenPosition {
  return { order, live: { currentPrice: order.limit_price ?? order.trigger_price, profit: null } };
}
