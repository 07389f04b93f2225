import type { Candle, Timeframe } from '@platform/shared/candles';
import type { AppContext } from '../../app-context.ts';
import { findSeedSymbol } from './catalogue/all-symbols.ts';
import { CandleAggregator } from './candle-aggregator.ts';
import { insertNewBars, lastBars, recentBars, symbolsWithHistory, upsertBars } from './candle.repository.ts';
import { generateHistory } from './history-generator.ts';
import { toPrice } from './live-prices.ts';
import { roundPrice } from './market-symbol.ts';
import type { QuoteBook } from './quote-book.ts';
import type { SymbolSheet } from './symbol-sheet.ts';

const HISTORY_BARS = 550;

/**
 * Candles: built in memory from every price (the aggregator), stored by the instance that runs the
 * feed, back-filled with generated history for symbols that have none, served stored + live.
 */
export class CandleStore {
  readonly aggregator = new CandleAggregator();
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly sheet: SymbolSheet,
    /** When a symbol quotes (the market schedule: the broker's calendar, else the sheet's hours). */
    private readonly isQuoting: (symbol: string, at: number) => boolean,
  ) {}

  async load(): Promise<void> {
    this.aggregator.load(await lastBars(this.ctx.db));
  }

  async candles(symbol: string, timeframe: Timeframe, periods: number): Promise<Candle[]> {
    const spec = this.sheet.get(symbol);
    if (!spec) return [];
    const stored = await recentBars(this.ctx.db, symbol, timeframe, periods);
    const live = this.aggregator.currentBar(symbol, timeframe);
    if (live && (stored.length === 0 || stored[stored.length - 1]!.time <= live.time)) {
      if (stored.at(-1)?.time === live.time) stored.pop();
      stored.push(live);
    }
    return stored.slice(-periods).map((bar) => ({
      time: bar.time,
      open: toPrice(bar.open, spec.digits),
      high: toPrice(bar.high, spec.digits),
      low: toPrice(bar.low, spec.digits),
      close: toPrice(bar.close, spec.digits),
    }));
  }

  /** Generated history for the symbols (all, or `only`) that have none; the number of bars written. */
  async backfillHistory(only?: string[]): Promise<number> {
    const done = await symbolsWithHistory(this.ctx.db);
    const now = this.ctx.clock.now();
    const bars = [...this.sheet.all()]
      .filter((spec) => !done.has(spec.symbol) && (!only || only.includes(spec.symbol)))
      .flatMap((spec) => {
        const seed = findSeedSymbol(spec.symbol);
        const subject = {
          symbol: spec.symbol,
          digits: spec.digits,
          isQuoting: (at: number) => this.isQuoting(spec.symbol, at),
          volatility: seed?.model.volatility ?? 0.1,
        };
        return generateHistory(subject, seed?.model.price ?? 1, now, HISTORY_BARS, this.ctx.config.feed.seed);
      });
    // Nothing new (a take-over): the candles this instance built from the bus are current already.
    if (bars.length === 0) return 0;
    await insertNewBars(this.ctx.db, bars);
    await this.load();
    return bars.length;
  }

  /** Stores the bars changed since the last flush; on failure they are kept for the next one. */
  flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      const changes = this.aggregator.takeChanges();
      try {
        await upsertBars(this.ctx.db, changes);
      } catch (error) {
        this.aggregator.restore(changes);
        this.ctx.log.error({ err: error }, 'storing candles failed; will retry');
      }
    });
    this.flushing = run;
    return run;
  }

  /** Last known prices (e.g. Friday's close over a weekend) so lists and rates are never blank. */
  rememberLastCloses(book: QuoteBook): void {
    for (const spec of this.sheet.all()) {
      const bar = this.aggregator.currentBar(spec.symbol, 60);
      if (!bar) continue;
      const bid = toPrice(bar.close, spec.digits);
      const spread = (findSeedSymbol(spec.symbol)?.model.spreadPips ?? 1) * spec.pipSize;
      const ask = roundPrice(bid + spread + spec.spreadMarkup * spec.pipSize, spec.digits);
      book.remember({ symbol: spec.symbol, bid, ask, time: bar.time * 1000 });
    }
  }
}
