import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderGroup, OrdersResponse } from '@platform/shared/orders';
import { api } from '../../../lib/api-client.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';

export function getOrders(status: OrderGroup, signal?: AbortSignal): Promise<OrdersResponse> {
  return api.get<OrdersResponse>(`/orders?status=${status}`, signal);
}

export const ordersQueryOptions = (status: OrderGroup) =>
  queryOptions({
    queryKey: tradingKeys.ordersByStatus(status),
    queryFn: ({ signal }) => getOrders(status, signal).then((body) => body.orders),
  });

/** The trader's orders of one group; socket 'order-updated' events keep them fresh. */
export function useOrders(status: OrderGroup, enabled = true) {
  return useQuery({ ...ordersQueryOptions(status), enabled });
}
