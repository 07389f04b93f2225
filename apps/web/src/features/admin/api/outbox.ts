// GET /api/admin/outbox: every mail the platform produced; without SMTP_URL the only copy.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, queryString } from './admin-request.ts';

export interface OutboxMail {
  id: number;
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  status: 'outbox' | 'sent' | 'failed';
  error: string | null;
  created_at: string;
}

export function useOutbox(params: { search: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'outbox', params],
    queryFn: ({ signal }) =>
      adminApi.get<{ total: number; items: OutboxMail[] }>(
        `/admin/outbox${queryString({ search: params.search, page: params.page, page_size: 25 })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
