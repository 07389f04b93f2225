// POST /api/admin/traders/{id}/disable | enable.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { traderKey } from './trader.ts';
import { tradersKey } from './traders.ts';

export function useSetTraderStatus(traderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'disable' | 'enable') => adminApi.post(`/admin/traders/${traderId}/${action}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: traderKey(traderId) });
      void queryClient.invalidateQueries({ queryKey: tradersKey });
    },
  });
}
