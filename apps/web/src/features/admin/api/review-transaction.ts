// POST /api/admin/transactions/{id}/approve {tx_hash} | reject {reason}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { transactionsKey } from './transactions.ts';
import { actionKey } from '../../../lib/action-key.ts';

export type TransactionDecision = { id: number; decision: 'approve'; txHash: string } | { id: number; decision: 'reject'; reason: string };

export function useReviewTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransactionDecision) =>
      input.decision === 'approve'
        ? adminApi.post(`/admin/transactions/${input.id}/approve`, input.txHash ? { tx_hash: input.txHash } : {}, actionKey(input))
        : adminApi.post(`/admin/transactions/${input.id}/reject`, { reason: input.reason }, actionKey(input)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: transactionsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'trader'] });
    },
  });
}
