import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketRequest } from '@platform/shared/support';
import { api } from '../../../lib/api-client.ts';
import { myTicketsQueryKey } from './get-my-tickets.ts';

/** POST /api/support/tickets from the web form. */
export function createTicket(request: Omit<TicketRequest, 'source'>): Promise<unknown> {
  return api.post('/support/tickets', { ...request, source: 'web' });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsQueryKey }) });
}
