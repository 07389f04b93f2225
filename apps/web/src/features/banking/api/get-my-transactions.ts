import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionListSchema, type Transaction } from '@platform/shared/banking';
import { api } from '../../../lib/api-client.ts';

export type { Transaction };
export const myTransactionsQueryKey = ['transactions', 'my'] as const;

/** GET /api/transactions/my: the trader's deposits and withdrawals, newest first. */
export async function getMyTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  return transactionListSchema.parse(await api.get('/transactions/my', signal));
}

export const myTransactionsQueryOptions = () =>
  queryOptions({ queryKey: myTransactionsQueryKey, queryFn: ({ signal }) => getMyTransactions(signal) });

export function useMyTransactions() {
  return useQuery(myTransactionsQueryOptions());
}
