// POST /api/admin/tickets/{id}/reply {message}; the trader sees it in /support.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { ticketsKey } from './tickets.ts';

export function useReplyToTicket(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => adminApi.post(`/admin/tickets/${ticketId}/reply`, { message }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}
