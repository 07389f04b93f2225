import { priceProblemAt } from '../../engine/price-sanity.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MarketService } from '../market/market.service.ts';
import type { MarketSymbol } from '../market/market-symbol.ts';

/**
 * An alert's price in points, by the orders' rule (engine/price-sanity): a positive safe integer at
 * the symbol's digits, within the band around the current quote. A 422 on the `price` field otherwise.
 */
export function alertPricePts(market: MarketService, sheet: Pick<MarketSymbol, 'symbol' | 'digits'>, price: number): number {
  const quote = market.quotes.latest(sheet.symbol);
  const midPts = quote ? Math.round(((quote.bid + quote.ask) / 2) * 10 ** sheet.digits) : null;
  const problem = priceProblemAt('price', price, sheet, midPts);
  if (problem) throw AppError.validation(problem.errors ?? { price: [problem.message] }, problem.message);
  return Math.round(price * 10 ** sheet.digits);
}
