import type { Quote } from '@platform/shared/quote';

/** Receives each raw price of a feed, before the broker's markup. */
export type QuoteSink = (quote: Quote) => void;

/**
 * Every source of prices (simulator, replay file, exchange stream) behind one shape: started with
 * a sink that receives each quote, stopped at shutdown.
 */
export interface MarketDataFeed {
  readonly name: string;
  start(sink: QuoteSink): Promise<void>;
  stop(): Promise<void>;
}
