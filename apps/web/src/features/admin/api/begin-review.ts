// POST /api/admin/transactions/{id}/review: the request shows as under review by this staff member (once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTransactionItem } from '@platform/shared/admin';
import { adminApi } from './admin-request.ts';
import { transactionsKey } from './transactions.ts';

export function useBeginReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.post<AdminTransactionItem>(`/admin/transactions/${id}/review`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: transactionsKey }),
  });
}
