import { useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@platform/shared/alerts';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

/** The bell's history (newest 50) and the unread count; 'alert-triggered' events refetch it. */
export function useNotifications() {
  return useQuery({
    queryKey: alertKeys.notifications,
    // Typed by the shared contract, not parsed: the dashboard's first view loads no validators.
    queryFn: ({ signal }) => api.get<NotificationList>('/notifications', signal),
  });
}
