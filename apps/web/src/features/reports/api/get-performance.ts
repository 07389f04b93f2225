import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { performanceSchema, type Performance } from '@platform/shared/reports';
import { api } from '../../../lib/api-client.ts';
import { filterQuery, type ReportFilter } from './report-filter.ts';

export type { Performance };

/** GET /api/reports/performance: every figure of the screen, computed by the server. */
export async function getPerformance(filter: ReportFilter, signal?: AbortSignal): Promise<Performance> {
  return performanceSchema.parse(await api.get(`/reports/performance${filterQuery(filter)}`, signal));
}

export function usePerformance(filter: ReportFilter) {
  return useQuery({
    queryKey: ['reports', 'performance', filter],
    queryFn: ({ signal }) => getPerformance(filter, signal),
    placeholderData: keepPreviousData,
  });
}
