import type { SymbolSpec } from '@platform/shared/symbols';
import { DEFAULT_SL_TP_PIPS } from '@platform/shared/order-limits';
import { pipSize } from '@platform/shared/pip-size';
import { defaultStopPips } from '@platform/shared/stop-defaults';
import type { BidAsk } from '@platform/shared/quote';

/** The symbol's default SL/TP distance in its pips, at the current price and day range (the pairs' 50 until the sheet is there). */
export function defaultStopPipsFor(spec: SymbolSpec | undefined, quote: BidAsk | undefined): number {
  if (!spec) return DEFAULT_SL_TP_PIPS;
  return defaultStopPips({
    category: spec.category,
    price: quote?.bid ?? spec.bid,
    high: spec.high,
    low: spec.low,
    pipSize: pipSize(spec),
  });
}
