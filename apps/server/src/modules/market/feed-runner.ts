import type { AppContext } from '../../app-context.ts';
import type { Quote } from '@platform/shared/quote';
import type { MarketDataFeed } from '../../feeds/market-data-feed.ts';
import { findSeedSymbol } from './catalogue/all-symbols.ts';
import type { CandleStore } from './candle-store.ts';
import { createFeed } from './feed-factory.ts';
import type { LivePrices } from './live-prices.ts';
import type { SymbolSheet } from './symbol-sheet.ts';

const FLUSH_EVERY_MS = 2000;

export interface FeedRunnerParts {
  sheet: SymbolSheet;
  prices: LivePrices;
  store: CandleStore;
  /** Whether the symbol's prices are published at that instant (its quote sessions). */
  isQuoting: (symbol: string, at: number) => boolean;
  /** Production: the configured feed, candle storage and history; tests: the manual feed only. */
  startBackground: boolean;
  onQuote: (raw: Quote) => void;
}

/**
 * The feed of the instance elected to run it: back-fills history, starts the feed from the last
 * known prices and stores candles; steps down at once when it loses the election.
 */
export class FeedRunner {
  private feed: MarketDataFeed | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  /** This instance runs the feed (from the moment it took the lock until it steps down). */
  leading = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly parts: FeedRunnerParts,
  ) {}

  async lead(): Promise<void> {
    const { sheet, prices, store, isQuoting, startBackground, onQuote } = this.parts;
    this.leading = true;
    if (startBackground) await store.backfillHistory();
    store.rememberLastCloses(prices.book);
    const simulated = [...sheet.all()].flatMap((spec) => {
      const seed = findSeedSymbol(spec.symbol);
      if (!seed) return [];
      const last = prices.book.latest(spec.symbol);
      return [{ ...spec, model: seed.model, ...(last ? { startPrice: (last.bid + last.ask) / 2 } : {}) }];
    });
    const { feed, manual } = createFeed(this.ctx, simulated, isQuoting);
    this.feed = feed;
    if (startBackground) {
      await feed.start(onQuote);
      this.flushTimer = setInterval(() => void store.flush(), FLUSH_EVERY_MS);
    } else {
      await manual.start(onQuote);
    }
  }

  /** Stops the feed at once (another instance may start its own) and stores the candles so far. */
  async stepDown(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    if (this.flushTimer) clearInterval(this.flushTimer);
    this.flushTimer = null;
    const stopping = this.feed;
    this.feed = null;
    await stopping?.stop();
    await this.parts.store.flush();
  }
}
