import type { SymbolSpec } from '@platform/shared/symbols';
import { defaultStopPips } from '@platform/shared/stop-defaults';
import type { BidAsk } from '@platform/shared/quote';

/** The symbol's default SL/TP distance in its pips, at the current price and day range. */
export function defaultStopPipsFor(spec: SymbolSpec | undefined, quote: BidAsk | undefined): number {
  return defaultStopPips({
    category: spec?.category ?? 'currencies',
    price: quote?.bid ?? spec?.bid ?? null,
    high: spec?.high ?? null,
    low: spec?.low ?? null,
    pipSize: spec?.pip_size ?? 0.0001,
  });
}
