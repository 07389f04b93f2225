import type { Tick } from '@platform/shared/ticks';
import type { Quote } from '@platform/shared/quote';
import type { CandleAggregator } from './candle-aggregator.ts';
import type { MarketSchedule } from './market-schedule.ts';
import { roundPrice, type MarketSymbol } from './market-symbol.ts';
import { QuoteBook } from './quote-book.ts';
import type { SymbolSheet } from './symbol-sheet.ts';

export interface DailyFigures {
  high: number;
  low: number;
  /** Percent since the day's open. */
  change: number;
}

export type TickAges = Record<string, { ageMs: number | null; open: boolean }>;

export const toPrice = (points: number, digits: number) => roundPrice(points / 10 ** digits, digits);

/**
 * The prices this instance holds: the latest marked-up quote per symbol (the book the engine and
 * the lists read), the latest tick with its daily figures, and when each asset class last ticked.
 */
export class LivePrices {
  readonly book = new QuoteBook();
  private readonly ticks = new Map<string, Tick>();
  /** When this instance last took in a price, per asset class (its own clock: health reads it). */
  private readonly lastTickAt = new Map<string, number>();

  constructor(
    private readonly sheet: SymbolSheet,
    private readonly schedule: MarketSchedule,
    private readonly candles: CandleAggregator,
    private readonly now: () => number,
  ) {}

  /** A raw feed price with the broker's markup: taken in, and returned as the tick to send on; none outside the symbol's quote sessions. */
  fromFeed(raw: Quote): Tick | undefined {
    const spec = this.sheet.get(raw.symbol);
    if (!spec || !(raw.bid > 0) || !(raw.ask >= raw.bid)) return undefined;
    if (!this.schedule.isQuoting(spec.symbol, raw.time)) return undefined;
    const half = (spec.spreadMarkup * spec.pipSize) / 2;
    const bid = roundPrice(raw.bid - half, spec.digits);
    const ask = roundPrice(raw.ask + half, spec.digits);
    const draft: Tick = {
      code: spec.symbol,
      last_price: bid,
      change: 0,
      ask,
      bid,
      ask_size: raw.askSize ?? 1,
      bid_size: raw.bidSize ?? 1,
      high: bid,
      low: bid,
      time: raw.time,
    };
    return this.accept(draft, spec);
  }

  /** A tick another instance's feed produced (already marked up). */
  fromBus(tick: Tick): void {
    const spec = this.sheet.get(tick.code);
    if (spec) this.accept(tick, spec);
  }

  latestTick(symbol: string): Tick | undefined {
    return this.ticks.get(symbol);
  }

  dailyFigures(spec: MarketSymbol): DailyFigures | undefined {
    const day = this.candles.currentBar(spec.symbol, 86_400);
    if (!day) return undefined;
    const open = toPrice(day.open, spec.digits);
    const close = toPrice(day.close, spec.digits);
    return {
      high: toPrice(day.high, spec.digits),
      low: toPrice(day.low, spec.digits),
      change: open === 0 ? 0 : Number((((close - open) / open) * 100).toFixed(2)),
    };
  }

  /**
   * Per asset class with enabled symbols: how long ago (ms) this instance last took in a price
   * (null: never) and whether one of its markets is open now.
   */
  tickAges(now: number): TickAges {
    const ages: TickAges = {};
    for (const spec of this.sheet.all()) {
      if (!spec.enabled) continue;
      const last = this.lastTickAt.get(spec.category);
      const entry = (ages[spec.category] ??= { ageMs: last === undefined ? null : now - last, open: false });
      entry.open ||= this.schedule.isQuoting(spec.symbol, now);
    }
    return ages;
  }

  /** Takes a price into the candles, the daily figures and the book. */
  private accept(tick: Tick, spec: MarketSymbol): Tick {
    this.candles.addPrice(spec.symbol, Math.round(tick.bid * 10 ** spec.digits), tick.time);
    const daily = this.dailyFigures(spec)!;
    const withDaily: Tick = { ...tick, change: daily.change, high: daily.high, low: daily.low };
    this.ticks.set(spec.symbol, withDaily);
    this.lastTickAt.set(spec.category, this.now());
    this.book.publish({ symbol: spec.symbol, bid: tick.bid, ask: tick.ask, time: tick.time });
    return withDaily;
  }
}
