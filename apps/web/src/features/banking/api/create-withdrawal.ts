import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myTransactionsQueryKey } from './get-my-transactions.ts';
import { actionKey } from '../../../lib/action-key.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';

export interface WithdrawalRequest {
  currency: string;
  amount: number;
  chain: string;
  address: string;
  /** Required when the trader has two-factor sign-in on. */
  two_factor_code?: string;
}

/** POST /api/transactions/create (JSON, method crypto): the amount is reserved at once by the server. */
export function createWithdrawal(request: WithdrawalRequest): Promise<unknown> {
  return api.post('/transactions/create', { type: 'withdrawal', method: 'crypto', ...request }, actionKey(request));
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // The reserved amount changes the account too, so its figures refresh with the list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myTransactionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: tradingKeys.account }),
      ]),
  });
}
