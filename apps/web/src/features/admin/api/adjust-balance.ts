// POST /api/admin/traders/{id}/adjust — a signed adjustment or credit with a mandatory reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BalanceAdjustment } from '@platform/shared/admin';
import { adminApi } from './admin-request.ts';
import { traderKey } from './trader.ts';
import { tradersKey } from './traders.ts';
import { actionKey } from '../../../lib/action-key.ts';

export function useAdjustBalance(traderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BalanceAdjustment) => adminApi.post<{ balance: number }>(`/admin/traders/${traderId}/adjust`, body, actionKey(body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: traderKey(traderId) });
      void queryClient.invalidateQueries({ queryKey: tradersKey });
    },
  });
}
