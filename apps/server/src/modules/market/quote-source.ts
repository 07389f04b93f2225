import type { Quote } from '@platform/shared/quote';

export type { Quote };

/**
 * What the trading engine and the account views need from market data: the latest quote per
 * symbol, a stream of new quotes, and whether a symbol's market is open. The market module
 * implements it over its feed; tests implement it by hand.
 */
export interface QuoteSource {
  latest(symbol: string): Quote | undefined;
  onQuote(listener: (quote: Quote) => void): () => void;
  isMarketOpen(symbol: string, at: number): boolean;
}
