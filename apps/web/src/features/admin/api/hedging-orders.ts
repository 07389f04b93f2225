// GET /api/admin/hedging/orders — the covering orders sent to the LP, newest first, with their execution reports.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hedgeOrderPageSchema } from '@platform/shared/hedging';
import { adminApi, queryString } from './admin-request.ts';

export const hedgeOrdersKey = ['admin', 'hedging', 'orders'] as const;

export function useHedgeOrders(page: number, pageSize = 20) {
  return useQuery({
    queryKey: [...hedgeOrdersKey, page, pageSize],
    queryFn: async ({ signal }) =>
      hedgeOrderPageSchema.parse(await adminApi.get<unknown>(`/admin/hedging/orders${queryString({ page, page_size: pageSize })}`, signal)),
    placeholderData: keepPreviousData,
  });
}
