import type { CloseReason } from '@platform/shared/orders';
import type { EngineState } from './engine-state.ts';
import { stopLossCondition, takeProfitCondition } from './price-ladder.ts';
import type { EngineAccount, EngineError, EngineOrder, Effect } from './types.ts';
import { emptyExposure, marginCents, positionProfitCents, usdRate } from './valuation.ts';
import { equityCents, freeMarginCents, largestLoser, noteMarginCall, placeStopOutEntries } from './account-risk.ts';
import { addRiskToolEntries, riskToolEntryCount } from './trailing-stop.ts';
import { takeOcoPartner } from './oco.ts';
import { addTakeProfitLevelEntries } from './take-profit-levels.ts';
import { closingPts, commissionCents, groupOf, openingPts, termsOf } from './conditions.ts';

export function snapshot(order: EngineOrder): EngineOrder {
  return { ...order };
}

/** Puts a position's SL, TP and staged TPs (and its trailing and break-even watch points) into its symbol's ladder under the order's current version. */
export function addStopEntries(state: EngineState, order: EngineOrder): void {
  const ladder = state.orderLadder(order);
  if (order.stopLossPts !== null) ladder.add(stopLossCondition(order.side), order.stopLossPts, 'stop_loss', order);
  if (order.takeProfitPts !== null) ladder.add(takeProfitCondition(order.side), order.takeProfitPts, 'take_profit', order);
  addRiskToolEntries(state, order, state.symbols.get(order.symbol)!);
  addTakeProfitLevelEntries(state, order);
}

/** Ladder entries an open position holds under its current version. */
export function ladderEntryCount(order: EngineOrder): number {
  return (
    (order.stopLossPts !== null ? 1 : 0) +
    (order.takeProfitPts !== null ? 1 : 0) +
    riskToolEntryCount(order) +
    order.takeProfitLevels.length
  );
}

/** Invalidates the order's ladder entries (they are dropped lazily). */
export function bumpVersion(state: EngineState, order: EngineOrder, entries: number): void {
  order.version += 1;
  if (entries > 0) state.markStale(order.symbol, entries);
}

/**
 * Opens `order` at `pricePts` if the account's free margin covers it; otherwise leaves it untouched
 * and returns the margin error.
 */
export function openPosition(
  state: EngineState,
  order: EngineOrder,
  marketPts: number,
  marketClosePts: number,
  now: number,
): EngineError | null {
  const account = state.ensureAccount(order.accountId);
  const sheet = state.symbols.get(order.symbol)!;
  const rate = usdRate(sheet.quoteCurrency, state);
  if (rate === undefined)
    return { code: 'STALE_PRICE', status: 409, message: `No conversion rate to USD for ${sheet.quoteCurrency} yet. Please try again.` };
  // The account trades at its group's prices: the symbol's bid and ask widened by the group's markup.
  const terms = termsOf(state, account, order.symbol);
  const bid = order.side === 'buy' ? marketClosePts : marketPts;
  const ask = order.side === 'buy' ? marketPts : marketClosePts;
  const pricePts = openingPts(terms, order.side, bid, ask);
  const closePts = closingPts(terms, order.side, bid, ask);
  const margin = marginCents(order.volumeUnits, pricePts, sheet, rate, order.leverage);
  // The spread is lost the moment the position opens: equity must still cover all margin after it.
  const spreadCost = -Math.min(0, positionProfitCents(order.side, pricePts, closePts, order.volumeUnits, sheet, rate));
  const commission = commissionCents(terms, order.volumeUnits, pricePts, sheet, rate);
  const free = freeMarginCents(state, account);
  if (margin + spreadCost + commission > free) {
    return {
      code: 'INSUFFICIENT_MARGIN',
      status: 422,
      message: 'Insufficient Margin make Deposit First',
      details: { required: (margin + spreadCost + commission) / 100, free: Math.max(0, free) / 100 },
    };
  }
  order.status = 'open';
  order.openPts = pricePts;
  order.openedAt = now;
  order.marginCents = margin;
  order.queued = false;
  order.fillLatencyMs = Math.max(0, now - order.createdAt);
  account.usedMarginCents += margin;
  if (commission !== 0) {
    // Charged on open, booked once the order has its id (see chargeOpeningCommission).
    order.commissionCents = commission;
    account.balanceCents -= commission;
  }
  addExposure(state, account, order, 1);
  addStopEntries(state, order);
  return null;
}

/** The ledger entry of the commission `openPosition` charged, once the order has its id. */
export function chargeOpeningCommission(order: EngineOrder, effects: Effect[]): void {
  if (order.commissionCents !== 0)
    effects.push({
      type: 'ledger',
      accountId: order.accountId,
      kind: 'commission',
      amountCents: -order.commissionCents,
      orderId: order.id,
    });
}

function addExposure(state: EngineState, account: EngineAccount, order: EngineOrder, sign: 1 | -1, units = order.volumeUnits) {
  const accountsBefore = account.exposures.size;
  let exposure = account.exposures.get(order.symbol);
  const wasNew = !exposure;
  if (!exposure) {
    exposure = emptyExposure();
    account.exposures.set(order.symbol, exposure);
  }
  const weighted = units * order.openPts!;
  if (order.side === 'buy') {
    exposure.buyUnits += sign * units;
    exposure.buyPtsUnits += sign * weighted;
  } else {
    exposure.sellUnits += sign * units;
    exposure.sellPtsUnits += sign * weighted;
  }
  const positionDelta = units === order.volumeUnits ? sign : 0;
  exposure.positions += positionDelta;
  let exposed = state.exposed.get(order.symbol);
  if (!exposed) state.exposed.set(order.symbol, (exposed = new Set()));
  if (exposure.positions <= 0) {
    account.exposures.delete(order.symbol);
    exposed.delete(account.accountId);
  } else exposed.add(account.accountId);
  const symbolAccountDelta = wasNew ? 1 : exposure.positions <= 0 ? -1 : 0;
  const groupAccountDelta =
    accountsBefore === 0 && account.exposures.size > 0 ? 1 : accountsBefore > 0 && account.exposures.size === 0 ? -1 : 0;
  state.riskBook.move(account, order, sign, units, positionDelta, symbolAccountDelta, groupAccountDelta);
}

/**
 * Closes `units` of an open position at `closePts` (all of it when units ≥ its volume): realises
 * P/L and swap through ledger effects, releases margin. A partial close books the closed part as a
 * new closed order (a fresh id) and keeps the rest open. Returns the closed record.
 */
export function closePosition(
  state: EngineState,
  order: EngineOrder,
  closePts: number,
  units: number,
  reason: CloseReason,
  now: number,
  effects: Effect[],
): EngineOrder {
  const account = state.ensureAccount(order.accountId);
  const sheet = state.symbols.get(order.symbol)!;
  const rate = usdRate(sheet.quoteCurrency, state) ?? 0;
  const full = units >= order.volumeUnits;
  const share = full ? 1 : units / order.volumeUnits;
  const margin = full ? order.marginCents : Math.round(order.marginCents * share);
  const swap = full ? order.swapCents : Math.round(order.swapCents * share);
  const openingCommission = full ? order.commissionCents : Math.round(order.commissionCents * share);
  const terms = termsOf(state, account, order.symbol);
  if (terms) {
    // Callers pass the symbol's bid or ask; the account closes at its group's.
    const quote = state.quotes.get(order.symbol);
    const bid = order.side === 'buy' ? closePts : closePts - (quote ? quote.ask - quote.bid : 0);
    const ask = order.side === 'buy' ? closePts + (quote ? quote.ask - quote.bid : 0) : closePts;
    closePts = closingPts(terms, order.side, bid, ask);
  }
  const closingCommission = commissionCents(terms, full ? order.volumeUnits : units, closePts, sheet, rate);
  const profit = positionProfitCents(order.side, order.openPts!, closePts, full ? order.volumeUnits : units, sheet, rate);

  let closed: EngineOrder;
  if (full) {
    addExposure(state, account, order, -1);
    closed = order;
    bumpVersion(state, order, ladderEntryCount(order));
    state.orders.delete(order.id);
    account.orderIds.delete(order.id);
  } else {
    addExposure(state, account, order, -1, units);
    order.volumeUnits -= units;
    order.marginCents -= margin;
    order.swapCents -= swap;
    order.commissionCents -= openingCommission;
    closed = {
      ...order,
      id: state.nextOrderId++,
      positionId: order.id,
      volumeUnits: units,
      marginCents: margin,
      swapCents: swap,
      takeProfitLevels: [],
    };
    effects.push({ type: 'order', event: 'modified', order: snapshot(order) });
  }
  closed.status = 'closed';
  closed.closePts = closePts;
  closed.closedAt = now;
  closed.closeReason = reason;
  closed.profitCents = profit;
  closed.commissionCents = openingCommission + closingCommission;

  state.riskBook.addRealised(account, order.symbol, now, profit);
  account.usedMarginCents -= margin;
  account.openSwapCents -= swap;
  account.balanceCents += profit + swap - closingCommission;
  if (profit !== 0)
    effects.push({ type: 'ledger', accountId: account.accountId, kind: 'realised_pnl', amountCents: profit, orderId: closed.id });
  if (swap !== 0) effects.push({ type: 'ledger', accountId: account.accountId, kind: 'swap', amountCents: swap, orderId: closed.id });
  if (closingCommission !== 0)
    effects.push({ type: 'ledger', accountId: account.accountId, kind: 'commission', amountCents: -closingCommission, orderId: closed.id });
  // The closed record is out of the engine's hands (a full close removed the order, a partial close's
  // record is new), so the effect takes it without a copy.
  effects.push(full ? { type: 'order', event: 'closed', order: closed } : { type: 'order', event: 'closed', order: closed, created: true });
  writeOffNegativeBalance(account, closed.id, effects);
  effects.push({ type: 'account', accountId: account.accountId });
  return closed;
}

/**
 * Negative balance protection: once the account holds no open position (its own positions can no
 * longer cover the loss), equity below zero is written off, by exactly the amount it is below zero.
 * With no position open, equity is balance + credit.
 */
function writeOffNegativeBalance(account: EngineAccount, orderId: number, effects: Effect[]): void {
  if (account.exposures.size > 0) return;
  const equity = account.balanceCents + account.creditCents;
  if (equity >= 0) return;
  account.balanceCents -= equity;
  effects.push({ type: 'ledger', accountId: account.accountId, kind: 'write_off', amountCents: -equity, orderId });
}

/** Closes the worst position while the margin level is at or below stop-out, then re-arms the ladders. */
export function enforceRisk(state: EngineState, account: EngineAccount, now: number, effects: Effect[]): void {
  const stopOut = groupOf(state, account).stopOutPercent;
  // Valued once per round: the account changes only by the close inside the loop.
  let equity = equityCents(state, account);
  while (account.usedMarginCents > 0 && equity * 100 <= stopOut * account.usedMarginCents) {
    const id = largestLoser(state, account);
    const order = id === undefined ? undefined : state.orders.get(id);
    const quote = order ? state.quotes.get(order.symbol) : undefined;
    if (!order || !quote) break;
    const before = { equity, usedMargin: account.usedMarginCents, effects: effects.length };
    const closed = closePosition(state, order, order.side === 'buy' ? quote.bid : quote.ask, order.volumeUnits, 'stop_out', now, effects);
    equity = equityCents(state, account);
    explainStopOut(effects, before, closed.id, { equity, usedMargin: account.usedMarginCents });
  }
  noteMarginCall(state, account, effects, equity);
  placeStopOutEntries(state, account, equity);
}

/** Writes the account's figures before and after onto the stop-out's 'closed' record (the history row explains itself). */
function explainStopOut(
  effects: Effect[],
  before: { equity: number; usedMargin: number; effects: number },
  orderId: number,
  after: { equity: number; usedMargin: number },
): void {
  for (let at = before.effects; at < effects.length; at++) {
    const effect = effects[at]!;
    if (effect.type !== 'order' || effect.event !== 'closed' || effect.order.id !== orderId) continue;
    effect.order.stopOut = {
      marginLevel: before.usedMargin > 0 ? Math.round((before.equity / before.usedMargin) * 10_000) / 100 : 0,
      equityBeforeCents: before.equity,
      usedMarginBeforeCents: before.usedMargin,
      equityAfterCents: after.equity,
      usedMarginAfterCents: after.usedMargin,
    };
  }
}

/** A pending order leaves the book without a fill (cancelled by the trader, expired, or unfillable). */
export function removePending(
  state: EngineState,
  order: EngineOrder,
  reason: 'cancelled' | 'expired',
  now: number,
  effects: Effect[],
): EngineOrder {
  const account = state.ensureAccount(order.accountId);
  bumpVersion(state, order, order.queued ? 0 : 1);
  if (order.queued) {
    const queue = state.queued.get(order.symbol);
    if (queue)
      state.queued.set(
        order.symbol,
        queue.filter((id) => id !== order.id),
      );
  }
  order.status = 'cancelled';
  order.closeReason = reason;
  order.closedAt = now;
  state.orders.delete(order.id);
  account.orderIds.delete(order.id);
  const partner = takeOcoPartner(state, order);
  // The order has left the engine: the effect takes it without a copy.
  effects.push({ type: 'order', event: reason === 'expired' ? 'expired' : 'cancelled', order });
  effects.push({ type: 'account', accountId: account.accountId });
  // One cancels the other: the linked pending order leaves the book with it.
  if (partner) removePending(state, partner, 'cancelled', now, effects);
  return order;
}

/** Re-attaches a stored open position's margin and exposure (no checks: it was accepted before). */
export function openPositionFromStore(state: EngineState, order: EngineOrder): void {
  const account = state.ensureAccount(order.accountId);
  account.usedMarginCents += order.marginCents;
  account.openSwapCents += order.swapCents;
  addExposure(state, account, order, 1);
}
