import { closedAccountRefusal } from './account-closing.ts';
import { freshQuote } from './fresh-quote.ts';
import { priceProblem } from './price-sanity.ts';
import type { EngineState } from './engine-state.ts';
import type { PlaceOrderCommand } from './commands.ts';
import { addPendingEntry, expectedFillPts, stopLimitPricesError } from './pending-entry.ts';
import { levelPricesProblem, readTakeProfitLevels } from './take-profit-levels.ts';
import { pendingPriceError, stopsError, toPoints, volumeUnits } from './order-rules.ts';
import { chargeOpeningCommission, openPosition, snapshot } from './positions.ts';
import { orderLeverage, tradeModeOf } from './conditions.ts';
import { groupQuotePts } from '@platform/shared/group-prices';
import { equityCents, freeMarginCents, placeStopOutEntries, noteMarginCall } from './account-risk.ts';
import { marginCents, usdRate } from './valuation.ts';
import {
  err,
  fieldError,
  type EngineOrder,
  type EngineResult,
  type EngineSymbol,
  type Effect,
  type TakeProfitLevel,
  type EngineError,
  type EngineAccount,
} from './types.ts';
import { applyRiskToolSettings, riskToolSettingsError } from './trailing-stop.ts';
import { followPrice } from './follow-price.ts';
import { linkOco, ocoLinkError } from './oco.ts';

/** The order's prices as the trader's fields name them, in the order they are checked. */
const PLACED_PRICES = [
  ['open_price', 'requestedPrice'],
  ['trigger_price', 'triggerPrice'],
  ['limit_price', 'limitPrice'],
  ['stop_loss_price', 'stopLossPrice'],
  ['take_profit_price', 'takeProfitPrice'],
] as const;

/** The first price of the order no trader could mean (see `priceProblem`); every order passes here, so nothing is allocated. */
function placedPricesProblem(state: EngineState, sheet: EngineSymbol, command: PlaceOrderCommand): EngineError | null {
  for (const [field, key] of PLACED_PRICES) {
    const price = command[key];
    if (price === null || price === undefined) continue;
    const problem = priceProblem(state, field, price, sheet);
    if (problem) return problem;
  }
  return null;
}

/** Validates and places one order: fills a market order, queues it while closed, or books a pending one. */
export function placeOrder(state: EngineState, command: PlaceOrderCommand): EngineResult<EngineOrder> {
  const sheet = state.symbols.get(command.symbol);
  if (!sheet) return err('UNKNOWN_SYMBOL', 404, `Unknown symbol ${command.symbol}.`);
  if (!sheet.enabled) return err('SYMBOL_DISABLED', 409, `${command.symbol} is not available for trading.`);
  const absurd = placedPricesProblem(state, sheet, command);
  if (absurd) return { ok: false, error: absurd };
  const closed = closedAccountRefusal(state, command.accountId);
  if (closed) return closed;
  const account = state.ensureAccount(command.accountId);
  // The account's conditions for the symbol, resolved once per group × symbol (sheet known here).
  const conditions = state.conditionsOf(account, sheet.symbol)!;
  const refusal = tradeModeRefusal(state, account, sheet.symbol);
  if (refusal) return refusal;
  if (state.dealerSwitches.isBlocked(sheet.symbol, command.side))
    return err('CLOSE_ONLY', 409, exposureLimitMessage(sheet.symbol, command.side));
  const volume = volumeUnits(command.volume, conditions.volumeSheet);
  if ('error' in volume) return { ok: false, error: volume.error };
  const pending = command.orderType !== 'market';
  if (pending && command.triggerPrice === null) return fieldError('trigger_price', 'Enter a trigger price for a pending order.');
  if (command.expiryAt !== null && command.expiryAt <= command.now) return fieldError('expiry', 'Expiry must be in the future.');
  const stopLimit = command.orderType === 'stop_limit';
  if (stopLimit && command.limitPrice == null) return fieldError('limit_price', 'Enter a limit price for a stop-limit order.');
  const absurdLevel = levelPricesProblem(state, sheet, command.takeProfitLevels);
  if (absurdLevel) return { ok: false, error: absurdLevel };
  if (pending && !command.marketOpen)
    return err('MARKET_CLOSED', 409, `The ${command.symbol} market is closed. Pending orders can be placed when it opens.`);

  const order: EngineOrder = {
    id: 0,
    accountId: command.accountId,
    userId: account.userId,
    symbol: sheet.symbol,
    side: command.side,
    orderType: command.orderType,
    status: 'pending',
    volumeUnits: volume.units,
    leverage: orderLeverage(account, conditions, command.leverage),
    openPts: null,
    requestedPts: command.requestedPrice === null ? null : toPoints(command.requestedPrice, sheet),
    triggerPts: pending ? toPoints(command.triggerPrice!, sheet) : null,
    expiryAt: pending ? command.expiryAt : null,
    stopLossPts: command.stopLossPrice === null ? null : toPoints(command.stopLossPrice, sheet),
    takeProfitPts: command.takeProfitPrice === null ? null : toPoints(command.takeProfitPrice, sheet),
    closePts: null,
    marginCents: 0,
    swapCents: 0,
    commissionCents: 0,
    profitCents: null,
    closeReason: null,
    queued: false,
    createdAt: command.receivedAt,
    openedAt: null,
    closedAt: null,
    fillLatencyMs: null,
    trailingStopPts: null,
    trailingActivationPts: null,
    takeProfitLevels: [],
    limitPts: stopLimit ? toPoints(command.limitPrice!, sheet) : null,
    stopReachedAt: null,
    breakEvenPts: null,
    breakEvenOffsetPts: 0,
    stopOut: null,
    ocoOrderId: null,
    positionId: null,
    digits: sheet.digits,
    version: 0,
  };
  const effects: Effect[] = [];
  if (command.trailingStopPips != null) {
    const trailing = { trailingStopPips: command.trailingStopPips };
    const now = state.quotes.get(sheet.symbol);
    const reference = order.triggerPts ?? (now ? (order.side === 'buy' ? now.bid : now.ask) : Number.MAX_SAFE_INTEGER);
    const toolError = riskToolSettingsError(trailing, sheet, reference);
    if (toolError) return fieldError(toolError.field, toolError.message);
    applyRiskToolSettings(order, trailing, sheet);
  }

  if (command.ocoOrderId != null) {
    if (!pending) return fieldError('oco_order_id', 'Only a pending order can be linked (OCO).');
    const linkError = ocoLinkError(state, command.accountId, command.ocoOrderId);
    if (linkError) return { ok: false, error: linkError };
  }

  if (!pending && !command.marketOpen) {
    if (command.takeProfitLevels?.length)
      return fieldError('take_profit_levels', 'Staged take-profits can be set once the market is open.');
    order.queued = true;
    commit(state, order);
    state.queued.set(order.symbol, [...(state.queued.get(order.symbol) ?? []), order.id]);
    effects.push(
      { type: 'order', event: 'placed', order: snapshot(order), created: true },
      { type: 'account', accountId: order.accountId },
    );
    return { ok: true, value: snapshot(order), effects };
  }

  const fresh = freshQuote(state, sheet.symbol, command.now);
  if ('error' in fresh) return { ok: false, error: fresh.error };
  const { quote } = fresh;
  // The trader's prices (the group's), which their pending prices, SL and TP are judged against.
  const seen = groupQuotePts(conditions.terms, quote.bid, quote.ask);

  if (pending) {
    const priceError = stopLimit
      ? stopLimitPricesError(order, order.triggerPts!, order.limitPts, seen.bid, seen.ask, sheet.digits)
      : pendingPriceError(order.side, command.orderType as 'limit' | 'stop', order.triggerPts!, seen.bid, seen.ask, sheet.digits);
    if (priceError) return { ok: false, error: priceError };
    const fillPts = expectedFillPts(order);
    const stops = stopsError(order.side, order.stopLossPts, order.takeProfitPts, fillPts, sheet);
    if (stops) return { ok: false, error: stops };
    const levels = takeProfitLevelsOf(command, order, sheet, fillPts);
    if ('error' in levels) return { ok: false, error: levels.error };
    order.takeProfitLevels = levels.levels;
    const rate = usdRate(sheet.quoteCurrency, state);
    if (rate === undefined) return err('STALE_PRICE', 409, `No conversion rate for ${sheet.quoteCurrency} yet. Please try again.`);
    const required = marginCents(order.volumeUnits, fillPts, sheet, rate, order.leverage);
    const free = freeMarginCents(state, account);
    if (required > free)
      return err('INSUFFICIENT_MARGIN', 422, 'Insufficient Margin make Deposit First', {
        required: required / 100,
        free: Math.max(0, free) / 100,
      });
    commit(state, order);
    if (command.ocoOrderId != null) {
      linkOco(state, order, command.ocoOrderId);
      effects.push({ type: 'order', event: 'modified', order: snapshot(state.orders.get(command.ocoOrderId)!) });
    }
    addPendingEntry(state, order);
    effects.push(
      { type: 'order', event: 'placed', order: snapshot(order), created: true },
      { type: 'account', accountId: order.accountId },
    );
    return { ok: true, value: snapshot(order), effects };
  }

  const fillPts = order.side === 'buy' ? quote.ask : quote.bid;
  const closePts = order.side === 'buy' ? quote.bid : quote.ask;
  const seenClosePts = order.side === 'buy' ? seen.bid : seen.ask;
  const stops = stopsError(order.side, order.stopLossPts, order.takeProfitPts, seenClosePts, sheet);
  if (stops) return { ok: false, error: stops };
  const levels = takeProfitLevelsOf(command, order, sheet, seenClosePts);
  if ('error' in levels) return { ok: false, error: levels.error };
  order.takeProfitLevels = levels.levels;
  order.id = state.nextOrderId;
  const refused = openPosition(state, order, fillPts, closePts, command.now);
  if (refused) return { ok: false, error: refused };
  state.nextOrderId += 1;
  state.orders.set(order.id, order);
  account.orderIds.add(order.id);
  // A trailing stop from the ticket places its SL at once, at its distance from the price.
  if (order.trailingStopPts !== null) followPrice(state, order, seen.bid, seen.ask, null);
  const equity = equityCents(state, account);
  noteMarginCall(state, account, effects, equity);
  placeStopOutEntries(state, account, equity);
  effects.push({ type: 'order', event: 'filled', order: snapshot(order), created: true }, { type: 'account', accountId: order.accountId });
  chargeOpeningCommission(order, effects);
  return { ok: true, value: snapshot(order), effects };
}

/** Close-only refuses new exposure (closes, reductions and SL/TP edits go on); disabled refuses every new order. */
function tradeModeRefusal(state: EngineState, account: EngineAccount, symbol: string): { ok: false; error: EngineError } | null {
  const mode = tradeModeOf(state, account, symbol);
  if (mode === 'close_only')
    return err('CLOSE_ONLY', 409, `${symbol} is close-only for your account: you can close or reduce positions, not open new ones.`);
  if (mode === 'disabled') return err('SYMBOL_DISABLED', 409, `Trading ${symbol} is disabled for your account.`);
  return null;
}

/** The broker's exposure limit in the symbol is reached in this direction: closes go on, new exposure waits. */
export function exposureLimitMessage(symbol: string, side: 'buy' | 'sell'): string {
  return `${symbol} is close-only for new ${side === 'buy' ? 'buy' : 'sell'} positions for now: you can close or reduce positions.`;
}

function commit(state: EngineState, order: EngineOrder): void {
  order.id = state.nextOrderId++;
  state.orders.set(order.id, order);
  const account = state.ensureAccount(order.accountId);
  account.orderIds.add(order.id);
}

/** The command's staged take-profits checked against the price the position opens (or will open) at. */
function takeProfitLevelsOf(
  command: PlaceOrderCommand,
  order: EngineOrder,
  sheet: EngineSymbol,
  referencePts: number,
): { levels: TakeProfitLevel[] } | { error: EngineError } {
  if (!command.takeProfitLevels?.length) return { levels: [] };
  return readTakeProfitLevels(command.takeProfitLevels, order, sheet, referencePts);
}
