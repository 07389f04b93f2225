import type { SymbolSpec } from '@platform/shared/symbols';
import { midPrice, type BidAsk } from '@platform/shared/quote';
import { usdRate } from '@platform/shared/usd-rate';

export type QuoteLookup = (symbol: string) => BidAsk | undefined;

/**
 * USD value of one unit of `currency` from our own feed, by the server's rule
 * (packages/shared/usd-rate). null when nothing links it to USD (shown as 'err').
 */
export function currencyToUsd(currency: string, sheet: readonly SymbolSpec[], quoteOf: QuoteLookup): number | null {
  const pairs = sheet.map((spec) => ({ symbol: spec.symbol, base: spec.base_currency, quote: spec.quote_currency }));
  return (
    usdRate(currency, pairs, (symbol) => {
      const quote = quoteOf(symbol);
      return quote ? midPrice(quote) : undefined;
    }) ?? null
  );
}

/** The quote currency's USD rate of a symbol (what trading-math calls quoteToUsd). */
export function quoteToUsd(spec: SymbolSpec, sheet: readonly SymbolSpec[], quoteOf: QuoteLookup): number | null {
  return currencyToUsd(spec.quote_currency, sheet, quoteOf);
}
