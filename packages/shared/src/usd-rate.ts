/**
 * The USD-conversion rule, once for the engine, the market module and the web: the USD value of
 * one unit of a currency from our own prices. USD is 1; a stablecoin (USDT, USDC) is 1 unless a
 * `USDTUSD`-style symbol prices it. Any other currency goes through the first listed pair that
 * links it to USD and has a quote, in this order: XXX/USD, USD/XXX (inverted), XXX/stablecoin,
 * stablecoin/XXX. A cross the back office adds (say EURGBP) therefore never prices GBP while a
 * GBPUSD is quoted, on the server and in the ticket alike.
 */
export interface CurrencyPair {
  symbol: string;
  base: string;
  quote: string;
}

/** The mid price (in price units, not points) of a symbol, or undefined when it has no quote. */
export type MidOf = (symbol: string) => number | undefined;

export const STABLECOINS: ReadonlySet<string> = new Set(['USDT', 'USDC']);

/** One way to reach USD: the symbol's mid, inverted or not, times the rate of its other side. */
export interface UsdStep {
  symbol: string;
  inverse: boolean;
  /** The currency on the pair's other side: USD or a stablecoin. */
  via: string;
}

/** The candidate pairs for `currency`, best first; depends on the symbol sheet only, so callers may keep it. */
export function usdRoute(currency: string, pairs: Iterable<CurrencyPair>): UsdStep[] {
  const code = currency.toUpperCase();
  const ranked: { step: UsdStep; rank: number }[] = [];
  for (const pair of pairs) {
    if (pair.base === code && pair.quote === 'USD') ranked.push({ rank: 0, step: { symbol: pair.symbol, inverse: false, via: 'USD' } });
    else if (pair.quote === code && pair.base === 'USD') ranked.push({ rank: 1, step: { symbol: pair.symbol, inverse: true, via: 'USD' } });
    else if (pair.base === code && STABLECOINS.has(pair.quote))
      ranked.push({ rank: 2, step: { symbol: pair.symbol, inverse: false, via: pair.quote } });
    else if (pair.quote === code && STABLECOINS.has(pair.base))
      ranked.push({ rank: 3, step: { symbol: pair.symbol, inverse: true, via: pair.base } });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.step);
}

/** The USD value of one unit of a stablecoin: its `XXXUSD` mid when we quote one, else 1. */
export function stablecoinRate(coin: string, midOf: MidOf): number {
  const mid = midOf(`${coin}USD`);
  return mid !== undefined && Number.isFinite(mid) && mid > 0 ? mid : 1;
}

/** The rate along a route from the current mids; undefined while no candidate has a usable quote. */
export function usdRateByRoute(currency: string, route: readonly UsdStep[], midOf: MidOf): number | undefined {
  const code = currency.toUpperCase();
  if (code === 'USD') return 1;
  if (STABLECOINS.has(code)) return stablecoinRate(code, midOf);
  for (const step of route) {
    const mid = midOf(step.symbol);
    if (mid === undefined || !Number.isFinite(mid) || mid <= 0) continue;
    const via = step.via === 'USD' ? 1 : stablecoinRate(step.via, midOf);
    return step.inverse ? via / mid : mid * via;
  }
  return undefined;
}

/** The whole rule in one call, for callers that do not keep routes. */
export function usdRate(currency: string, pairs: Iterable<CurrencyPair>, midOf: MidOf): number | undefined {
  return usdRateByRoute(currency, usdRoute(currency, pairs), midOf);
}
