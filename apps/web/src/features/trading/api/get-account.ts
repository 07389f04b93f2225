import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AccountResponse } from '@platform/shared/account';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';

export function getAccount(signal?: AbortSignal): Promise<AccountResponse> {
  return api.get<AccountResponse>('/account', signal);
}

export const accountQueryOptions = queryOptions({
  queryKey: tradingKeys.account,
  queryFn: ({ signal }) => getAccount(signal).then((body) => body.account),
});

/** Balance, equity and margin as the server last stated them ('account-updated' overwrites it). */
export function useAccount() {
  return useQuery(accountQueryOptions);
}
