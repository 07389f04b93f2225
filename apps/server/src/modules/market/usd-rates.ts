import type { MarketSymbol } from './market-symbol.ts';
import type { Quote } from './quote-source.ts';

const DOLLARS = new Set(['USD']);
const STABLECOINS = new Set(['USDT', 'USDC']);

/**
 * The value of one unit of a currency in USD from our own prices: EUR through EURUSD, JPY
 * through 1/USDJPY, XAU through XAUUSD, BTC through BTCUSDT; stablecoins count as dollars
 * unless a USDTUSD-style symbol prices them.
 */
export function usdRate(
  currency: string,
  symbols: Iterable<MarketSymbol>,
  latest: (symbol: string) => Quote | undefined,
): number | undefined {
  const code = currency.toUpperCase();
  if (DOLLARS.has(code)) return 1;
  const dollarValue = (quoteCurrency: string): number | undefined =>
    DOLLARS.has(quoteCurrency) ? 1 : STABLECOINS.has(quoteCurrency) ? stablecoinRate(quoteCurrency) : undefined;
  const stablecoinRate = (coin: string): number => {
    const quote = latest(`${coin}USD`);
    return quote ? mid(quote) : 1;
  };
  if (STABLECOINS.has(code)) return stablecoinRate(code);

  for (const symbol of symbols) {
    if (symbol.baseCurrency === code) {
      const rate = dollarValue(symbol.quoteCurrency);
      const quote = latest(symbol.symbol);
      if (rate !== undefined && quote) return mid(quote) * rate;
    }
    if (symbol.quoteCurrency === code) {
      const rate = dollarValue(symbol.baseCurrency);
      const quote = latest(symbol.symbol);
      if (rate !== undefined && quote) return rate / mid(quote);
    }
  }
  return undefined;
}

const mid = (quote: Quote) => (quote.bid + quote.ask) / 2;
