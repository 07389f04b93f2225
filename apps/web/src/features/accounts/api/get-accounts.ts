import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountsResponse, TradingAccount } from '@platform/shared/trading-accounts';
import { api } from '../../../lib/api-client.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';

export const accountsQueryKey = tradingKeys.accounts;

export function getAccounts(signal?: AbortSignal): Promise<TradingAccount[]> {
  return api.get<AccountsResponse>('/accounts', signal).then((body) => body.accounts);
}

export const accountsQueryOptions = queryOptions({
  queryKey: accountsQueryKey,
  queryFn: ({ signal }) => getAccounts(signal),
  // Figures move with prices: re-read when the menu opens rather than on a timer.
  staleTime: 5_000,
});

/** The trader's accounts with their figures (GET /api/accounts), the default one first. */
export function useAccounts(enabled = true) {
  return useQuery({ ...accountsQueryOptions, enabled });
}
