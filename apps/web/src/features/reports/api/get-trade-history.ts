import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tradePageSchema, type TradePage } from '@platform/shared/reports';
import { api } from '../../../lib/api-client.ts';
import { filterQuery, type ReportFilter } from './report-filter.ts';

export type TradeSort = 'closed_at' | 'opened_at' | 'symbol' | 'profit' | 'volume';
export interface TradePaging {
  page: number;
  sort: TradeSort;
  order: 'asc' | 'desc';
}
export const TRADES_PER_PAGE = 20;

export const tradeHistoryPath = (filter: ReportFilter, paging: Omit<TradePaging, 'page'>, extra: Record<string, string | number> = {}) =>
  `/reports/trades${filterQuery(filter, { sort: paging.sort, order: paging.order, ...extra })}`;

/** GET /api/reports/trades: one page of the filtered, sorted history. */
export async function getTradeHistory(filter: ReportFilter, paging: TradePaging, signal?: AbortSignal): Promise<TradePage> {
  return tradePageSchema.parse(await api.get(tradeHistoryPath(filter, paging, { page: paging.page, page_size: TRADES_PER_PAGE }), signal));
}

export function useTradeHistory(filter: ReportFilter, paging: TradePaging) {
  return useQuery({
    queryKey: ['reports', 'trades', filter, paging],
    queryFn: ({ signal }) => getTradeHistory(filter, paging, signal),
    placeholderData: keepPreviousData,
  });
}
