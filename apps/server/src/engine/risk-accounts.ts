import { priceAtMarginLevel } from '@platform/shared/stop-out-forecast';
import type { EngineState } from './engine-state.ts';
import { equityCents, marginLevelPercent } from './account-risk.ts';
import { closingPts, groupOf, termsOf } from './conditions.ts';
import { pointsPerUnit } from './order-rules.ts';
import type { EngineAccount } from './types.ts';
import { UNITS_PER_LOT } from './types.ts';
import { usdRate } from './valuation.ts';

export interface MarginCallFigures {
  accountId: number;
  userId: number;
  groupId: number;
  demo: boolean;
  equityCents: number;
  usedMarginCents: number;
  marginLevel: number;
  marginCallPercent: number;
  stopOutPercent: number;
  /** The trader's stop-out forecast for their largest net exposure (null when flat). */
  stopOutSymbol: string | null;
  stopOutPrice: number | null;
}

/**
 * Accounts at or under their margin-call level, or within `distance` percentage points above it,
 * lowest margin level first. Asked for by the desk (a read, not per tick): one pass over the
 * accounts holding margin.
 */
export function accountsNearMarginCall(state: EngineState, distance: number): MarginCallFigures[] {
  const rows: MarginCallFigures[] = [];
  for (const account of state.accounts.values()) {
    if (account.usedMarginCents <= 0) continue;
    const equity = equityCents(state, account);
    const level = marginLevelPercent(equity, account.usedMarginCents)!;
    const group = groupOf(state, account);
    if (level > group.marginCallPercent + distance) continue;
    const forecast = stopOutForecastOf(state, account, equity, group.stopOutPercent);
    rows.push({
      accountId: account.accountId,
      userId: account.userId,
      groupId: account.groupId,
      demo: account.demo,
      equityCents: equity,
      usedMarginCents: account.usedMarginCents,
      marginLevel: Math.round(level * 100) / 100,
      marginCallPercent: group.marginCallPercent,
      stopOutPercent: group.stopOutPercent,
      stopOutSymbol: forecast?.symbol ?? null,
      stopOutPrice: forecast?.price ?? null,
    });
  }
  return rows.sort((a, b) => a.marginLevel - b.marginLevel);
}

function stopOutForecastOf(state: EngineState, account: EngineAccount, equity: number, stopOutPercent: number) {
  let largest: { symbol: string; net: number } | null = null;
  for (const [symbol, exposure] of account.exposures) {
    const net = exposure.buyUnits - exposure.sellUnits;
    if (net !== 0 && (!largest || Math.abs(net) > Math.abs(largest.net))) largest = { symbol, net };
  }
  if (!largest) return null;
  const sheet = state.symbols.get(largest.symbol);
  const quote = state.quotes.get(largest.symbol);
  const rate = sheet ? usdRate(sheet.quoteCurrency, state) : undefined;
  if (!sheet || !quote || rate === undefined) return null;
  const side = largest.net > 0 ? 'buy' : 'sell';
  const closing = closingPts(termsOf(state, account, largest.symbol), side, quote.bid, quote.ask) / pointsPerUnit(sheet.digits);
  const price = priceAtMarginLevel({
    equityUsd: equity / 100,
    usedMarginUsd: account.usedMarginCents / 100,
    closingPrice: closing,
    slope: (largest.net / UNITS_PER_LOT) * sheet.contractSize * rate,
    levelPercent: stopOutPercent,
  });
  return { symbol: largest.symbol, price: price === null ? null : Number(price.toFixed(sheet.digits)) };
}

/** Live accounts by clients' floating P/L (positions only, without swaps), most profitable first. */
export function topFloating(
  state: EngineState,
  limit: number,
): Array<{ accountId: number; userId: number; groupId: number; floatingCents: number }> {
  const rows: Array<{ accountId: number; userId: number; groupId: number; floatingCents: number }> = [];
  for (const account of state.accounts.values()) {
    if (account.demo || account.exposures.size === 0) continue;
    const floating = equityCents(state, account) - account.balanceCents - account.creditCents - account.openSwapCents;
    rows.push({ accountId: account.accountId, userId: account.userId, groupId: account.groupId, floatingCents: floating });
  }
  return rows.sort((a, b) => b.floatingCents - a.floatingCents).slice(0, limit);
}
