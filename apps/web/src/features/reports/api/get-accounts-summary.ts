import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountsSummarySchema, type AccountsSummary } from '@platform/shared/reports';
import { api } from '../../../lib/api-client.ts';
import { filterQuery, type ReportFilter } from './report-filter.ts';

/** GET /api/reports/summary: every account of the trader for the period (the symbol filter does not apply). */
export async function getAccountsSummary(filter: ReportFilter, signal?: AbortSignal): Promise<AccountsSummary> {
  const query = filterQuery({ ...filter, symbol: '' }, {});
  return accountsSummarySchema.parse(await api.get(`/reports/summary${query}`, signal));
}

export function useAccountsSummary(filter: ReportFilter) {
  return useQuery({
    queryKey: ['reports', 'summary', filter.from, filter.to],
    queryFn: ({ signal }) => getAccountsSummary(filter, signal),
    placeholderData: keepPreviousData,
  });
}
