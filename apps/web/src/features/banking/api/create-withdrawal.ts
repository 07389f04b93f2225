import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myTransactionsQueryKey } from './get-my-transactions.ts';
import { actionKey } from '../../../lib/action-key.ts';
import { accountHeader } from './account-header.ts';
import { tradingKeys } from '../../../lib/trading-query-keys.ts';

export interface WithdrawalRequest {
  currency: string;
  amount: number;
  chain: string;
  address: string;
  /** Required when the trader has two-factor sign-in on. */
  two_factor_code?: string;
  /** The live account the money comes from, named on the wire; absent: this tab's account. */
  accountId?: number;
}

/** POST /api/transactions/create (JSON, method crypto): the amount is reserved at once by the server. */
export function createWithdrawal(request: WithdrawalRequest): Promise<unknown> {
  const { accountId, ...fields } = request;
  return api.post(
    '/transactions/create',
    { type: 'withdrawal', method: 'crypto', ...fields },
    { ...actionKey(request), ...accountHeader(accountId) },
  );
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
        queryClient.invalidateQueries({ queryKey: ['transactions', 'withdrawable'] }),
      ]),
  });
}
