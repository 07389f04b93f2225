import type { EngineState } from './engine-state.ts';
import type { EngineAccount, Effect, Exposure } from './types.ts';
import { centsPerPointUnit, exposureProfitCents, positionProfitCents, usdRate } from './valuation.ts';
import { closingPts, groupOf, termsOf } from './conditions.ts';
import { markupAt } from './group-terms.ts';

/** Floating P/L of all the account's positions, in cents, at the latest quotes. */
export function unrealisedCents(state: EngineState, account: EngineAccount): number {
  let total = 0;
  for (const [symbol, exposure] of account.exposures) total += symbolProfitCents(state, account, symbol, exposure);
  return total + account.openSwapCents;
}

/** Floating P/L of the account's positions in one symbol at the group's prices (buys at its bid, sells at its ask). */
function symbolProfitCents(state: EngineState, account: EngineAccount, symbol: string, exposure: Exposure, k?: number) {
  const quote = state.quotes.get(symbol);
  const sheet = state.symbols.get(symbol);
  if (!quote || !sheet) return 0;
  k ??= centsPerPointUnit(sheet, usdRate(sheet.quoteCurrency, state) ?? 0);
  const profit = exposureProfitCents(exposure, quote, k);
  const conditions = state.conditionsOf(account, symbol)!;
  if (!conditions.marksUp) return profit;
  const markup = markupAt(conditions, quote.ask - quote.bid);
  return profit - Math.round(k * (markup.bidMarkupPts * exposure.buyUnits + markup.askMarkupPts * exposure.sellUnits));
}

export function equityCents(state: EngineState, account: EngineAccount): number {
  return account.balanceCents + account.creditCents + unrealisedCents(state, account);
}

export function freeMarginCents(state: EngineState, account: EngineAccount): number {
  return equityCents(state, account) - account.usedMarginCents - account.reservedCents;
}

/**
 * Puts one stop-out entry per symbol of the account into that symbol's ladder: the bid at which,
 * other symbols held still, equity falls to the stop-out level. A tick crossing it triggers an
 * exact check; moves of other symbols are caught by the periodic risk refresh. `equity`, when the
 * caller has just computed it, saves a revaluation.
 */
export function placeStopOutEntries(state: EngineState, account: EngineAccount, equity?: number): void {
  account.riskVersion += 1;
  const symbols = account.stopOutSymbols;
  for (let i = 0; i < symbols.length; i++) state.markStale(symbols[i]!);
  symbols.length = 0;
  if (account.usedMarginCents <= 0) return;
  const target = (groupOf(state, account).stopOutPercent * account.usedMarginCents) / 100;
  equity ??= equityCents(state, account);
  for (const [symbol, exposure] of account.exposures) {
    const net = exposure.buyUnits - exposure.sellUnits;
    const quote = state.quotes.get(symbol);
    const sheet = state.symbols.get(symbol);
    if (net === 0 || !quote || !sheet) continue;
    const k = centsPerPointUnit(sheet, usdRate(sheet.quoteCurrency, state) ?? 0);
    if (k <= 0) continue;
    const others = equity - symbolProfitCents(state, account, symbol, exposure, k);
    const spread = quote.ask - quote.bid;
    // The group's markup widens both sides: buys are worth its bid, sells cost its ask.
    const { bidMarkupPts, askMarkupPts } = markupAt(state.conditionsOf(account, symbol)!, spread);
    const constant =
      k * (exposure.sellPtsUnits - exposure.buyPtsUnits - (spread + askMarkupPts) * exposure.sellUnits - bidMarkupPts * exposure.buyUnits);
    const bid = (target - others - constant) / (k * net);
    // Callers arm these only while above stop-out, so the level lies beyond the current bid.
    if (net > 0) state.stopOutLadder(symbol).addStopOut('bid_at_or_below', Math.min(Math.floor(bid), quote.bid - 1), account);
    else state.stopOutLadder(symbol).addStopOut('bid_at_or_above', Math.max(Math.ceil(bid), quote.bid + 1), account);
    symbols.push(symbol);
  }
}

export function marginLevelPercent(equity: number, usedMargin: number): number | null {
  return usedMargin > 0 ? (equity / usedMargin) * 100 : null;
}

/** The open position of the account losing most at the latest quotes. */
export function largestLoser(state: EngineState, account: EngineAccount): number | undefined {
  let worstId: number | undefined;
  let worst = Infinity;
  for (const id of account.orderIds) {
    const order = state.orders.get(id);
    if (!order || order.status !== 'open' || order.openPts === null) continue;
    const quote = state.quotes.get(order.symbol);
    const sheet = state.symbols.get(order.symbol);
    if (!quote || !sheet) continue;
    const rate = usdRate(sheet.quoteCurrency, state) ?? 0;
    const close = closingPts(termsOf(state, account, order.symbol), order.side, quote.bid, quote.ask);
    const profit = positionProfitCents(order.side, order.openPts, close, order.volumeUnits, sheet, rate) + order.swapCents;
    if (profit < worst) {
      worst = profit;
      worstId = id;
    }
  }
  return worstId;
}

/** Raises a margin-call event once when the level falls to the margin-call level; re-arms above it. */
export function noteMarginCall(state: EngineState, account: EngineAccount, effects: Effect[], equity = equityCents(state, account)): void {
  const level = marginLevelPercent(equity, account.usedMarginCents);
  const inCall = level !== null && level <= groupOf(state, account).marginCallPercent;
  if (inCall && !account.marginCall) effects.push({ type: 'margin-call', accountId: account.accountId, marginLevel: round2(level) });
  account.marginCall = inCall;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
