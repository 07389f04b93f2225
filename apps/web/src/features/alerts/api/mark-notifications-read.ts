import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

/** Marks notifications read: the given ids, or every one. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api.post('/notifications/read', ids ? { ids } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.notifications }),
  });
}
