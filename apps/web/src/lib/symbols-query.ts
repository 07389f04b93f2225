import { queryOptions } from '@tanstack/react-query';
import type { SymbolsResponse } from '@platform/shared/symbols';
import { api } from './api-client.ts';

/**
 * GET /api/symbols, fetched once for the whole app: the market list reads it whole, the trading
 * math reads the contract sheet out of it with a `select`. Typed by the shared contract, not parsed:
 * the dashboard's first view loads no validators.
 */
export const getSymbols = (signal?: AbortSignal): Promise<SymbolsResponse> => api.get<SymbolsResponse>('/symbols', signal);

export const symbolsQueryKey = ['symbols'] as const;

export const symbolsQueryOptions = queryOptions({
  queryKey: symbolsQueryKey,
  queryFn: ({ signal }) => getSymbols(signal),
  staleTime: 60_000,
});
