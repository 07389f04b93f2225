import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertListSchema, type Alert } from '@platform/shared/alerts';
import { api } from '../../../lib/api-client.ts';
import { alertKeys } from './query-keys.ts';

export const alertsQueryOptions = queryOptions({
  queryKey: alertKeys.alerts,
  queryFn: async ({ signal }): Promise<Alert[]> => alertListSchema.parse(await api.get('/alerts', signal)).alerts,
});

/** The trader's alerts, newest first; 'alert-triggered' events refetch them. */
export function useAlerts() {
  return useQuery(alertsQueryOptions);
}
