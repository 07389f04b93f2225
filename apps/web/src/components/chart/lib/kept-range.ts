/** The lowest and highest price of the candles in view. */
export interface PriceSpan {
  low: number;
  high: number;
}

/**
 * The range the price scale keeps for a chart's trade lines: the candles', stretched to the lines
 * that lie within one candle range of them. A stop loss or take profit far away no longer squeezes
 * the candles into a few pixels (issue 33); its handle waits at the chart's edge instead.
 */
export function keptRange(candles: PriceSpan | null, linePrices: readonly number[]): { minValue: number; maxValue: number } | null {
  if (!candles) return null;
  const reach = candles.high - candles.low;
  const near = linePrices.filter((price) => price >= candles.low - reach && price <= candles.high + reach);
  if (near.length === 0) return null;
  return { minValue: Math.min(candles.low, ...near), maxValue: Math.max(candles.high, ...near) };
}

/** The low and high of bars read one by one (candles have both; a line or area series a value). */
export function spanOf(bars: Iterable<{ low?: number; high?: number; value?: number } | null>): PriceSpan | null {
  let low = Infinity;
  let high = -Infinity;
  for (const bar of bars) {
    if (!bar) continue;
    const barLow = bar.low ?? bar.value;
    const barHigh = bar.high ?? bar.value;
    if (barLow === undefined || barHigh === undefined) continue;
    low = Math.min(low, barLow);
    high = Math.max(high, barHigh);
  }
  return low <= high ? { low, high } : null;
}
