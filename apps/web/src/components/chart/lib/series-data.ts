import type { ChartType } from '@platform/shared/chart-layout';
import type { Candle } from '@platform/shared/candles';

export type OhlcPoint = { time: number; open: number; high: number; low: number; close: number };
export type ValuePoint = { time: number; value: number };

/** The Heikin-Ashi bar of `bar`, given the Heikin-Ashi bar before it (none for the first). */
export function heikinAshiBar(bar: Candle, previous: OhlcPoint | undefined): OhlcPoint {
  const close = (bar.open + bar.high + bar.low + bar.close) / 4;
  const open = previous ? (previous.open + previous.close) / 2 : (bar.open + bar.close) / 2;
  return { time: bar.time, open, high: Math.max(bar.high, open, close), low: Math.min(bar.low, open, close), close };
}

export function heikinAshi(bars: readonly Candle[]): OhlcPoint[] {
  const out: OhlcPoint[] = [];
  for (const bar of bars) out.push(heikinAshiBar(bar, out.at(-1)));
  return out;
}

/** What the main series of a chart type is fed: bars for candles/bars/Heikin-Ashi, closes for line and area. */
export function seriesPoints(type: ChartType, bars: readonly Candle[]): (OhlcPoint | ValuePoint)[] {
  if (type === 'line' || type === 'area') return bars.map((bar) => ({ time: bar.time, value: bar.close }));
  if (type === 'heikin_ashi') return heikinAshi(bars);
  return bars.map(({ time, open, high, low, close }) => ({ time, open, high, low, close }));
}

/**
 * The main series' point for the forming bar. Heikin-Ashi needs the bar before it: `history` holds
 * the series' Heikin-Ashi bars and is kept up to date here (the last one replaced or one added).
 */
export function livePoint(type: ChartType, bar: Candle, history: OhlcPoint[]): OhlcPoint | ValuePoint {
  if (type !== 'heikin_ashi') return seriesPoints(type, [bar])[0]!;
  if (history.at(-1)?.time === bar.time) history.pop();
  const next = heikinAshiBar(bar, history.at(-1));
  history.push(next);
  return next;
}
