import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ChartDrawings, Drawing } from '@platform/shared/chart-layout';
import { api } from '../../../lib/api-client.ts';
import { marketKeys } from './query-keys.ts';

export const drawingsQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: marketKeys.drawings(symbol),
    queryFn: async ({ signal }) => (await api.get<ChartDrawings>(`/chart/drawings/${encodeURIComponent(symbol)}`, signal)).drawings,
    staleTime: Infinity,
  });

/** GET /api/chart/drawings/{symbol}: the trader's drawings on that symbol. */
export const useDrawingsQuery = (symbol: string) => useQuery(drawingsQueryOptions(symbol));

/** PUT /api/chart/drawings/{symbol}: the whole list, as the chart holds it now. */
export function useSaveDrawings() {
  return useMutation({
    mutationFn: async ({ symbol, drawings }: { symbol: string; drawings: Drawing[] }) =>
      (await api.put<ChartDrawings>(`/chart/drawings/${encodeURIComponent(symbol)}`, { drawings })).drawings,
  });
}
