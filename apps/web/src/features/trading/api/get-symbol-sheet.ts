import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SymbolSpec, SymbolsResponse } from '@platform/shared/symbols';
import { api } from '../../../lib/api-client.ts';

/** The broker's symbol sheet (contract size, pip size, digits, leverage cap) the trading math needs. */
export const symbolSheetQueryOptions = queryOptions({
  queryKey: ['trading', 'symbol-sheet'] as const,
  queryFn: ({ signal }) => api.get<SymbolsResponse>('/symbols', signal).then((body) => body.symbols),
  staleTime: 60_000,
});

export function useSymbolSheet() {
  return useQuery(symbolSheetQueryOptions).data;
}

export function useSymbolSpec(symbol: string): SymbolSpec | undefined {
  return useSymbolSheet()?.find((spec) => spec.symbol === symbol);
}
