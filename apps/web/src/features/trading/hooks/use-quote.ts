import { useTick } from '../../../lib/tick-store.ts';
import { useSymbolSpec } from '../api/get-symbol-sheet.ts';
import type { BidAsk } from '@platform/shared/quote';

/** The live bid/ask of a symbol: its latest tick, else the symbol sheet's last quote. */
export function useQuote(symbol: string): BidAsk | undefined {
  const tick = useTick(symbol);
  const spec = useSymbolSpec(symbol);
  if (tick) return { bid: tick.bid, ask: tick.ask };
  return spec?.bid != null && spec.ask != null ? { bid: spec.bid, ask: spec.ask } : undefined;
}
