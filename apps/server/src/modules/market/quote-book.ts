import type { Quote, QuoteSource } from './quote-source.ts';

/** The latest marked-up quote per symbol and the listeners that want every new one. */
export class QuoteBook {
  private readonly latestBySymbol = new Map<string, Quote>();
  private readonly listeners = new Set<(quote: Quote) => void>();

  latest(symbol: string): Quote | undefined {
    return this.latestBySymbol.get(symbol);
  }

  publish(quote: Quote): void {
    this.latestBySymbol.set(quote.symbol, quote);
    for (const listener of this.listeners) listener(quote);
  }

  /** Seeds a last known price without telling listeners (e.g. the close before a weekend). */
  remember(quote: Quote): void {
    if (!this.latestBySymbol.has(quote.symbol)) this.latestBySymbol.set(quote.symbol, quote);
  }

  onQuote(listener: (quote: Quote) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  asQuoteSource(isMarketOpen: (symbol: string, at: number) => boolean): QuoteSource {
    return {
      latest: (symbol) => this.latest(symbol),
      onQuote: (listener) => this.onQuote(listener),
      isMarketOpen,
    };
  }
}
