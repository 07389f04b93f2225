import type { SymbolSpec } from '@platform/shared/symbols';

export interface Quote {
  bid: number;
  ask: number;
}

export type QuoteLookup = (symbol: string) => Quote | undefined;

const STABLECOINS = new Set(['USDT', 'USDC']);
const mid = (quote: Quote) => (quote.bid + quote.ask) / 2;

/**
 * USD value of one unit of `currency` from our own feed, by the server's rule (market/usd-rates.ts):
 * EUR through EURUSD, JPY through 1/USDJPY, BTC through BTCUSDT; stablecoins count as dollars
 * unless a USDTUSD-style symbol prices them. null when nothing links it to USD (shown as 'err').
 */
export function currencyToUsd(currency: string, sheet: readonly SymbolSpec[], quoteOf: QuoteLookup): number | null {
  const stablecoinRate = (coin: string) => {
    const quote = quoteOf(`${coin}USD`);
    return quote ? mid(quote) : 1;
  };
  const dollarValue = (code: string) => (code === 'USD' ? 1 : STABLECOINS.has(code) ? stablecoinRate(code) : undefined);
  const direct = dollarValue(currency);
  if (direct !== undefined) return direct;
  for (const spec of sheet) {
    if (spec.base_currency === currency) {
      const rate = dollarValue(spec.quote_currency);
      const quote = quoteOf(spec.symbol);
      if (rate !== undefined && quote) return mid(quote) * rate;
    }
    if (spec.quote_currency === currency) {
      const rate = dollarValue(spec.base_currency);
      const quote = quoteOf(spec.symbol);
      if (rate !== undefined && quote && mid(quote) > 0) return rate / mid(quote);
    }
  }
  return null;
}

/** The quote currency's USD rate of a symbol (what trading-math calls quoteToUsd). */
export function quoteToUsd(spec: SymbolSpec, sheet: readonly SymbolSpec[], quoteOf: QuoteLookup): number | null {
  return currencyToUsd(spec.quote_currency, sheet, quoteOf);
}
