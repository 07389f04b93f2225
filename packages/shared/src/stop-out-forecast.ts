import type { OrderSide } from './orders.ts';
import { MARGIN_CALL_LEVEL_PERCENT, STOP_OUT_LEVEL_PERCENT } from './account-levels.ts';

export interface ExposureLeg {
  side: OrderSide;
  lots: number;
  contractSize: number;
  quoteToUsd: number;
}

/** How many USD the account's equity moves per unit of price of one symbol (positive = net long). */
export function equityPerPriceUnit(legs: readonly ExposureLeg[]): number {
  let slope = 0;
  for (const leg of legs) slope += (leg.side === 'buy' ? 1 : -1) * leg.lots * leg.contractSize * leg.quoteToUsd;
  return slope;
}

/**
 * The closing price of a symbol at which the margin level reaches `levelPercent`, all other prices
 * unchanged and the spread constant: equity is linear in the price with slope `slope`. Null when the
 * account is flat in that symbol or the level is out of reach (it would need a price at or below 0).
 */
export function priceAtMarginLevel(input: {
  equityUsd: number;
  usedMarginUsd: number;
  closingPrice: number;
  slope: number;
  levelPercent: number;
}): number | null {
  const { equityUsd, usedMarginUsd, closingPrice, slope, levelPercent } = input;
  if (slope === 0 || !(usedMarginUsd > 0) || !Number.isFinite(closingPrice)) return null;
  const price = closingPrice + ((levelPercent / 100) * usedMarginUsd - equityUsd) / slope;
  return Number.isFinite(price) && price > 0 ? price : null;
}

export interface StopOutForecast {
  marginCallPrice: number | null;
  stopOutPrice: number | null;
}

export function stopOutForecast(input: { equityUsd: number; usedMarginUsd: number; closingPrice: number; slope: number }): StopOutForecast {
  return {
    marginCallPrice: priceAtMarginLevel({ ...input, levelPercent: MARGIN_CALL_LEVEL_PERCENT }),
    stopOutPrice: priceAtMarginLevel({ ...input, levelPercent: STOP_OUT_LEVEL_PERCENT }),
  };
}
