import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertAnswerSchema, type CreateAlertRequest } from '@platform/shared/alerts';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateAlertRequest) => alertAnswerSchema.parse(await api.post('/alerts', request)).alert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.alerts }),
  });
}
