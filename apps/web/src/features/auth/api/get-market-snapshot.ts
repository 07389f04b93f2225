import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SymbolSpec, SymbolsResponse } from '@platform/shared/symbols';
import { api } from '../../../lib/api-client.ts';

const FEATURED = ['EURUSD', 'XAUUSD', 'BTCUSDT', 'GBPUSD'];

/** A few live quotes for the sign-in screen, from the public symbol list. */
export async function getMarketSnapshot(signal?: AbortSignal): Promise<SymbolSpec[]> {
  // Typed by the shared contract, not parsed: the sign-in screen loads no validators.
  const { symbols } = await api.get<SymbolsResponse>('/symbols', signal);
  const featured = FEATURED.map((code) => symbols.find((s) => s.symbol === code)).filter((s): s is SymbolSpec => Boolean(s));
  return (featured.length ? featured : symbols).filter((s) => s.last_price !== null).slice(0, 4);
}

export const marketSnapshotQuery = () =>
  queryOptions({
    queryKey: ['auth', 'market-snapshot'],
    queryFn: ({ signal }) => getMarketSnapshot(signal),
    refetchInterval: 5_000,
    retry: false,
  });

export function useMarketSnapshot() {
  return useQuery(marketSnapshotQuery());
}
