// POST /api/admin/kyc/{id}/approve | reject with review notes the trader sees.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { kycQueueKey } from './kyc-queue.ts';

export interface KycDecision {
  id: number;
  decision: 'approve' | 'reject';
  notes: string;
}

export function useReviewKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, notes }: KycDecision) => adminApi.post(`/admin/kyc/${id}/${decision}`, { notes }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kycQueueKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'trader'] });
    },
  });
}
