import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

/** Marks every notification read (the bell opened). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/notifications/read', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.notifications }),
  });
}
