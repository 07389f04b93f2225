import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAlertRequest } from '@platform/shared/alerts';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...changes }: UpdateAlertRequest & { id: number }) => {
      // The answer's schema (and zod) loads with the first alert set, not with the dashboard.
      const [{ alertAnswerSchema }, answer] = await Promise.all([import('@platform/shared/alerts'), api.patch(`/alerts/${id}`, changes)]);
      return alertAnswerSchema.parse(answer).alert;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.alerts }),
  });
}
