import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositAddressSchema, watchedNetworksSchema, type DepositAddress } from '@platform/shared/cashier';
import type { Chain } from '@platform/shared/settings';
import { api } from '../../../lib/api-client.ts';
import { accountHeader } from './account-header.ts';

/** GET /api/cashier/networks: the networks whose deposits the platform follows on the chain itself. */
export const watchedNetworksQueryOptions = () =>
  queryOptions({
    queryKey: ['cashier', 'networks'],
    queryFn: async ({ signal }) => watchedNetworksSchema.parse(await api.get('/cashier/networks', signal)).chains,
    staleTime: 5 * 60_000,
  });

export function useWatchedNetworks() {
  return useQuery(watchedNetworksQueryOptions());
}

/**
 * GET /api/cashier/deposit-address: the live account's own address on a watched network, with its QR
 * code; `accountId` names the account the screen deposits to (absent: this tab's).
 */
export function useDepositAddress(chain: Chain | null, accountId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['cashier', 'deposit-address', chain, accountId ?? null],
      queryFn: async ({ signal }): Promise<DepositAddress> =>
        depositAddressSchema.parse(
          await api.request(`/cashier/deposit-address?chain=${chain}`, { signal, headers: accountHeader(accountId) }),
        ),
      enabled: chain !== null,
      staleTime: Infinity,
    }),
  );
}
