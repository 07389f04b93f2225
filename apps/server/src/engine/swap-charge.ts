import type { SwapMode } from '@platform/shared/trading-conditions';
import type { EngineOrder, EngineSymbol, SwapRate } from './types.ts';
import { UNITS_PER_LOT } from './types.ts';
import { pointsPerUnit } from './order-rules.ts';
import { centsPerPointUnit } from './valuation.ts';

/** A day of a `percent_per_year` swap is 1/360 of the year's rate (the money market's convention). */
export const SWAP_DAYS_PER_YEAR = 360;

/** A swap as the sheet or a group rule states it, in the engine's fields. */
export function engineSwap(
  mode: SwapMode,
  long: number,
  short: number,
): Pick<EngineSymbol, 'swapLongCents' | 'swapShortCents' | 'swapRate'> {
  if (mode === 'usd_per_lot') return { swapLongCents: Math.round(long * 100), swapShortCents: Math.round(short * 100) };
  return { swapLongCents: 0, swapShortCents: 0, swapRate: { mode, long, short } };
}

/** What a position's swap is read from: its group's terms for the symbol, else the sheet. */
type SwapTerms = Pick<EngineSymbol, 'swapLongCents' | 'swapShortCents' | 'swapRate'>;

/**
 * One position's swap for `days` days at a rollover, in cents (negative = charged), rounded once to
 * the nearest cent, a half cent up (towards +∞, as Math.round and the engine's other money):
 * - `usd_per_lot`: cents per lot × lots × days (cents per lot rounded first, as always);
 * - `points`: points × lots × days valued like P/L (point × contract size × the quote's USD rate);
 * - `percent_per_year`: the USD notional at `closePts` (the position's closing price at its group's
 *   prices) × rate / 100 / 360 × days.
 * A points or percent swap needs the symbol's USD rate (`quoteToUsd`), a percent one a price too:
 * without them the position is charged nothing at that rollover.
 */
export function swapCents(
  order: Pick<EngineOrder, 'side' | 'volumeUnits'>,
  terms: SwapTerms,
  days: number,
  sheet: EngineSymbol,
  quoteToUsd: number | undefined,
  closePts: number | undefined,
): number {
  const long = order.side === 'buy';
  const rate: SwapRate | undefined = terms.swapRate;
  if (!rate) return Math.round(((long ? terms.swapLongCents : terms.swapShortCents) * order.volumeUnits * days) / UNITS_PER_LOT);
  if (quoteToUsd === undefined) return 0;
  const value = long ? rate.long : rate.short;
  if (rate.mode === 'points') return roundCents(value * order.volumeUnits * days * centsPerPointUnit(sheet, quoteToUsd));
  if (closePts === undefined) return 0;
  const notionalCents =
    (order.volumeUnits / UNITS_PER_LOT) * sheet.contractSize * (closePts / pointsPerUnit(sheet.digits)) * quoteToUsd * 100;
  return roundCents((notionalCents * value * days) / 100 / SWAP_DAYS_PER_YEAR);
}

/** To the cent, a half up, once the float noise of the products is dropped (-884.5 may come out as -884.4999999999999). */
function roundCents(cents: number): number {
  return Math.round(Number(cents.toFixed(8)));
}
