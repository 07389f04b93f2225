import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Candle, OhlcResponse } from '@platform/shared/candles';
import { api } from '../../../lib/api-client.ts';
import { marketKeys } from './query-keys.ts';

/**
 * GET /api/ohlc?symbol&periods&interval: the newest `periods` bars, oldest first. Typed by the shared
 * contract (ohlcResponseSchema), not parsed: the dashboard's first view loads no validators.
 */
export const getOhlc = (symbol: string, interval: number, periods: number, signal?: AbortSignal): Promise<Candle[]> =>
  api
    .get<OhlcResponse>(`/ohlc?${new URLSearchParams({ symbol, periods: String(periods), interval: String(interval) })}`, signal)
    .then((body) => body.data);

export const ohlcQueryOptions = (symbol: string, interval: number, periods: number) =>
  queryOptions({
    queryKey: marketKeys.ohlc(symbol, interval, periods),
    queryFn: ({ signal }) => getOhlc(symbol, interval, periods, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The bars of `interval`; none asked while it is not known yet (null: the trader's saved layout is loading). */
export const useOhlc = (symbol: string, interval: number | null, periods: number) =>
  useQuery({ ...ohlcQueryOptions(symbol, interval ?? 0, periods), enabled: interval !== null });
