import type { MarketDataFeed, QuoteSink } from './market-data-feed.ts';

/** Several feeds as one, e.g. the exchange stream for crypto and the simulator for the rest. */
export class CompositeFeed implements MarketDataFeed {
  readonly name: string;

  constructor(private readonly feeds: MarketDataFeed[]) {
    this.name = feeds.map((f) => f.name).join('+');
  }

  async start(sink: QuoteSink): Promise<void> {
    await Promise.all(this.feeds.map((feed) => feed.start(sink)));
  }

  async stop(): Promise<void> {
    await Promise.all(this.feeds.map((feed) => feed.stop()));
  }
}
