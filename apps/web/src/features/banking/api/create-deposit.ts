import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myTransactionsQueryKey } from './get-my-transactions.ts';
import type { Chain } from './get-wallets.ts';
import { actionKey } from '../../../lib/action-key.ts';
import { accountHeader } from './account-header.ts';

export interface DepositRequest {
  currency: string;
  amount: string;
  chain: Chain;
  address: string;
  receipt: File;
  /** The live account the money goes to, named on the wire; absent: this tab's account. */
  accountId?: number;
}

/** POST /api/transactions/create (multipart) → a pending deposit. */
export function createDeposit(request: DepositRequest): Promise<unknown> {
  const form = new FormData();
  form.append('type', 'deposit');
  form.append('currency', request.currency);
  form.append('amount', request.amount);
  form.append('chain', request.chain);
  form.append('address', request.address);
  form.append('receipt', request.receipt);
  return api.post('/transactions/create', form, { ...actionKey(request), ...accountHeader(request.accountId) });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTransactionsQueryKey }),
  });
}
