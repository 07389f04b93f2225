import { usdRateByRoute, usdRoute, type CurrencyPair } from '@platform/shared/usd-rate';
import type { EngineState } from './engine-state.ts';
import type { EngineQuote, EngineSymbol, Exposure } from './types.ts';
import { UNITS_PER_LOT } from './types.ts';
import { pointsPerUnit } from './order-rules.ts';

/** USD value of one unit of `currency` by the shared rule (packages/shared/usd-rate); undefined when unknown. */
export function usdRate(currency: string, state: EngineState): number | undefined {
  if (currency === 'USD') return 1; // the rule's first case, without building its price look-up
  let route = state.usdRoutes.get(currency);
  if (!route) {
    route = usdRoute(currency, pairsOf(state.symbols));
    state.usdRoutes.set(currency, route);
  }
  return usdRateByRoute(currency, route, (symbol) => mid(symbol, state));
}

function* pairsOf(symbols: ReadonlyMap<string, EngineSymbol>): Iterable<CurrencyPair> {
  for (const sheet of symbols.values()) yield { symbol: sheet.symbol, base: sheet.baseCurrency, quote: sheet.quoteCurrency };
}

function mid(symbol: string, state: EngineState): number | undefined {
  const quote = state.quotes.get(symbol);
  const sheet = state.symbols.get(symbol);
  if (!quote || !sheet) return undefined;
  return (quote.bid + quote.ask) / 2 / pointsPerUnit(sheet.digits);
}

/** Cents of P/L per (point × volume unit) of a symbol. */
export function centsPerPointUnit(symbol: EngineSymbol, quoteToUsd: number): number {
  return (symbol.contractSize * quoteToUsd * 100) / (pointsPerUnit(symbol.digits) * UNITS_PER_LOT);
}

export function positionProfitCents(
  side: 'buy' | 'sell',
  openPts: number,
  closePts: number,
  units: number,
  symbol: EngineSymbol,
  quoteToUsd: number,
): number {
  const direction = side === 'buy' ? 1 : -1;
  return Math.round((closePts - openPts) * direction * units * centsPerPointUnit(symbol, quoteToUsd));
}

/** Margin in cents, rounded up so the house never holds less than required. */
export function marginCents(units: number, pricePts: number, symbol: EngineSymbol, quoteToUsd: number, leverage: number): number {
  const notionalCents = (units / UNITS_PER_LOT) * symbol.contractSize * (pricePts / pointsPerUnit(symbol.digits)) * quoteToUsd * 100;
  return Math.ceil(notionalCents / leverage - 1e-9);
}

/** Floating P/L of every position of one account in one symbol (buys at the bid, sells at the ask). */
export function exposureProfitCents(exposure: Exposure, quote: EngineQuote, centsPerUnit: number): number {
  const buys = quote.bid * exposure.buyUnits - exposure.buyPtsUnits;
  const sells = exposure.sellPtsUnits - quote.ask * exposure.sellUnits;
  return Math.round((buys + sells) * centsPerUnit);
}

export function emptyExposure(): Exposure {
  return { buyUnits: 0, buyPtsUnits: 0, sellUnits: 0, sellPtsUnits: 0, positions: 0 };
}
