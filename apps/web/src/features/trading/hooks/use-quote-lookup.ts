import { useCallback, useEffect, useState } from 'react';
import { getTick, onRepaint } from '../../../lib/tick-store.ts';
import { useSymbolSheet } from '../api/get-symbol-sheet.ts';
import type { QuoteLookup } from '../lib/usd-rate.ts';

/**
 * Latest bid/ask of any symbol (tick, else the sheet's quote), for P/L and USD conversions. With
 * `live`, the caller re-renders on the tick store's repaints (a few times a second).
 */
export function useQuoteLookup(live = false): QuoteLookup {
  const sheet = useSymbolSheet();
  const [version, setVersion] = useState(0);
  useEffect(() => (live ? onRepaint(() => setVersion((value) => value + 1)) : undefined), [live]);
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
