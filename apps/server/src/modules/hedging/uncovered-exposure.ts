import { UNITS_PER_LOT } from '../../engine/types.ts';
import type { MarketService } from '../market/public.ts';
import type { CoverageBook } from './coverage.ts';

/**
 * What the desk's uncovered-exposure alerts watch, per symbol in base units (+ = clients net long
 * beyond what covers them): the clients' net less the LP's filled position, less the orders working
 * at the LP while the session is logged on. With the session down, working orders cover nothing.
 */
export function uncoveredUnits(book: CoverageBook, sessionUp: boolean): Map<string, number> {
  const units = new Map<string, number>();
  const add = (symbol: string, delta: number) => units.set(symbol, (units.get(symbol) ?? 0) + delta);
  for (const client of book.clients) add(client.symbol, client.units);
  for (const position of book.positions) add(position.symbol, -(position.buy_units - position.sell_units));
  if (sessionUp)
    for (const order of book.working) add(order.symbol, (order.side === 'buy' ? -1 : 1) * (order.volume_units - order.filled_units));
  return units;
}

/** Signed units as USD cents of notional at the current mid; symbols without a quote or USD rate are left out. */
export function notionalCents(
  market: Pick<MarketService, 'getSymbol' | 'quotes' | 'usdRate'>,
  units: Map<string, number>,
): Map<string, number> {
  const cents = new Map<string, number>();
  for (const [symbol, net] of units) {
    if (net === 0) {
      cents.set(symbol, 0);
      continue;
    }
    const sheet = market.getSymbol(symbol);
    const quote = market.quotes.latest(symbol);
    const rate = sheet ? market.usdRate(sheet.quoteCurrency) : undefined;
    if (!sheet || !quote || rate === undefined) continue;
    const mid = (quote.bid + quote.ask) / 2;
    cents.set(symbol, Math.round((net / UNITS_PER_LOT) * sheet.contractSize * mid * rate * 100));
  }
  return cents;
}
