// GET /api/admin/tickets — the inbox by status (open by default), paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTicketItem, Page } from '@platform/shared/admin';
import { adminApi, queryString } from './admin-request.ts';

export interface TicketsParams {
  status: 'open' | 'answered' | 'closed' | 'all';
  search: string;
  page: number;
}

export const ticketsKey = ['admin', 'tickets'] as const;

export const ticketsQuery = (params: TicketsParams) =>
  queryOptions({
    queryKey: [...ticketsKey, params],
    queryFn: ({ signal }) => adminApi.get<Page<AdminTicketItem>>(`/admin/tickets${queryString({ ...params, page_size: 20 })}`, signal),
    placeholderData: keepPreviousData,
  });

export const useTickets = (params: TicketsParams) => useQuery(ticketsQuery(params));
