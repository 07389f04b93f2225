import { pipSize } from '@platform/shared/pip-size';
import type { SymbolSpec } from '@platform/shared/symbols';

/**
 * Pips mean something for currency pairs; gold, oil and crypto are read in their quote currency
 * ("189.0 pips" and "$0.0001" a pip said nothing on BTCUSDT, issue 33).
 */
export const readsInPips = (spec: SymbolSpec | undefined): boolean => !spec || spec.category === 'currencies';

/** The spread in the quote currency at the symbol's digits, e.g. "18.90 USDT". */
export const spreadInPrice = (spreadPips: number, spec: SymbolSpec) => (spreadPips * pipSize(spec)).toFixed(spec.digits);

/** What a move of 1.00 in the price is worth in USD for the lots, from the value of one pip. */
export const valueOfUnitMove = (pipValue: number, spec: SymbolSpec) => pipValue / pipSize(spec);
