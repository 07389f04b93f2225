import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAlertRequest } from '@platform/shared/alerts';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateAlertRequest) => {
      // The answer's schema (and zod) loads with the first alert set, not with the dashboard.
      const [{ alertAnswerSchema }, answer] = await Promise.all([import('@platform/shared/alerts'), api.post('/alerts', request)]);
      return alertAnswerSchema.parse(answer).alert;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.alerts }),
  });
}
