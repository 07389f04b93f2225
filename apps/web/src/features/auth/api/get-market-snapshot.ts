import { useEffect, useState } from 'react';
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

const POLL_MS = 5_000;

/** The snapshot, polled every 5 s while the sign-in screen shows and the tab is visible; a failed poll keeps the last quotes. */
export function useMarketSnapshot(): { data: SymbolSpec[] | undefined } {
  const [data, setData] = useState<SymbolSpec[]>();
  useEffect(() => {
    const controller = new AbortController();
    const poll = () => void getMarketSnapshot(controller.signal).then(setData, () => undefined);
    poll();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') poll();
    }, POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, []);
  return { data };
}
