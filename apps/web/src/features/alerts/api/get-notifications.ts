import { useQuery } from '@tanstack/react-query';
import { notificationListSchema } from '@platform/shared/alerts';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

/** The bell's history (newest 50) and the unread count; 'alert-triggered' events refetch it. */
export function useNotifications() {
  return useQuery({
    queryKey: alertKeys.notifications,
    queryFn: async ({ signal }) => notificationListSchema.parse(await api.get('/notifications', signal)),
  });
}
