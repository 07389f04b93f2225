import { timeframes, type Timeframe } from '@platform/shared/candles';
import type { TradingHours } from '@platform/shared/symbols';
import { normal, seededRandom, symbolSeed } from '../../feeds/simulator/random.ts';
import { bucketStart, type StoredBar } from './candle-aggregator.ts';
import { isOpenAt } from './market-hours.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

export interface HistorySubject {
  symbol: string;
  digits: number;
  tradingHours: TradingHours;
  volatility: number;
}

/** A bar counts as tradable when the market is open at its start or at its last second. */
const tradable = (hours: TradingHours, start: number, timeframe: number) =>
  isOpenAt(hours, start * 1000) || isOpenAt(hours, (start + timeframe) * 1000 - 1);

/**
 * Deterministic past bars for one timeframe, walking backwards from `endPrice` at `nowMs` with the
 * symbol's volatility; closed hours (weekends for FX) get no bars. Each timeframe is drawn on its
 * own, so a chart has history at once without generating years of minutes.
 */
export function generateBars(
  subject: HistorySubject,
  timeframe: Timeframe,
  endPrice: number,
  nowMs: number,
  count: number,
  seed: number,
): StoredBar[] {
  const random = seededRandom(symbolSeed(seed, `${subject.symbol}/${timeframe}`));
  const scale = 10 ** subject.digits;
  const sigma = subject.volatility * Math.sqrt(timeframe / YEAR_SECONDS);
  const bars: StoredBar[] = [];
  let close = endPrice;
  let start = bucketStart(nowMs, timeframe);
  while (bars.length < count) {
    if (tradable(subject.tradingHours, start, timeframe)) {
      const open = close / Math.exp(sigma * normal(random));
      const top = Math.max(open, close) * (1 + Math.abs(normal(random)) * sigma * 0.5);
      const bottom = Math.min(open, close) * (1 - Math.abs(normal(random)) * sigma * 0.5);
      bars.push({
        symbol: subject.symbol,
        timeframe,
        time: start,
        open: Math.round(open * scale),
        high: Math.round(top * scale),
        low: Math.round(bottom * scale),
        close: Math.round(close * scale),
      });
      close = open;
    }
    start -= timeframe;
  }
  return bars.reverse();
}

/** Every timeframe's history for one symbol. */
export function generateHistory(subject: HistorySubject, endPrice: number, nowMs: number, count: number, seed: number): StoredBar[] {
  return timeframes.flatMap((timeframe) => generateBars(subject, timeframe, endPrice, nowMs, count, seed));
}
