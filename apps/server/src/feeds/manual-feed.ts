import type { Quote } from '@platform/shared/quote';
import type { MarketDataFeed, QuoteSink } from './market-data-feed.ts';

/** FEED=none: prices arrive only when pushed by hand (tests, scripted demos). */
export class ManualFeed implements MarketDataFeed {
  readonly name = 'manual';
  private sink: QuoteSink | null = null;

  async start(sink: QuoteSink): Promise<void> {
    this.sink = sink;
  }

  async stop(): Promise<void> {
    this.sink = null;
  }

  push(quote: Quote): void {
    this.sink?.(quote);
  }
}
