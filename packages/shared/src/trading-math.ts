import type { OrderSide } from './orders.ts';

/**
 * Trading arithmetic shared by the server and the web. Inputs are the symbol sheet's numbers;
 * `quoteToUsd` is the USD value of one unit of the symbol's quote currency (1 for *USD pairs,
 * 1/USDJPY for *JPY pairs…), taken from our own feed.
 */

/** Value in USD of one pip move for `lots`. */
export function pipValueUsd(lots: number, contractSize: number, pipSize: number, quoteToUsd: number): number {
  return lots * contractSize * pipSize * quoteToUsd;
}

/** Notional of `lots` in USD at `price`. */
export function notionalUsd(lots: number, contractSize: number, price: number, quoteToUsd: number): number {
  return lots * contractSize * price * quoteToUsd;
}

/** The trader's leverage capped by the symbol's sheet. */
export function effectiveLeverage(requested: number, symbolCap: number): number {
  return Math.max(1, Math.min(requested, symbolCap));
}

/** Required margin in USD = notional in USD ÷ leverage. */
export function requiredMarginUsd(lots: number, contractSize: number, price: number, quoteToUsd: number, leverage: number): number {
  return notionalUsd(lots, contractSize, price, quoteToUsd) / leverage;
}

/** The price a position closes at: a buy sells at the bid, a sell buys back at the ask. */
export function closingPrice(side: OrderSide, bid: number, ask: number): number {
  return side === 'buy' ? bid : ask;
}

/** The price a market order fills at: a buy pays the ask, a sell gets the bid. */
export function openingPrice(side: OrderSide, bid: number, ask: number): number {
  return side === 'buy' ? ask : bid;
}

/** Profit in USD of a position from `openPrice` to `closePrice`. */
export function profitUsd(
  side: OrderSide,
  lots: number,
  contractSize: number,
  openPrice: number,
  closePrice: number,
  quoteToUsd: number,
): number {
  const direction = side === 'buy' ? 1 : -1;
  return (closePrice - openPrice) * direction * contractSize * lots * quoteToUsd;
}

/** Stop loss and take profit `pips` away from `entry` (below/above for a buy, reversed for a sell). */
export function stopsFromPips(
  side: OrderSide,
  entry: number,
  stopLossPips: number,
  takeProfitPips: number,
  pipSize: number,
  digits = 5,
): { stopLoss: number; takeProfit: number } {
  const direction = side === 'buy' ? 1 : -1;
  return {
    stopLoss: roundTo(entry - direction * stopLossPips * pipSize, digits),
    takeProfit: roundTo(entry + direction * takeProfitPips * pipSize, digits),
  };
}

/** Distance of `price` from `entry` in whole pips (absolute). */
export function pipsBetween(entry: number, price: number, pipSize: number): number {
  return Math.round(Math.abs(price - entry) / pipSize);
}

export function spreadPips(bid: number, ask: number, pipSize: number): number {
  return Math.round(((ask - bid) / pipSize) * 10) / 10;
}

export function marginLevelPercent(equity: number, usedMargin: number): number | null {
  return usedMargin > 0 ? (equity / usedMargin) * 100 : null;
}

export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
