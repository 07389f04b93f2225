import type { Order, OrderGroup } from '@platform/shared/orders';

/** The list `GET /api/orders?status=` shows an order in ('closed' also holds cancelled ones). */
export function groupOf(order: Pick<Order, 'status'>): OrderGroup {
  if (order.status === 'pending' || order.status === 'open') return order.status;
  return 'closed';
}

/**
 * One group's cached list after an 'order-updated' event carrying the order as it now is: an
 * order already in the group is replaced where it stands, one that moved in goes first (the
 * lists are newest first), one that moved out is dropped. The same list comes back when nothing
 * changes, so nothing re-renders.
 */
export function withOrder(list: readonly Order[], group: OrderGroup, order: Order): Order[] {
  const index = list.findIndex((row) => row.id === order.id);
  const belongs = groupOf(order) === group;
  if (index === -1) return belongs ? [order, ...list] : (list as Order[]);
  if (!belongs) return list.filter((row) => row.id !== order.id);
  const next = list.slice();
  next[index] = order;
  return next;
}
