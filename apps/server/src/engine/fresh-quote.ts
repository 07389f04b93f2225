import type { EngineState } from './engine-state.ts';
import { err, type EngineError, type EngineQuote } from './types.ts';

/**
 * The symbol's quote if it is recent enough to trade or check against (at most `maxQuoteAgeMs`
 * old at `now`); otherwise the 409 STALE_PRICE a trader can act on. Only asked while the market is
 * open: a closed market keeps its queued behaviour.
 */
export function freshQuote(state: EngineState, symbol: string, now: number): { quote: EngineQuote } | { error: EngineError } {
  const quote = state.quotes.get(symbol);
  if (!quote) return { error: err('STALE_PRICE', 409, `No current price for ${symbol} yet. Please try again in a moment.`).error };
  const ageMs = now - quote.time;
  if (ageMs > state.options.maxQuoteAgeMs) {
    const seconds = Math.floor(ageMs / 1000);
    return {
      error: err(
        'STALE_PRICE',
        409,
        `The ${symbol} price has not updated for ${seconds} s, so we cannot trade or check prices on it safely. Please try again when prices update.`,
        { symbol, quote_age_ms: ageMs },
      ).error,
    };
  }
  return { quote };
}
