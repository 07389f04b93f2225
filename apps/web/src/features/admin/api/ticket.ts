// GET /api/admin/tickets/{id} — one ticket with its reply thread.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTicketDetail } from '@platform/shared/admin';
import { adminApi } from './admin-request.ts';

export const ticketKey = (id: number) => ['admin', 'tickets', 'detail', id] as const;

export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: ticketKey(id), queryFn: ({ signal }) => adminApi.get<AdminTicketDetail>(`/admin/tickets/${id}`, signal) });

export const useTicket = (id: number | null) => useQuery({ ...ticketQuery(id ?? 0), enabled: id !== null });
