import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertAnswerSchema, type UpdateAlertRequest } from '@platform/shared/alerts';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...changes }: UpdateAlertRequest & { id: number }) =>
      alertAnswerSchema.parse(await api.patch(`/alerts/${id}`, changes)).alert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.alerts }),
  });
}
