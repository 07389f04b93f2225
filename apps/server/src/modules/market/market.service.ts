import type { Candle, Timeframe } from '@platform/shared/candles';
import type { SymbolChanges } from '@platform/shared/symbols';
import type { Tick } from '@platform/shared/ticks';
import type { AppContext } from '../../app-context.ts';
import type { InTransaction } from '../../db/in-transaction.ts';
import type { FeedQuote, MarketDataFeed } from '../../feeds/market-data-feed.ts';
import type { ManualFeed } from '../../feeds/manual-feed.ts';
import { TICKS_CHANNEL } from '../../realtime/channels.ts';
import { AppError } from '../../errors/app-error.ts';
import { seedSymbols, findSeedSymbol } from './catalogue/all-symbols.ts';
import { CandleAggregator } from './candle-aggregator.ts';
import { insertNewBars, lastBars, recentBars, symbolsWithHistory, upsertBars } from './candle.repository.ts';
import { createFeed } from './feed-factory.ts';
import { runForLeadership } from '../../lib/leadership.ts';
import { generateHistory } from './history-generator.ts';
import { isOpenAt } from './market-hours.ts';
import { roundPrice, type MarketSymbol } from './market-symbol.ts';
import { QuoteBook } from './quote-book.ts';
import type { QuoteSource } from './quote-source.ts';
import { findSymbolRow, insertMissingSymbols, listSymbolRows, updateSymbolRow } from './symbol.repository.ts';
import { usdRate } from './usd-rates.ts';

const SYMBOLS_CHANGED_CHANNEL = 'market.symbols-changed';
const HISTORY_BARS = 550;
const FLUSH_EVERY_MS = 2000;

export interface PushedQuote {
  symbol: string;
  bid: number;
  ask: number;
  time?: number;
  bidSize?: number;
  askSize?: number;
}

export type MarketService = Awaited<ReturnType<typeof createMarketService>>;

/**
 * Market data for the whole server: the symbol sheet (cached, editable at once), the feed, the
 * latest quotes with the broker's markup, daily figures, candles and the tick stream on the bus.
 */
export async function createMarketService(ctx: AppContext, options: { startBackground: boolean }) {
  const symbols = new Map<string, MarketSymbol>();
  const book = new QuoteBook();
  const ticks = new Map<string, Tick>();
  const candles = new CandleAggregator();
  let feed: MarketDataFeed | null = null;
  let manual: ManualFeed | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  /** When this instance last took in a price, per asset class (its own clock: health reads it). */
  const lastTickAt = new Map<string, number>();
  /** This instance runs the feed (from the moment it took the lock until it steps down). */
  let leading = false;
  let flushing: Promise<void> = Promise.resolve();

  const reloadSymbols = async () => {
    for (const symbol of await listSymbolRows(ctx.db)) symbols.set(symbol.symbol, symbol);
  };
  const isMarketOpen = (symbol: string, at: number) => {
    const spec = symbols.get(symbol);
    return spec ? isOpenAt(spec.tradingHours, at) : false;
  };
  const toPrice = (points: number, digits: number) => roundPrice(points / 10 ** digits, digits);

  function dailyFigures(spec: MarketSymbol) {
    const day = candles.currentBar(spec.symbol, 86_400);
    if (!day) return undefined;
    const open = toPrice(day.open, spec.digits);
    const close = toPrice(day.close, spec.digits);
    return {
      high: toPrice(day.high, spec.digits),
      low: toPrice(day.low, spec.digits),
      change: open === 0 ? 0 : Number((((close - open) / open) * 100).toFixed(2)),
    };
  }

  /** Takes a price into this instance's quotes, candles and daily figures. */
  function accept(tick: Tick, spec: MarketSymbol): void {
    candles.addPrice(spec.symbol, Math.round(tick.bid * 10 ** spec.digits), tick.time);
    const daily = dailyFigures(spec)!;
    const withDaily: Tick = { ...tick, change: daily.change, high: daily.high, low: daily.low };
    ticks.set(spec.symbol, withDaily);
    lastTickAt.set(spec.category, ctx.clock.now());
    book.publish({ symbol: spec.symbol, bid: tick.bid, ask: tick.ask, time: tick.time });
  }

  /** A price from this instance's feed: marked up, taken in, and sent to every instance. */
  function onFeedQuote(raw: FeedQuote): void {
    const spec = symbols.get(raw.symbol);
    if (!spec || !(raw.bid > 0) || !(raw.ask >= raw.bid)) return;
    const half = (spec.spreadMarkup * spec.pipSize) / 2;
    const bid = roundPrice(raw.bid - half, spec.digits);
    const ask = roundPrice(raw.ask + half, spec.digits);
    const draft: Tick = {
      code: spec.symbol,
      last_price: bid,
      change: 0,
      ask,
      bid,
      ask_size: raw.askSize,
      bid_size: raw.bidSize,
      high: bid,
      low: bid,
      time: raw.time,
    };
    accept(draft, spec);
    ctx.bus.publish(TICKS_CHANNEL, ticks.get(spec.symbol));
  }

  /** On an instance without the feed, prices arrive as ticks on the bus. */
  function onBusTick(message: unknown): void {
    if (leading) return;
    const tick = message as Tick;
    const spec = symbols.get(tick.code);
    if (spec) accept(tick, spec);
  }

  async function backfillHistory(only?: string[]): Promise<number> {
    const done = await symbolsWithHistory(ctx.db);
    const now = ctx.clock.now();
    const bars = [...symbols.values()]
      .filter((spec) => !done.has(spec.symbol) && (!only || only.includes(spec.symbol)))
      .flatMap((spec) => {
        const seed = findSeedSymbol(spec.symbol);
        const subject = { ...spec, volatility: seed?.model.volatility ?? 0.1 };
        return generateHistory(subject, seed?.model.price ?? 1, now, HISTORY_BARS, ctx.config.feed.seed);
      });
    // Nothing new (a take-over): the candles this instance built from the bus are current already.
    if (bars.length === 0) return 0;
    await insertNewBars(ctx.db, bars);
    candles.load(await lastBars(ctx.db));
    return bars.length;
  }

  async function flushCandles(): Promise<void> {
    const run = flushing.then(async () => {
      const changes = candles.takeChanges();
      try {
        await upsertBars(ctx.db, changes);
      } catch (error) {
        candles.restore(changes);
        ctx.log.error({ err: error }, 'storing candles failed; will retry');
      }
    });
    flushing = run;
    return run;
  }

  /** Last known prices (e.g. Friday's close over a weekend) so lists and rates are never blank. */
  function rememberLastCloses(): void {
    for (const spec of symbols.values()) {
      const bar = candles.currentBar(spec.symbol, 60);
      if (!bar) continue;
      const bid = toPrice(bar.close, spec.digits);
      const spread = (findSeedSymbol(spec.symbol)?.model.spreadPips ?? 1) * spec.pipSize;
      const ask = roundPrice(bid + spread + spec.spreadMarkup * spec.pipSize, spec.digits);
      book.remember({ symbol: spec.symbol, bid, ask, time: bar.time * 1000 });
    }
  }

  /** The instance holding the feed lock back-fills history, runs the feed and stores candles. */
  async function lead(): Promise<void> {
    leading = true;
    if (options.startBackground) await backfillHistory();
    rememberLastCloses();
    const simulated = [...symbols.values()].flatMap((spec) => {
      const seed = findSeedSymbol(spec.symbol);
      if (!seed) return [];
      const last = book.latest(spec.symbol);
      return [{ ...spec, model: seed.model, ...(last ? { startPrice: (last.bid + last.ask) / 2 } : {}) }];
    });
    ({ feed, manual } = createFeed(ctx, simulated));
    if (options.startBackground) {
      await feed.start(onFeedQuote);
      flushTimer = setInterval(() => void flushCandles(), FLUSH_EVERY_MS);
    } else {
      await manual.start(onFeedQuote);
    }
  }

  /** Stops the feed at once (another instance may start its own) and stores the candles so far. */
  async function stepDown(): Promise<void> {
    if (!leading) return;
    leading = false;
    if (flushTimer) clearInterval(flushTimer);
    flushTimer = null;
    const stopping = feed;
    feed = null;
    await stopping?.stop();
    await flushCandles();
  }

  // Start: the sheet, history, the feed (or the bus when another instance runs it).
  await insertMissingSymbols(ctx.db, seedSymbols, ctx.clock.now());
  await reloadSymbols();
  candles.load(await lastBars(ctx.db));
  rememberLastCloses();
  const unsubscribeTicks = ctx.bus.subscribe(TICKS_CHANNEL, onBusTick);
  const election = await runForLeadership(ctx, 'market-feed', { lead, stepDown });
  const unsubscribeChanges = ctx.bus.subscribe(SYMBOLS_CHANGED_CHANNEL, () => void reloadSymbols());

  const quotes: QuoteSource = book.asQuoteSource(isMarketOpen);

  return {
    quotes,
    isMarketOpen,
    listSymbols: (): MarketSymbol[] => [...symbols.values()].sort((a, b) => a.sortOrder - b.sortOrder),
    getSymbol: (symbol: string): MarketSymbol | undefined => symbols.get(symbol),
    /** `options.withinTransaction` (the audit entry) commits or rolls back with the change. */
    async updateSymbol(symbol: string, changes: SymbolChanges, options: InTransaction<MarketSymbol> = {}): Promise<MarketSymbol> {
      if (!symbols.has(symbol)) throw AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
      const updated = await ctx.db.transaction().execute(async (trx) => {
        const before = await findSymbolRow(trx, symbol);
        if (!before) throw AppError.notFound(`Unknown symbol ${symbol}.`, 'UNKNOWN_SYMBOL');
        await updateSymbolRow(trx, symbol, changes, ctx.clock.now());
        const after = (await findSymbolRow(trx, symbol))!;
        await options.withinTransaction?.(trx, before, after);
        return after;
      });
      symbols.set(symbol, updated);
      ctx.bus.publish(SYMBOLS_CHANGED_CHANNEL, { symbol });
      return updated;
    },
    usdRate: (currency: string): number | undefined => usdRate(currency, symbols.values(), (s) => book.latest(s)),
    /** The latest tick (with daily figures) of a symbol. */
    latestTick: (symbol: string): Tick | undefined => ticks.get(symbol),
    dailyFigures: (symbol: string) => {
      const spec = symbols.get(symbol);
      return spec ? dailyFigures(spec) : undefined;
    },
    /** Feeds a price by hand (tests, FEED=none); it goes through the same path as the feed's. */
    pushQuote(quote: PushedQuote): void {
      onFeedQuote({
        symbol: quote.symbol,
        bid: quote.bid,
        ask: quote.ask,
        time: quote.time ?? ctx.clock.now(),
        bidSize: quote.bidSize ?? 1,
        askSize: quote.askSize ?? 1,
      });
    },
    async candles(symbol: string, timeframe: Timeframe, periods: number): Promise<Candle[]> {
      const spec = symbols.get(symbol);
      if (!spec) return [];
      const stored = await recentBars(ctx.db, symbol, timeframe, periods);
      const live = candles.currentBar(symbol, timeframe);
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
    },
    flushCandles,
    backfillHistory,
    /**
     * Per asset class with enabled symbols: how long ago (ms) this instance last took in a price
     * (null: never) and whether one of its markets is open now.
     */
    tickAges(now = ctx.clock.now()): Record<string, { ageMs: number | null; open: boolean }> {
      const ages: Record<string, { ageMs: number | null; open: boolean }> = {};
      for (const spec of symbols.values()) {
        if (!spec.enabled) continue;
        const last = lastTickAt.get(spec.category);
        const entry = (ages[spec.category] ??= { ageMs: last === undefined ? null : now - last, open: false });
        entry.open ||= isOpenAt(spec.tradingHours, now);
      }
      return ages;
    },
    /** Whether this instance runs the feed (the others take its ticks from the bus). */
    runsFeed: (): boolean => leading,
    async stop(): Promise<void> {
      unsubscribeChanges();
      unsubscribeTicks();
      await election.stop();
    },
  };
}
