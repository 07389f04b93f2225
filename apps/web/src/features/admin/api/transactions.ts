// GET /api/admin/transactions — deposits or withdrawals by status, searchable by trader, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTransactionItem, Page } from '@platform/shared/admin';
import { monthlyTotalsListSchema } from '@platform/shared/banking';
import { adminApi, queryString } from './admin-request.ts';

export interface TransactionsParams {
  type: 'deposit' | 'withdrawal' | 'all';
  status: 'pending' | 'approved' | 'rejected' | 'all';
  search: string;
  page: number;
}

export const transactionsKey = ['admin', 'transactions'] as const;

export const transactionsQuery = (params: TransactionsParams) =>
  queryOptions({
    queryKey: [...transactionsKey, params],
    queryFn: ({ signal }) =>
      adminApi.get<Page<AdminTransactionItem>>(`/admin/transactions${queryString({ ...params, page_size: 20 })}`, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (params: TransactionsParams) => useQuery(transactionsQuery(params));

/** GET /api/admin/transactions/totals: pending, paid and rejected amounts per month over every trader. */
export const useTransactionTotals = () =>
  useQuery({
    queryKey: [...transactionsKey, 'totals'],
    queryFn: async ({ signal }) =>
      monthlyTotalsListSchema.parse((await adminApi.get<{ totals: unknown }>('/admin/transactions/totals', signal)).totals),
  });
