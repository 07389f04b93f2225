// GET /api/admin/accounts/{id}/conditions/{symbol} — a trading account's effective conditions, each with its source.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EffectiveConditionsResponse } from '@platform/shared/client-groups';
import { adminApi } from './admin-request.ts';

export const accountConditionsKey = (accountId: number) => ['admin', 'account', accountId, 'conditions'] as const;

export const accountConditionsQuery = (accountId: number, symbol: string) =>
  queryOptions({
    queryKey: [...accountConditionsKey(accountId), symbol],
    queryFn: ({ signal }) =>
      adminApi.get<EffectiveConditionsResponse>(`/admin/accounts/${accountId}/conditions/${encodeURIComponent(symbol)}`, signal),
  });

export const useAccountConditions = (accountId: number | undefined, symbol: string) =>
  useQuery({ ...accountConditionsQuery(accountId ?? 0, symbol), enabled: accountId !== undefined });
