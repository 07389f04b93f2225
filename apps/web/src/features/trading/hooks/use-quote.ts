import { useSymbolSpec } from '../api/get-symbol-sheet.ts';
import type { Quote } from '../lib/usd-rate.ts';

/** The live bid/ask of a symbol. */
export function useQuote(symbol: string): Quote | undefined {
  const spec = useSymbolSpec(symbol);
  return spec?.bid != null && spec.ask != null ? { bid: spec.bid, ask: spec.ask } : undefined;
}
