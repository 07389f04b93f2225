import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withdrawableSchema } from '@platform/shared/banking';
import { api } from '../../../lib/api-client.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';
import { myTransactionsQueryKey } from './get-my-transactions.ts';
import { accountHeader } from './account-header.ts';

export const withdrawableQueryKey = ['transactions', 'withdrawable'] as const;

/**
 * GET /api/transactions/withdrawable: what the account could withdraw now (USD), as the engine holds it;
 * `accountId` names the live account the screen withdraws from (absent: this tab's account).
 */
export function useWithdrawable(enabled: boolean, accountId?: number) {
  return useQuery({
    queryKey: [...withdrawableQueryKey, accountId ?? null],
    queryFn: async ({ signal }) =>
      withdrawableSchema.parse(await api.request('/transactions/withdrawable', { signal, headers: accountHeader(accountId) })).available,
    enabled,
  });
}

/** POST /api/transactions/:id/cancel: the trader takes back a pending withdrawal; the hold comes back to the balance. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/transactions/${id}/cancel`, {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myTransactionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawableQueryKey }),
        queryClient.invalidateQueries({ queryKey: tradingKeys.account }),
      ]),
  });
}
