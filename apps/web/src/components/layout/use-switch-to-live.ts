import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client.ts';
import { meQueryKey } from '../../lib/use-me.ts';
import { toast } from '../ui/toast-store.ts';

export const SWITCH_SUCCESS = 'Success! You are now on LIVE. Demo trades deleted and account reset.';
export const SWITCH_FAILURE = 'Failed to switch. Please try again.';

/** POST /api/user/switch-to-live; afterwards the user, the account and the trade lists are refetched. */
export function useSwitchToLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/user/switch-to-live'),
    onSuccess: () => toast.show({ title: SWITCH_SUCCESS, variant: 'success' }),
    onError: (error) => {
      const serverMessage = error instanceof ApiError && typeof error.body.message === 'string' ? error.body.message : '';
      toast.show({ title: serverMessage || SWITCH_FAILURE, variant: 'error' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
