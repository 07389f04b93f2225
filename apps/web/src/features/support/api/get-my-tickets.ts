import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketListSchema, type Ticket } from '@platform/shared/support';
import { api } from '../../../lib/api-client.ts';

export type { Ticket };
export const myTicketsQueryKey = ['support', 'tickets'] as const;

/** GET /api/support/tickets: the trader's own tickets with the staff's replies. */
export async function getMyTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return ticketListSchema.parse(await api.get('/support/tickets', signal));
}

export const myTicketsQueryOptions = () => queryOptions({ queryKey: myTicketsQueryKey, queryFn: ({ signal }) => getMyTickets(signal) });

export function useMyTickets() {
  return useQuery(myTicketsQueryOptions());
}
