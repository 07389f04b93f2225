import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client.ts';
import { myTicketsQueryKey } from '../api/get-my-tickets.ts';

/** Shows staff replies as they arrive ('ticket-updated'). */
export function useTicketUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () => socketClient.on('ticket-updated', () => void queryClient.invalidateQueries({ queryKey: myTicketsQueryKey })),
    [queryClient],
  );
}
