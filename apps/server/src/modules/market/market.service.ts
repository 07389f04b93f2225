import type { Candle, Timeframe } from '@platform/shared/candles';
import type { SymbolChanges } from '@platform/shared/symbols';
import type { Tick } from '@platform/shared/ticks';
import type { AppContext } from '../../app-context.ts';
import type { InTransaction } from '../../db/in-transaction.ts';
import type { Quote } from '@platform/shared/quote';
import { runForLeadership } from '../../lib/leadership.ts';
import { TICKS_CHANNEL } from '../../realtime/channels.ts';
import { CandleStore } from './candle-store.ts';
import { FeedRunner } from './feed-runner.ts';
import { LivePrices, type DailyFigures, type TickAges } from './live-prices.ts';
import type { MarketSymbol } from './market-symbol.ts';
import type { QuoteSource } from './quote-source.ts';
import { SymbolSheet } from './symbol-sheet.ts';
import { TradingCalendarStore } from './trading-calendar.ts';
import { MarketSchedule } from './market-schedule.ts';
import { MarketOpenWatch } from './market-open-watch.ts';
import { usdRate } from './usd-rates.ts';

export type MarketService = Awaited<ReturnType<typeof createMarketService>>;

/**
 * Market data for the whole server, composed of its parts: the symbol sheet (symbol-sheet), the
 * prices this instance holds (live-prices), candles (candle-store) and the feed run by the elected
 * instance (feed-runner); the ticks travel between instances on the bus.
 */
export async function createMarketService(ctx: AppContext, options: { startBackground: boolean }) {
  const sheet = new SymbolSheet(ctx);
  const calendar = new TradingCalendarStore(ctx, () => sheet.all());
  const schedule = new MarketSchedule(sheet, calendar);
  const store = new CandleStore(ctx, sheet, (symbol, at) => schedule.isQuoting(symbol, at));
  const prices = new LivePrices(sheet, schedule, store.aggregator, () => ctx.clock.now());
  const openWatch = new MarketOpenWatch(sheet, schedule, ctx.clock);

  /** A price from this instance's feed: marked up, taken in, and sent to every instance. */
  const onFeedQuote = (raw: Quote): void => {
    const tick = prices.fromFeed(raw);
    if (tick) ctx.bus.publish(TICKS_CHANNEL, tick);
  };
  const runner = new FeedRunner(ctx, {
    sheet,
    prices,
    store,
    isQuoting: (symbol, at) => schedule.isQuoting(symbol, at),
    startBackground: options.startBackground,
    onQuote: onFeedQuote,
  });

  // Start: the sheet, history, the feed (or the bus when another instance runs it).
  const stopFollowingSheet = await sheet.open();
  const stopFollowingCalendar = await calendar.open();
  // Screens hear a market open or close at once: at each minute, and after any calendar or sheet change.
  const stopWatchingCalendar = calendar.onChange(() => openWatch.check());
  const stopWatchingSheet = sheet.onChange(() => openWatch.check());
  if (options.startBackground) openWatch.start();
  else openWatch.check();
  await store.load();
  store.rememberLastCloses(prices.book);
  // On an instance without the feed, prices arrive as ticks on the bus.
  const unsubscribeTicks = ctx.bus.subscribe(TICKS_CHANNEL, (tick) => {
    if (!runner.leading) prices.fromBus(tick);
  });
  const election = await runForLeadership(ctx, 'market-feed', { lead: () => runner.lead(), stepDown: () => runner.stepDown() });

  const isMarketOpen = (symbol: string, at: number) => schedule.isMarketOpen(symbol, at);
  const quotes: QuoteSource = prices.book.asQuoteSource(isMarketOpen);

  return {
    quotes,
    isMarketOpen,
    /** Quote and trade sessions, holidays and triple-swap days (staff edit them, audited). */
    calendar,
    /** When each symbol quotes, trades and rolls over (the calendar, else the sheet's hours). */
    schedule,
    /** Symbols whose market opened or closed (checked each minute and after edits; tests call `check`). */
    marketOpenWatch: openWatch,
    listSymbols: (): MarketSymbol[] => sheet.list(),
    /** After every sheet change on this instance, whichever instance made it (a staff edit reaches all through the bus). */
    onSheetChange: (listener: () => void): (() => void) => sheet.onChange(listener),
    getSymbol: (symbol: string): MarketSymbol | undefined => sheet.get(symbol),
    /** `options.withinTransaction` (the audit entry) commits or rolls back with the change. */
    updateSymbol: (symbol: string, changes: SymbolChanges, options: InTransaction<MarketSymbol> = {}): Promise<MarketSymbol> =>
      sheet.update(symbol, changes, options),
    usdRate: (currency: string): number | undefined => usdRate(currency, sheet.all(), (s) => prices.book.latest(s)),
    /** The latest tick (with daily figures) of a symbol. */
    latestTick: (symbol: string): Tick | undefined => prices.latestTick(symbol),
    dailyFigures: (symbol: string): DailyFigures | undefined => {
      const spec = sheet.get(symbol);
      return spec ? prices.dailyFigures(spec) : undefined;
    },
    /** Feeds a price by hand (tests, FEED=none); it goes through the same path as the feed's. */
    pushQuote(quote: Omit<Quote, 'time'> & { time?: number }): void {
      onFeedQuote({ ...quote, time: quote.time ?? ctx.clock.now() });
    },
    candles: (symbol: string, timeframe: Timeframe, periods: number): Promise<Candle[]> => store.candles(symbol, timeframe, periods),
    flushCandles: (): Promise<void> => store.flush(),
    backfillHistory: (only?: string[]): Promise<number> => store.backfillHistory(only),
    /** Per asset class: how long ago this instance last took in a price, and whether a market is open. */
    tickAges: (now = ctx.clock.now()): TickAges => prices.tickAges(now),
    /** Whether this instance runs the feed (the others take its ticks from the bus). */
    runsFeed: (): boolean => runner.leading,
    async stop(): Promise<void> {
      stopFollowingSheet();
      stopFollowingCalendar();
      stopWatchingCalendar();
      stopWatchingSheet();
      openWatch.stop();
      unsubscribeTicks();
      await election.stop();
    },
  };
}
