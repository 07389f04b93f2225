import type { SymbolSpec } from '@platform/shared/symbols';

export interface Quote {
  bid: number;
  ask: number;
}

export type QuoteLookup = (symbol: string) => Quote | undefined;

const USD_LIKE = new Set(['USD', 'USDT', 'USDC']);
const mid = (quote: Quote) => (quote.bid + quote.ask) / 2;

/**
 * USD value of one unit of `currency`, from our own feed: 1 for USD, the XXXUSD price, or
 * 1 ÷ USDXXX. null when no pair in the sheet links the currency to USD (shown as 'err').
 */
export function currencyToUsd(currency: string, sheet: readonly SymbolSpec[], quoteOf: QuoteLookup): number | null {
  if (USD_LIKE.has(currency)) return 1;
  for (const spec of sheet) {
    if (spec.base_currency === currency && USD_LIKE.has(spec.quote_currency)) {
      const quote = quoteOf(spec.symbol);
      if (quote) return mid(quote);
    }
    if (spec.quote_currency === currency && USD_LIKE.has(spec.base_currency)) {
      const quote = quoteOf(spec.symbol);
      if (quote && mid(quote) > 0) return 1 / mid(quote);
    }
  }
  return null;
}

/** The quote currency's USD rate of a symbol (what trading-math calls quoteToUsd). */
export function quoteToUsd(spec: SymbolSpec, sheet: readonly SymbolSpec[], quoteOf: QuoteLookup): number | null {
  return currencyToUsd(spec.quote_currency, sheet, quoteOf);
}
