import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SymbolsResponse } from '@platform/shared/symbols';
import { api } from '../../../lib/api-client.ts';
import { symbolsQueryKey } from '../../../lib/symbols-query.ts';

interface ToggleFavourite {
  symbol: string;
  favourite: boolean;
}

/** POST /api/favorites {symbol} or DELETE /api/favorites/{symbol}. */
export const toggleFavourite = ({ symbol, favourite }: ToggleFavourite) =>
  favourite ? api.post('/favorites', { symbol }) : api.delete(`/favorites/${encodeURIComponent(symbol)}`);

/** Stars at once (optimistic), rolls back on failure, then re-reads the list. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    onMutate: async ({ symbol, favourite }) => {
      await queryClient.cancelQueries({ queryKey: symbolsQueryKey });
      const previous = queryClient.getQueryData<SymbolsResponse>(symbolsQueryKey);
      if (previous) {
        const others = previous.favourites.filter((f) => f.symbol !== symbol);
        queryClient.setQueryData<SymbolsResponse>(symbolsQueryKey, {
          ...previous,
          favourites: favourite ? [...others, { symbol }] : others,
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(symbolsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: symbolsQueryKey }),
  });
}
