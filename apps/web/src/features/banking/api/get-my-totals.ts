import { useQuery } from '@tanstack/react-query';
import { monthlyTotalsListSchema, type MonthlyTotals } from '@platform/shared/banking';
import { api } from '../../../lib/api-client.ts';

export const myTotalsQueryKey = ['transactions', 'totals'] as const;

/** GET /api/transactions/totals: the trader's pending, paid and rejected amounts per month. */
export async function getMyTotals(signal?: AbortSignal): Promise<MonthlyTotals[]> {
  const body = await api.get<{ totals: unknown }>('/transactions/totals', signal);
  return monthlyTotalsListSchema.parse(body.totals);
}

export function useMyTotals() {
  return useQuery({ queryKey: myTotalsQueryKey, queryFn: ({ signal }) => getMyTotals(signal) });
}
