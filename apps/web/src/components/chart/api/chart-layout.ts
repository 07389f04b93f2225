import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChartLayout } from '@platform/shared/chart-layout';

/** What GET and PUT /api/chart/layout answer (checked on the server by chartLayoutSchema). */
interface ChartLayoutAnswer {
  layout: ChartLayout | null;
  updated_at: string | null;
}
import { api } from '../../../lib/api-client.ts';
import { marketKeys } from './query-keys.ts';

export const chartLayoutQueryOptions = queryOptions({
  queryKey: marketKeys.chartLayout,
  queryFn: async ({ signal }) => (await api.get<ChartLayoutAnswer>('/chart/layout', signal)).layout,
  staleTime: Infinity,
});

/** GET /api/chart/layout: the trader's saved chart (null until they first change it). */
export const useChartLayoutQuery = () => useQuery(chartLayoutQueryOptions);

/** PUT /api/chart/layout; the cache takes the sent layout at once so every chart on the page agrees. */
export function useSaveChartLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (layout: ChartLayout) => (await api.put<ChartLayoutAnswer>('/chart/layout', layout)).layout,
    // A change made before the first GET answered must not be overwritten by that answer.
    onMutate: async (layout) => {
      queryClient.setQueryData(marketKeys.chartLayout, layout);
      await queryClient.cancelQueries({ queryKey: marketKeys.chartLayout });
      queryClient.setQueryData(marketKeys.chartLayout, layout);
    },
  });
}
