import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/alerts/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.alerts }),
  });
}
