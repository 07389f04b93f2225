// POST /api/admin/accounts/{id}/close — staff close an empty trading account (refused with a reason otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { traderKey } from './trader.ts';

export function useCloseTradingAccount(traderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => adminApi.post<{ message: string }>(`/admin/accounts/${accountId}/close`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: traderKey(traderId) }),
  });
}
