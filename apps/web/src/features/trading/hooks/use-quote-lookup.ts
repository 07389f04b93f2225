import { useCallback } from 'react';
import { useSymbolSheet } from '../api/get-symbol-sheet.ts';
import type { QuoteLookup } from '../lib/usd-rate.ts';

/** Latest bid/ask of any symbol, for USD conversions (read at render, not subscribed). */
export function useQuoteLookup(): QuoteLookup {
  const sheet = useSymbolSheet();
  return useCallback(
    (symbol: string) => {
      const spec = sheet?.find((row) => row.symbol === symbol);
      return spec?.bid != null && spec.ask != null ? { bid: spec.bid, ask: spec.ask } : undefined;
    },
    [sheet],
  );
}
