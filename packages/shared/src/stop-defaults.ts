import type { SymbolCategory } from './symbols.ts';
import { DEFAULT_SL_TP_PIPS } from './order-limits.ts';

/** Share of the price a default stop sits away on crypto and commodities when no daily range is known. */
const PRICE_SHARE = 0.005;
/** Share of the day's high-low range otherwise. */
const RANGE_SHARE = 0.5;

/**
 * The default SL/TP distance in pips for a symbol: 50 pips on currency pairs (spec §5); on crypto and
 * commodities half the day's range (or 0.5 % of the price), rounded to two significant figures, so
 * $0.50 on a $60,000 coin never becomes the default.
 */
export function defaultStopPips(input: {
  category: SymbolCategory;
  price: number | null;
  high: number | null;
  low: number | null;
  pipSize: number;
}): number {
  const { category, price, high, low, pipSize } = input;
  if (category === 'currencies' || price === null || !(price > 0) || !(pipSize > 0)) return DEFAULT_SL_TP_PIPS;
  const range = high !== null && low !== null && high > low ? (high - low) * RANGE_SHARE : 0;
  const distance = Math.max(range, price * PRICE_SHARE);
  const pips = distance / pipSize;
  if (pips <= DEFAULT_SL_TP_PIPS) return DEFAULT_SL_TP_PIPS;
  const magnitude = 10 ** (Math.floor(Math.log10(pips)) - 1);
  return Math.round(pips / magnitude) * magnitude;
}

/** The pips stepper's step: 1 on currency pairs, about a tenth of the default distance's magnitude elsewhere. */
export function stopStepPips(defaultPips: number): number {
  if (defaultPips <= 100) return 1;
  return 10 ** (Math.floor(Math.log10(defaultPips)) - 1);
}
