import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statementSchema, type Statement } from '@platform/shared/reports';
import { api } from '../../../lib/api-client.ts';
import { filterQuery, type ReportFilter } from './report-filter.ts';

/** GET /api/reports/statement: the period's summary (the symbol filter does not apply to money). */
export async function getStatement(filter: ReportFilter, signal?: AbortSignal): Promise<Statement> {
  return statementSchema.parse(await api.get(`/reports/statement${filterQuery({ ...filter, symbol: '' }, { page_size: 1 })}`, signal));
}

export function useStatement(filter: ReportFilter) {
  return useQuery({
    queryKey: ['reports', 'statement', filter.from, filter.to],
    queryFn: ({ signal }) => getStatement(filter, signal),
    placeholderData: keepPreviousData,
  });
}
