// GET /api/admin/traders/{id}/account-groups — each open trading account of the trader with its client group.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TraderAccountGroups } from '@platform/shared/client-groups';
import { adminApi } from './admin-request.ts';

export const traderAccountGroupsKey = (traderId: number) => ['admin', 'trader', traderId, 'account-groups'] as const;

export const traderAccountGroupsQuery = (traderId: number) =>
  queryOptions({
    queryKey: traderAccountGroupsKey(traderId),
    queryFn: ({ signal }) => adminApi.get<TraderAccountGroups>(`/admin/traders/${traderId}/account-groups`, signal),
  });

export const useTraderAccountGroups = (traderId: number) => useQuery(traderAccountGroupsQuery(traderId));
