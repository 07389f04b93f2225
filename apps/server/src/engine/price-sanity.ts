import type { EngineState } from './engine-state.ts';
import { fromPoints } from './order-rules.ts';
import { fieldError, type EngineError, type EngineSymbol } from './types.ts';

/** A price a trader sends (SL, TP, trigger, open price) must lie within this share of the current quote. */
export const PRICE_BAND = 0.5;

const LABELS: Record<string, string> = {
  stop_loss_price: 'Stop loss',
  take_profit_price: 'Take profit',
  trigger_price: 'Trigger price',
  limit_price: 'Limit price',
  take_profit_levels: 'Take-profit level',
  open_price: 'Open price',
};

/**
 * Refuses a price no trader could mean: not a finite positive number, not a safe integer of points
 * at the symbol's digits, or further than 50 % from the current quote. Null when the price is fine.
 */
export function priceProblem(state: EngineState, field: string, price: number, sheet: EngineSymbol): EngineError | null {
  const quote = state.quotes.get(sheet.symbol);
  return priceProblemAt(field, price, sheet, quote ? (quote.bid + quote.ask) / 2 : null);
}

/** The same rule against a quote's mid in points (null: no quote yet, only representability is checked); alerts use it too. */
export function priceProblemAt(
  field: string,
  price: number,
  sheet: Pick<EngineSymbol, 'symbol' | 'digits'>,
  midPts: number | null,
): EngineError | null {
  const label = LABELS[field] ?? 'Price';
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0)
    return fieldError(field, `${label} must be a positive number.`).error;
  const points = Math.round(price * 10 ** sheet.digits);
  if (!Number.isSafeInteger(points) || points <= 0)
    return fieldError(field, `${label} is not a price ${sheet.symbol} can have (${sheet.digits} decimals).`).error;
  if (midPts !== null && Math.abs(points - midPts) > PRICE_BAND * midPts) {
    const low = fromPoints(Math.ceil(midPts * (1 - PRICE_BAND)), sheet.digits);
    const high = fromPoints(Math.floor(midPts * (1 + PRICE_BAND)), sheet.digits);
    return fieldError(field, `${label} must be within 50% of the current ${sheet.symbol} price (between ${low} and ${high}).`).error;
  }
  return null;
}

/** The first problem among the prices given (null ones are absent). */
export function pricesProblem(state: EngineState, sheet: EngineSymbol, prices: Record<string, number | null>): EngineError | null {
  for (const [field, price] of Object.entries(prices)) {
    if (price === null) continue;
    const problem = priceProblem(state, field, price, sheet);
    if (problem) return problem;
  }
  return null;
}
