import { closingPts, seenQuotePts, termsOf } from './conditions.ts';
import { swapCents } from './swap-charge.ts';
import { usdRate } from './valuation.ts';
import { stopsMessages } from '@platform/shared/orders';
import type { EngineState } from './engine-state.ts';
import type { CloseOrderCommand, ModifyStopsCommand, ModifyTriggerCommand, OrderRefCommand } from './commands.ts';
import { pendingPriceError, stopsError, toPoints, volumeUnits } from './order-rules.ts';
import { addPendingEntry, expectedFillPts, stopLimitPricesError } from './pending-entry.ts';
import { levelPricesProblem, readTakeProfitLevels, takeProfitLevelsError } from './take-profit-levels.ts';
import { addStopEntries, bumpVersion, closePosition, enforceRisk, ladderEntryCount, removePending, snapshot } from './positions.ts';
import { applyRiskToolSettings, riskToolSettingsError } from './trailing-stop.ts';
import { followPrice } from './follow-price.ts';
import { err, fieldError, type EngineOrder, type EngineResult, type Effect } from './types.ts';
import { freshQuote } from './fresh-quote.ts';
import { pricesProblem } from './price-sanity.ts';

function ownOrder(state: EngineState, command: OrderRefCommand): EngineOrder | undefined {
  const order = state.orders.get(command.orderId);
  return order && order.accountId === command.accountId ? order : undefined;
}

const notFound = () => err('ORDER_NOT_FOUND', 404, 'Order not found.');

/** The quote an edit is checked against: fresh while the market is open, the last one while it is closed. */
function quoteToCheck(state: EngineState, symbol: string, command: OrderRefCommand & { marketOpen?: boolean }) {
  if (command.marketOpen === false) {
    const quote = state.quotes.get(symbol);
    return quote
      ? { quote }
      : { error: err('STALE_PRICE', 409, `No current price for ${symbol} yet. Please try again in a moment.`).error };
  }
  return freshQuote(state, symbol, command.now);
}

/** Closes all or part of an open position at the server's own price (bid for a buy, ask for a sell). */
export function closeOrder(state: EngineState, command: CloseOrderCommand): EngineResult<EngineOrder> {
  const order = ownOrder(state, command);
  if (!order) return notFound();
  if (order.status !== 'open') return err('ORDER_NOT_OPEN', 409, 'This order is not open. Cancel a pending order instead.');
  const sheet = state.symbols.get(order.symbol)!;
  if (!command.marketOpen) return err('MARKET_CLOSED', 409, `The ${order.symbol} market is closed. Please try again when it opens.`);
  const fresh = freshQuote(state, order.symbol, command.now);
  if ('error' in fresh) return { ok: false, error: fresh.error };
  const { quote } = fresh;
  let units = order.volumeUnits;
  if (command.volume !== null && Math.round(command.volume * 10_000) < order.volumeUnits) {
    const parsed = volumeUnits(command.volume, sheet);
    if ('error' in parsed) return { ok: false, error: parsed.error };
    units = parsed.units;
  }
  const effects: Effect[] = [];
  const closed = closePosition(state, order, order.side === 'buy' ? quote.bid : quote.ask, units, 'manual', command.now, effects);
  enforceRisk(state, state.accounts.get(order.accountId)!, command.now, effects);
  return { ok: true, value: snapshot(closed), effects };
}

export function cancelOrder(state: EngineState, command: OrderRefCommand): EngineResult<EngineOrder> {
  const order = ownOrder(state, command);
  if (!order) return notFound();
  if (order.status !== 'pending') return err('ORDER_NOT_OPEN', 409, 'Only a pending order can be cancelled. Close an open trade instead.');
  const effects: Effect[] = [];
  const cancelled = removePending(state, order, 'cancelled', command.now, effects);
  return { ok: true, value: snapshot(cancelled), effects };
}

/** Sets or removes SL/TP with the spec's rules: at least 1 pip on the right side of the current price. */
export function modifyStops(state: EngineState, command: ModifyStopsCommand): EngineResult<EngineOrder> {
  const order = ownOrder(state, command);
  if (!order) return notFound();
  const sheet = state.symbols.get(order.symbol)!;
  const { stopLossPrice: stopLoss, takeProfitPrice: takeProfit } = command;
  if (stopLoss !== null && !(Number.isFinite(stopLoss) && stopLoss > 0))
    return fieldError('stop_loss_price', stopsMessages.invalidStopLoss);
  if (takeProfit !== null && !(Number.isFinite(takeProfit) && takeProfit > 0))
    return fieldError('take_profit_price', stopsMessages.invalidTakeProfit);
  const absurd = pricesProblem(state, sheet, { stop_loss_price: stopLoss, take_profit_price: takeProfit });
  if (absurd) return { ok: false, error: absurd };
  const stopLossPts = stopLoss === null ? null : toPoints(stopLoss, sheet);
  const takeProfitPts = takeProfit === null ? null : toPoints(takeProfit, sheet);
  const absurdLevel = levelPricesProblem(state, sheet, command.takeProfitLevels);
  if (absurdLevel) return { ok: false, error: absurdLevel };
  let reference: number;
  if (order.status === 'pending' && order.triggerPts !== null) reference = expectedFillPts(order);
  else {
    const quote = quoteToCheck(state, order.symbol, command);
    if ('error' in quote) return { ok: false, error: quote.error };
    const seen = seenQuotePts(state, order, quote.quote);
    if (order.status === 'open') reference = order.side === 'buy' ? seen.bid : seen.ask;
    else reference = order.side === 'buy' ? seen.ask : seen.bid;
  }
  const broken = stopsError(order.side, stopLossPts, takeProfitPts, reference, sheet);
  if (broken) return { ok: false, error: broken };
  const toolError = riskToolSettingsError(command, sheet, reference);
  if (toolError) return fieldError(toolError.field, toolError.message);
  const levels =
    command.takeProfitLevels === undefined ? null : readTakeProfitLevels(command.takeProfitLevels ?? [], order, sheet, reference);
  if (levels && 'error' in levels) return { ok: false, error: levels.error };

  if (order.status === 'open') bumpVersion(state, order, ladderEntryCount(order));
  order.stopLossPts = stopLossPts;
  order.takeProfitPts = takeProfitPts;
  if (levels) order.takeProfitLevels = levels.levels;
  applyRiskToolSettings(order, command, sheet);
  if (order.status === 'open') {
    addStopEntries(state, order);
    const seen = seenQuotePts(state, order, state.quotes.get(order.symbol)!);
    // A trailing stop or break-even already in reach moves the SL now, not on the next tick.
    followPrice(state, order, seen.bid, seen.ask, null);
  }
  return { ok: true, value: snapshot(order), effects: [{ type: 'order', event: 'modified', order: snapshot(order) }] };
}

/**
 * Changes a pending order: its trigger price (a stop-limit's stop, until reached), a stop-limit's
 * limit price, its expiry. Each price must stay on its side of the market; SL/TP and staged TPs stay
 * valid against the new expected fill.
 */
export function modifyTrigger(state: EngineState, command: ModifyTriggerCommand): EngineResult<EngineOrder> {
  const order = ownOrder(state, command);
  if (!order) return notFound();
  if (order.status !== 'pending' || order.orderType === 'market' || order.queued)
    return err('ORDER_NOT_OPEN', 409, 'Only a pending limit, stop or stop-limit order can be changed.');
  const sheet = state.symbols.get(order.symbol)!;
  const { triggerPrice, limitPrice, expiryAt } = command;
  if (limitPrice !== undefined && order.orderType !== 'stop_limit')
    return fieldError('limit_price', 'Only a stop-limit order has a limit price.');
  if (triggerPrice !== undefined && order.stopReachedAt !== null)
    return fieldError('trigger_price', 'The stop was already reached: change the limit price instead.');
  if (expiryAt !== undefined && expiryAt !== null && expiryAt <= command.now) return fieldError('expiry', 'Expiry must be in the future.');
  const checked = quoteToCheck(state, order.symbol, command);
  if ('error' in checked) return { ok: false, error: checked.error };
  const quote = seenQuotePts(state, order, checked.quote);
  const absurd = pricesProblem(state, sheet, { trigger_price: triggerPrice ?? null, limit_price: limitPrice ?? null });
  if (absurd) return { ok: false, error: absurd };
  const next: EngineOrder = {
    ...order,
    triggerPts: triggerPrice === undefined ? order.triggerPts : toPoints(triggerPrice, sheet),
    limitPts: limitPrice === undefined ? order.limitPts : toPoints(limitPrice, sheet),
    expiryAt: expiryAt === undefined ? order.expiryAt : expiryAt,
  };
  const priceError =
    order.orderType === 'stop_limit'
      ? order.stopReachedAt === null
        ? stopLimitPricesError(next, next.triggerPts!, next.limitPts, quote.bid, quote.ask, sheet.digits)
        : pendingPriceError(next.side, 'limit', next.limitPts!, quote.bid, quote.ask, sheet.digits)
      : pendingPriceError(next.side, order.orderType, next.triggerPts!, quote.bid, quote.ask, sheet.digits);
  if (priceError) return { ok: false, error: priceError };
  const fillPts = expectedFillPts(next);
  const stops = stopsError(order.side, order.stopLossPts, order.takeProfitPts, fillPts, sheet);
  if (stops) return { ok: false, error: stops };
  const levelsBroken = takeProfitLevelsError(order, sheet, fillPts);
  if (levelsBroken) return { ok: false, error: levelsBroken };
  bumpVersion(state, order, 1);
  order.triggerPts = next.triggerPts;
  order.limitPts = next.limitPts;
  order.expiryAt = next.expiryAt;
  addPendingEntry(state, order);
  return { ok: true, value: snapshot(order), effects: [{ type: 'order', event: 'modified', order: snapshot(order) }] };
}

/** Cancels every pending order whose expiry has passed. */
export function expireOrders(state: EngineState, now: number): Effect[] {
  const effects: Effect[] = [];
  for (let top = state.expiries.peek(); top !== undefined && top.at <= now; top = state.expiries.peek()) {
    state.expiries.pop();
    const order = state.orders.get(top.id);
    if (order && order.status === 'pending' && order.version === top.version) removePending(state, order, 'expired', now, effects);
  }
  return effects;
}

/**
 * The daily swap at the rollover `now`: each open position is charged its symbol's swap (its group's
 * terms, else the sheet; in the swap's mode, swap-charge.ts) times the days the broker's calendar
 * gives that rollover (`swapDays`: 0 on a holiday or a weekend of a weekday-only symbol, 3 on its
 * triple day, else 1; asked once per symbol).
 */
export function applyRollover(state: EngineState, now: number, swapDays: (symbol: string) => number): Effect[] {
  const daysBySymbol = new Map<string, number>();
  const effects: Effect[] = [];
  const touched = new Set<number>();
  for (const order of state.orders.values()) {
    if (order.status !== 'open') continue;
    const sheet = state.symbols.get(order.symbol);
    if (!sheet) continue;
    let days = daysBySymbol.get(order.symbol);
    if (days === undefined) daysBySymbol.set(order.symbol, (days = swapDays(order.symbol)));
    if (days === 0) continue;
    const groupTerms = termsOf(state, state.ensureAccount(order.accountId), order.symbol);
    const terms = groupTerms ?? sheet;
    let swap: number;
    if (terms.swapRate) {
      // Points and percent swaps are valued like P/L: the symbol's USD rate, the position's closing price at its group's prices.
      const quote = state.quotes.get(order.symbol);
      const closePts = quote ? closingPts(groupTerms, order.side, quote.bid, quote.ask) : undefined;
      swap = swapCents(order, terms, days, sheet, usdRate(sheet.quoteCurrency, state), closePts);
    } else swap = swapCents(order, terms, days, sheet, undefined, undefined);
    if (swap === 0) continue;
    order.swapCents += swap;
    const account = state.ensureAccount(order.accountId);
    account.openSwapCents += swap;
    touched.add(order.accountId);
    effects.push({ type: 'order', event: 'persist', order: snapshot(order) });
  }
  for (const accountId of touched) {
    enforceRisk(state, state.accounts.get(accountId)!, now, effects);
    effects.push({ type: 'account', accountId });
  }
  return effects;
}
