// GET /api/admin/traders/{id}/conditions/{symbol} — the account's effective conditions, each with its source.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EffectiveConditionsResponse } from '@platform/shared/client-groups';
import { adminApi } from './admin-request.ts';

export const accountConditionsKey = (traderId: number) => ['admin', 'trader', traderId, 'conditions'] as const;

export const accountConditionsQuery = (traderId: number, symbol: string) =>
  queryOptions({
    queryKey: [...accountConditionsKey(traderId), symbol],
    queryFn: ({ signal }) =>
      adminApi.get<EffectiveConditionsResponse>(`/admin/traders/${traderId}/conditions/${encodeURIComponent(symbol)}`, signal),
  });

export const useAccountConditions = (traderId: number, symbol: string) => useQuery(accountConditionsQuery(traderId, symbol));
