import { usdRate as sharedUsdRate, type CurrencyPair } from '@platform/shared/usd-rate';
import type { MarketSymbol } from './market-symbol.ts';
import type { Quote } from './quote-source.ts';

/** The value of one unit of a currency in USD from our own prices, by the one shared rule. */
export function usdRate(
  currency: string,
  symbols: Iterable<MarketSymbol>,
  latest: (symbol: string) => Quote | undefined,
): number | undefined {
  return sharedUsdRate(currency, pairsOf(symbols), (symbol) => {
    const quote = latest(symbol);
    return quote ? (quote.bid + quote.ask) / 2 : undefined;
  });
}

function* pairsOf(symbols: Iterable<MarketSymbol>): Iterable<CurrencyPair> {
  for (const symbol of symbols) yield { symbol: symbol.symbol, base: symbol.baseCurrency, quote: symbol.quoteCurrency };
}
