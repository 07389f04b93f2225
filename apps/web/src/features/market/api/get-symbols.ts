import { queryOptions, useQuery } from '@tanstack/react-query';
import { symbolsResponseSchema, type SymbolsResponse } from '@platform/shared/symbols';
import { api } from '../../../lib/api-client.ts';
import { marketKeys } from './query-keys.ts';

/** GET /api/symbols: the symbol sheet with the last prices, and the trader's favourites. */
export const getSymbols = (signal?: AbortSignal): Promise<SymbolsResponse> =>
  api.get<unknown>('/symbols', signal).then((body) => symbolsResponseSchema.parse(body));

export const symbolsQueryOptions = queryOptions({
  queryKey: marketKeys.symbols,
  queryFn: ({ signal }) => getSymbols(signal),
  staleTime: 5 * 60_000,
});

export const useSymbols = () => useQuery(symbolsQueryOptions);
