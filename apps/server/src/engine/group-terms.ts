import type { TradeMode } from '@platform/shared/trading-conditions';

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
