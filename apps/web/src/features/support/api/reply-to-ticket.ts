import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketSchema, type Ticket } from '@platform/shared/support';
import { api } from '../../../lib/api-client.ts';
import { myTicketsQueryKey } from './get-my-tickets.ts';

/** POST /api/support/tickets/{id}/replies: the trader's follow-up; the request id makes a retry land once. */
export async function replyToTicket(ticketId: number, message: string, requestId: string): Promise<Ticket> {
  return ticketSchema.parse(await api.post(`/support/tickets/${ticketId}/replies`, { message, request_id: requestId }));
}

export function useReplyToTicket(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, requestId }: { message: string; requestId: string }) => replyToTicket(ticketId, message, requestId),
    onSuccess: (ticket) =>
      queryClient.setQueryData<Ticket[]>(myTicketsQueryKey, (tickets) => tickets?.map((one) => (one.id === ticket.id ? ticket : one))),
  });
}
