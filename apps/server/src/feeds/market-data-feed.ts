/** One raw two-sided price from a feed, before the broker's markup. */
export interface FeedQuote {
  symbol: string;
  bid: number;
  ask: number;
  bidSize: number;
  askSize: number;
  /** Epoch milliseconds. */
  time: number;
}

export type QuoteSink = (quote: FeedQuote) => void;

/**
 * Every source of prices (simulator, replay file, exchange stream) behind one shape: started with
 * a sink that receives each quote, stopped at shutdown.
 */
export interface MarketDataFeed {
  readonly name: string;
  start(sink: QuoteSink): Promise<void>;
  stop(): Promise<void>;
}
