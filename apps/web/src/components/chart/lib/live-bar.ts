import type { Candle } from '@platform/shared/candles';

/**
 * The chart's last bar after a price at `timeMs`: the same bar grows (high, low, close), a new
 * interval opens a new bar at the price; a price older than the bar changes nothing.
 */
export function applyPrice(last: Candle | undefined, price: number, timeMs: number, intervalSeconds: number): Candle | undefined {
  const seconds = Math.floor(timeMs / 1000);
  const start = seconds - (seconds % intervalSeconds);
  if (!last) return undefined;
  if (start < last.time) return undefined;
  if (start === last.time) {
    return { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price };
  }
  return { time: start, open: price, high: price, low: price, close: price };
}
