import type { TradeMode } from '@platform/shared/trading-conditions';
import { askMarkupPts, bidMarkupPts, hasMarkup } from '@platform/shared/group-prices';
import type { EngineSymbol, SwapRate } from './types.ts';
import type { OrderLadder } from './order-ladder.ts';

/** One symbol's conditions in one group, resolved (packages/shared/trading-conditions) into the engine's units. */
export interface SymbolTerms {
  markupMode: 'points' | 'percent';
  /** Points of extra spread, or a percentage of the symbol's spread. */
  markup: number;
  commissionMode: 'per_lot' | 'per_million';
  /** USD per lot per side, or USD per million USD of notional. */
  commission: number;
  leverageCap: number;
  swapLongCents: number;
  swapShortCents: number;
  /** A swap in points or % a year (swapLongCents/swapShortCents are then 0); absent: USD per lot. */
  swapRate?: SwapRate;
  volumeMinUnits: number;
  volumeMaxUnits: number;
  volumeStepUnits: number;
  tradeMode: TradeMode;
}

/** A client group as the engine applies it; a symbol without terms trades on its sheet (capped by `maxLeverage`). */
export interface EngineGroup {
  id: number;
  marginCallPercent: number;
  stopOutPercent: number;
  maxLeverage: number;
  tradeMode: TradeMode;
  symbols: ReadonlyMap<string, SymbolTerms>;
}

const NO_TERMS = new Map<string, SymbolTerms>();

/** The group an account without one trades in: today's conditions (the sheet, the engine's levels). */
export function baseGroup(marginCallPercent: number, stopOutPercent: number): EngineGroup {
  return { id: 0, marginCallPercent, stopOutPercent, maxLeverage: Number.MAX_SAFE_INTEGER, tradeMode: 'full', symbols: NO_TERMS };
}

/**
 * One symbol's conditions in one group with the group-wide rules folded in, resolved once per
 * group × symbol (EngineState.conditionsOf caches them; a group or sheet edit drops the cache), so
 * a fill reads them without merging or allocating.
 */
export interface SymbolConditions {
  /** The group's terms for the symbol; undefined when it trades on the sheet. */
  terms: SymbolTerms | undefined;
  /** The group's trade mode for the symbol (the dealer's switches are applied on top, live). */
  tradeMode: TradeMode;
  leverageCap: number;
  /** The sheet with the group's volume limits (the sheet itself when the group sets none). */
  volumeSheet: EngineSymbol;
  /** Whether the markup moves the group's prices (its orders then wait at the group's prices, see EngineState.orderLadder). */
  marksUp: boolean;
  /** The markup's split at `markupSpread` (see markupAt): a percentage markup moves with the spread. */
  markupSpread: number;
  bidMarkupPts: number;
  askMarkupPts: number;
  /** Where the group's orders in the symbol are filed (EngineState.orderLadder), found at first use. */
  ladder: OrderLadder | undefined;
}

/** The conditions with their markup split for `spread`, worked out again only when the spread moved. */
export function markupAt(conditions: SymbolConditions, spread: number): SymbolConditions {
  if (conditions.markupSpread !== spread) {
    conditions.bidMarkupPts = bidMarkupPts(conditions.terms, spread);
    conditions.askMarkupPts = askMarkupPts(conditions.terms, spread);
    conditions.markupSpread = spread;
  }
  return conditions;
}

export function resolveSymbolConditions(group: EngineGroup, sheet: EngineSymbol): SymbolConditions {
  const terms = group.symbols.get(sheet.symbol);
  return {
    terms,
    tradeMode: terms?.tradeMode ?? group.tradeMode,
    leverageCap: terms?.leverageCap ?? Math.min(sheet.leverageCap, group.maxLeverage),
    volumeSheet: terms
      ? { ...sheet, volumeMinUnits: terms.volumeMinUnits, volumeMaxUnits: terms.volumeMaxUnits, volumeStepUnits: terms.volumeStepUnits }
      : sheet,
    marksUp: hasMarkup(terms),
    markupSpread: Number.NaN,
    bidMarkupPts: 0,
    askMarkupPts: 0,
    ladder: undefined,
  };
}
