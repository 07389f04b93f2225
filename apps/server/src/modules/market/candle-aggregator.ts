import { timeframes, type Timeframe } from '@platform/shared/candles';

/** One bar in integer points; `time` is its start in epoch seconds. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface StoredBar extends Bar {
  symbol: string;
  timeframe: Timeframe;
}

/** The start (epoch seconds) of the bar of `timeframe` that holds `timeMs`. */
export const bucketStart = (timeMs: number, timeframe: number): number => {
  const seconds = Math.floor(timeMs / 1000);
  return seconds - (seconds % timeframe);
};

const key = (symbol: string, timeframe: number) => `${symbol}|${timeframe}`;

/**
 * Builds bars of every timeframe from prices in memory and hands out the changed ones in
 * batches, so storage sees one upsert per bar per flush instead of one write per tick.
 */
export class CandleAggregator {
  private readonly current = new Map<string, StoredBar>();
  private dirty = new Map<string, StoredBar>();
  /** Bars that closed since the last flush (their final state). */
  private closed: StoredBar[] = [];

  /** Starts from bars already stored (the last of each symbol and timeframe). */
  load(bars: StoredBar[]): void {
    for (const bar of bars) {
      const existing = this.current.get(key(bar.symbol, bar.timeframe));
      if (!existing || existing.time <= bar.time) this.current.set(key(bar.symbol, bar.timeframe), { ...bar });
    }
  }

  addPrice(symbol: string, points: number, timeMs: number): void {
    for (const timeframe of timeframes) {
      const start = bucketStart(timeMs, timeframe);
      const k = key(symbol, timeframe);
      const bar = this.current.get(k);
      if (bar && bar.time === start) {
        if (points > bar.high) bar.high = points;
        if (points < bar.low) bar.low = points;
        bar.close = points;
        this.dirty.set(k, bar);
      } else if (!bar || bar.time < start) {
        if (bar && this.dirty.get(k) === bar) this.closed.push({ ...bar });
        const next: StoredBar = { symbol, timeframe, time: start, open: points, high: points, low: points, close: points };
        this.current.set(k, next);
        this.dirty.set(k, next);
      }
      // A price older than the current bar (late feed message) is ignored.
    }
  }

  /** The bar in progress for a symbol and timeframe. */
  currentBar(symbol: string, timeframe: Timeframe): StoredBar | undefined {
    return this.current.get(key(symbol, timeframe));
  }

  /** Bars changed since the last call (closed ones first), as copies; clears the set. */
  takeChanges(): StoredBar[] {
    const changes = [...this.closed, ...[...this.dirty.values()].map((bar) => ({ ...bar }))];
    this.closed = [];
    this.dirty = new Map();
    return changes;
  }

  /** Puts back a batch that could not be stored, unless newer state replaced it meanwhile. */
  restore(bars: StoredBar[]): void {
    for (const bar of bars) {
      const k = key(bar.symbol, bar.timeframe);
      const live = this.current.get(k);
      if (live && live.time === bar.time) this.dirty.set(k, live);
      else this.closed.push(bar);
    }
  }
}
