/**
 * A bid and an ask at a time: the one shape of a price from the feed to the screen, in the
 * symbol's own units (5 decimals for EURUSD). Only the engine holds prices differently, as integer
 * points (its EngineQuote), and only the socket carries them differently, as the spec's 'tick'.
 */
export interface Quote {
  symbol: string;
  bid: number;
  ask: number;
  /** Epoch milliseconds of the price. */
  time: number;
  /** The sizes at the top of the book, where the feed gives them. */
  bidSize?: number;
  askSize?: number;
}

/** The two sides of a quote, for arithmetic that needs nothing else (margin, pip value, USD rates). */
export type BidAsk = Pick<Quote, 'bid' | 'ask'>;

export const midPrice = (quote: BidAsk): number => (quote.bid + quote.ask) / 2;
