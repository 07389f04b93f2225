// POST /api/admin/tickets/{id}/status {status}: open, answered or closed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-request.ts';
import { ticketsKey } from './tickets.ts';

export function useSetTicketStatus(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'open' | 'answered' | 'closed') => adminApi.post(`/admin/tickets/${ticketId}/status`, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}
