import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert } from '@platform/shared/alerts';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

export const alertsQueryOptions = queryOptions({
  queryKey: alertKeys.alerts,
  // Typed by the shared contract (alertListSchema), not parsed: the dashboard's first view loads no validators.
  queryFn: async ({ signal }): Promise<Alert[]> => (await api.get<{ alerts: Alert[] }>('/alerts', signal)).alerts,
});

/** The trader's alerts, newest first; 'alert-triggered' events refetch them. */
export function useAlerts() {
  return useQuery(alertsQueryOptions);
}
