import type { TradeMode } from '@platform/shared/trading-conditions';
import type { EngineGroup, SymbolTerms } from './group-terms.ts';
import type { EngineState } from './engine-state.ts';
import type { EngineAccount, EngineSymbol } from './types.ts';
import { UNITS_PER_LOT } from './types.ts';
import { pointsPerUnit } from './order-rules.ts';

export type { EngineGroup, SymbolTerms } from './group-terms.ts';

export function groupOf(state: EngineState, account: EngineAccount): EngineGroup {
  return state.groups.get(account.groupId) ?? state.baseGroup;
}

export function termsOf(state: EngineState, account: EngineAccount, symbol: string): SymbolTerms | undefined {
  return groupOf(state, account).symbols.get(symbol);
}

/** The account's trade mode for a symbol: the stricter of the group's and the symbol's. */
export function tradeModeOf(state: EngineState, account: EngineAccount, symbol: string): TradeMode {
  const group = groupOf(state, account);
  return group.symbols.get(symbol)?.tradeMode ?? group.tradeMode;
}

export function leverageCapOf(state: EngineState, account: EngineAccount, sheet: EngineSymbol): number {
  const group = groupOf(state, account);
  return group.symbols.get(sheet.symbol)?.leverageCap ?? Math.min(sheet.leverageCap, group.maxLeverage);
}

/** The sheet with the group's volume limits (the sheet itself when the group sets none). */
export function volumeSheetOf(sheet: EngineSymbol, terms: SymbolTerms | undefined): EngineSymbol {
  if (!terms) return sheet;
  return { ...sheet, volumeMinUnits: terms.volumeMinUnits, volumeMaxUnits: terms.volumeMaxUnits, volumeStepUnits: terms.volumeStepUnits };
}

/** Points the group's markup takes off the bid (the ask gets the rest), for the current spread. */
export function bidMarkupPts(terms: SymbolTerms | undefined, spreadPts: number): number {
  return Math.floor(totalMarkupPts(terms, spreadPts) / 2);
}

export function askMarkupPts(terms: SymbolTerms | undefined, spreadPts: number): number {
  const total = totalMarkupPts(terms, spreadPts);
  return total - Math.floor(total / 2);
}

/** The whole extra spread in points: a point markup as is, a percentage of the symbol's spread rounded to a point. */
export function totalMarkupPts(terms: SymbolTerms | undefined, spreadPts: number): number {
  if (!terms || terms.markup === 0) return 0;
  return terms.markupMode === 'points' ? Math.round(terms.markup) : Math.round((Math.max(0, spreadPts) * terms.markup) / 100);
}

/** Commission for one side of `units` at `pricePts`, in cents (a charge, so positive), rounded to the cent. */
export function commissionCents(
  terms: SymbolTerms | undefined,
  units: number,
  pricePts: number,
  sheet: EngineSymbol,
  quoteToUsd: number,
): number {
  if (!terms || terms.commission === 0) return 0;
  const lots = units / UNITS_PER_LOT;
  if (terms.commissionMode === 'per_lot') return Math.round(terms.commission * lots * 100);
  const notionalUsd = lots * sheet.contractSize * (pricePts / pointsPerUnit(sheet.digits)) * quoteToUsd;
  return Math.round((notionalUsd / 1_000_000) * terms.commission * 100);
}

/** Where a position opens: the group's ask for a buy, its bid for a sell. */
export function openingPts(terms: SymbolTerms | undefined, side: 'buy' | 'sell', bid: number, ask: number): number {
  return side === 'buy' ? ask + askMarkupPts(terms, ask - bid) : bid - bidMarkupPts(terms, ask - bid);
}

/** Where a position closes: the group's bid for a buy, its ask for a sell. */
export function closingPts(terms: SymbolTerms | undefined, side: 'buy' | 'sell', bid: number, ask: number): number {
  return side === 'buy' ? bid - bidMarkupPts(terms, ask - bid) : ask + askMarkupPts(terms, ask - bid);
}
