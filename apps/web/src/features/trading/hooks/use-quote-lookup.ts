import { useCallback, useEffect, useState } from 'react';
import { getTick, subscribeAll } from '../../../lib/tick-store.ts';
import { useSymbolSheet } from '../api/get-symbol-sheet.ts';
import type { QuoteLookup } from '../lib/usd-rate.ts';

/** Live revaluation repaints at most this often, however fast the ticks come. */
const REPAINT_MS = 250;

/**
 * Latest bid/ask of any symbol (tick, else the sheet's quote), for P/L and USD conversions. With
 * `live`, the caller re-renders on ticks, throttled to a few times a second.
 */
export function useQuoteLookup(live = false): QuoteLookup {
  const sheet = useSymbolSheet();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!live) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = subscribeAll(() => {
      timer ??= setTimeout(() => {
        timer = null;
        setVersion((value) => value + 1);
      }, REPAINT_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [live]);
  return useCallback(
    (symbol: string) => {
      const tick = getTick(symbol);
      if (tick) return { bid: tick.bid, ask: tick.ask };
      const spec = sheet?.find((row) => row.symbol === symbol);
      return spec?.bid != null && spec.ask != null ? { bid: spec.bid, ask: spec.ask } : undefined;
    },
    // version: a new lookup identity after ticks, so memoised readers recompute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sheet, version],
  );
}
