import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { serverMessageOr } from '../../lib/server-message.ts';
import { meQueryKey } from '../../lib/use-me.ts';
import { toast } from '../ui/toast-store.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { tradingKeys } from '../../lib/trading-query-keys.ts';

/** POST /api/user/switch-to-live; afterwards the user, the account and the trade lists are refetched. */
export function useSwitchToLive() {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per dialog confirmation: a retried request switches (and resets the demo funds) once.
    mutationFn: () => api.post<unknown>('/user/switch-to-live', undefined, { 'idempotency-key': crypto.randomUUID() }),
    onSuccess: () => toast.show({ title: i18n.t('switchToLive.success'), variant: 'success' }),
    onError: (error) => {
      toast.show({ title: serverMessageOr(error, i18n.t('switchToLive.failure')), variant: 'error' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: tradingKeys.account }),
        queryClient.invalidateQueries({ queryKey: tradingKeys.orders }),
        queryClient.invalidateQueries({ queryKey: tradingKeys.accounts }),
      ]),
  });
}
