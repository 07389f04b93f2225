import type { HedgeSide } from './hedging.tables.ts';
import type { RoutingRule } from './routing-rules.ts';

/** A symbol's books as the hedge service keeps them, in signed 1/10,000 lots (+ = long). */
export interface SymbolBook {
  /** The clients' net position from every fill routed so far. */
  clientNetUnits: number;
  /** The broker's position at the LP: filled, plus what is still working there (counted as if it fills). */
  coveredNetUnits: number;
}

export interface CoverOrder {
  side: HedgeSide;
  volumeUnits: number;
}

/**
 * What to send to the LP after a client fill has been added to `book.clientNetUnits`. `a_book`
 * covers the fill itself; `exposure` covers exactly what the uncovered net exceeds the limit by,
 * so the broker keeps the limit and no more; `b_book` (or no rule) keeps it all.
 */
export function decideCover(rule: RoutingRule | null, fill: CoverOrder, book: SymbolBook): CoverOrder | null {
  if (!rule || rule.mode === 'b_book') return null;
  if (rule.mode === 'a_book') return { side: fill.side, volumeUnits: fill.volumeUnits };
  const uncovered = book.clientNetUnits - book.coveredNetUnits;
  const limit = rule.exposureLimitUnits ?? 0;
  const excess = Math.abs(uncovered) - limit;
  if (excess <= 0) return null;
  return { side: uncovered > 0 ? 'buy' : 'sell', volumeUnits: excess };
}
