import { timeframes, type Timeframe } from '@platform/shared/candles';
import { normal, seededRandom, symbolSeed } from '../../feeds/simulator/random.ts';
import { bucketStart, type StoredBar } from './candle-aggregator.ts';

const YEAR_MS = 365 * 24 * 3_600_000;
const MINUTE = 60_000;
const MAX_LOOK_BACK_MS = 10 * YEAR_MS;

export interface HistorySubject {
  symbol: string;
  digits: number;
  /** Whether the symbol quotes at a past instant (the broker's calendar, else the sheet's hours): no bars where it did not. */
  isQuoting: (at: number) => boolean;
  volatility: number;
}

/** One step of the generated path: a small bar starting at `time` (ms), prices as floats. */
interface Step {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * The path is drawn backwards from the current price in three resolutions, each continuing where
 * the finer one stopped: 1-minute steps until the 30-minute chart is full, 15-minute steps until
 * the 4-hour chart is, hourly steps until the daily chart is. Every timeframe's bars are then
 * aggregated from the same steps, so the charts agree with each other (a day's bar holds its
 * hours, an hour its minutes) without generating years of minutes.
 */
const levels: Array<{ stepMs: number; fills: Timeframe }> = [
  { stepMs: MINUTE, fills: 1800 },
  { stepMs: 15 * MINUTE, fills: 14_400 },
  { stepMs: 60 * MINUTE, fills: 86_400 },
];

/** Deterministic past bars of every timeframe for one symbol, the newest holding `nowMs`. */
export function generateHistory(subject: HistorySubject, endPrice: number, nowMs: number, count: number, seed: number): StoredBar[] {
  const random = seededRandom(symbolSeed(seed, `${subject.symbol}/history`));
  const steps: Step[] = [];
  let close = endPrice;
  let time = nowMs;
  for (const level of levels) {
    const sigma = subject.volatility * Math.sqrt(level.stepMs / YEAR_MS);
    time = Math.floor(time / level.stepMs) * level.stepMs;
    const buckets = new Set<number>();
    // A calendar whose sessions fall between this level's steps never quotes at one: stop somewhere.
    while (buckets.size < count && time > nowMs - MAX_LOOK_BACK_MS) {
      if (subject.isQuoting(time)) {
        const open = close / Math.exp(sigma * normal(random));
        // Wicks: a uniform share of the step's volatility on each side (cheaper than more normals).
        const high = Math.max(open, close) * (1 + random() * sigma * 0.6);
        const low = Math.min(open, close) * (1 - random() * sigma * 0.6);
        steps.push({ time, open, high, low, close });
        buckets.add(bucketStart(time, level.fills));
        close = open;
      }
      time -= level.stepMs;
    }
  }
  steps.reverse();
  return timeframes.flatMap((timeframe) => aggregate(subject, steps, timeframe, count));
}

/** The newest `count` bars of a timeframe, built from the steps walking back from the newest. */
function aggregate(subject: HistorySubject, steps: Step[], timeframe: Timeframe, count: number): StoredBar[] {
  const scale = 10 ** subject.digits;
  const bars: StoredBar[] = [];
  let bar: StoredBar | null = null;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    const bucket = bucketStart(step.time, timeframe);
    if (bar && bucket === bar.time) {
      bar.open = step.open;
      if (step.high > bar.high) bar.high = step.high;
      if (step.low < bar.low) bar.low = step.low;
      continue;
    }
    if (bars.length === count) break;
    bar = { symbol: subject.symbol, timeframe, time: bucket, open: step.open, high: step.high, low: step.low, close: step.close };
    bars.push(bar);
  }
  return bars.reverse().map((b) => ({
    ...b,
    open: Math.round(b.open * scale),
    high: Math.round(b.high * scale),
    low: Math.round(b.low * scale),
    close: Math.round(b.close * scale),
  }));
}
