import type { Order } from '@platform/shared/orders';
import { useSymbolSheet } from '../../api/get-symbol-sheet.ts';
import { useQuoteLookup } from '../../hooks/use-quote-lookup.ts';
import { livePosition } from '../../lib/position-math.ts';

/**
 * A position's floating P/L on its chart handle, from the same ticks and rule as the Open Trades table
 * and the footer (the order's own `profit` is the server's snapshot and lagged). It alone re-renders
 * at the tick store's repaints, not the chart's lines.
 */
export function LiveProfit({ order }: { order: Order }) {
  const sheet = useSymbolSheet();
  const quoteOf = useQuoteLookup(true);
  const { profit } = livePosition(order, sheet, quoteOf);
  return profit === null ? null : <> {`${profit >= 0 ? '+' : '−'}$${Math.abs(profit).toFixed(2)}`}</>;
}
