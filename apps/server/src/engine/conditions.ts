import type { TradeMode } from '@platform/shared/trading-conditions';
import type { EngineGroup, SymbolConditions, SymbolTerms } from './group-terms.ts';
import type { EngineState } from './engine-state.ts';
import type { EngineAccount, EngineOrder, EngineSymbol } from './types.ts';
import { UNITS_PER_LOT } from './types.ts';
import { pointsPerUnit } from './order-rules.ts';
import { askMarkupPts, bidMarkupPts, groupQuotePts } from '@platform/shared/group-prices';

export { askMarkupPts, bidMarkupPts, totalMarkupPts } from '@platform/shared/group-prices';
import { stricterMode } from './dealer-switches.ts';

export type { EngineGroup, SymbolConditions, SymbolTerms } from './group-terms.ts';

export function groupOf(state: EngineState, account: EngineAccount): EngineGroup {
  return state.groupOf(account);
}

export function termsOf(state: EngineState, account: EngineAccount, symbol: string): SymbolTerms | undefined {
  const conditions = state.conditionsOf(account, symbol);
  // A symbol off the sheet (a position kept after its sheet went) still reads its group's terms.
  return conditions ? conditions.terms : state.groupOf(account).symbols.get(symbol);
}

/** The account's trade mode for a symbol of the sheet: the stricter of the group's, the symbol's and the dealer's. */
export function tradeModeOf(state: EngineState, account: EngineAccount, symbol: string): TradeMode {
  const mode = state.conditionsOf(account, symbol)?.tradeMode ?? state.groupOf(account).tradeMode;
  return stricterMode(mode, state.dealerSwitches.modeFor(symbol, account.groupId, account.accountId));
}

/** An order's leverage: the one asked for, never above the account's chosen leverage nor the group's cap. */
export function orderLeverage(account: EngineAccount, conditions: SymbolConditions, asked: number): number {
  return Math.max(1, Math.min(asked, account.leverage ?? Number.POSITIVE_INFINITY, conditions.leverageCap));
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

/** The order's owner's prices (their group's) at the symbol's quote: what their pending prices, SL and TP are judged against. */
export function seenQuotePts(state: EngineState, order: Pick<EngineOrder, 'accountId' | 'symbol'>, quote: { bid: number; ask: number }) {
  const account = state.accounts.get(order.accountId);
  return groupQuotePts(account ? termsOf(state, account, order.symbol) : undefined, quote.bid, quote.ask);
}
