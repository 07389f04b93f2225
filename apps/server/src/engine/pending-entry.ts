import type { EngineState } from './engine-state.ts';
import { entryCondition } from './price-ladder.ts';
import { fromPoints, formatPoints, pendingPriceError } from './order-rules.ts';
import { addStopEntries, bumpVersion, ladderEntryCount, snapshot } from './positions.ts';
import type { Effect, EngineAccount, EngineError, EngineOrder } from './types.ts';

/**
 * The price and condition a pending order waits on: a limit or stop at its trigger; a stop-limit at
 * its stop until that is reached, then as a limit at its limit price.
 */
export function waitingEntry(order: EngineOrder): { kind: 'limit' | 'stop'; pts: number } | null {
  if (order.orderType === 'market' || order.triggerPts === null) return null;
  if (order.orderType === 'stop_limit') {
    return order.stopReachedAt === null ? { kind: 'stop', pts: order.triggerPts } : { kind: 'limit', pts: order.limitPts! };
  }
  return { kind: order.orderType, pts: order.triggerPts };
}

/** Puts a pending order's entry (and its expiry) into the book under the order's current version. */
export function addPendingEntry(state: EngineState, order: EngineOrder): void {
  const entry = waitingEntry(order);
  if (!entry) return;
  state.orderLadder(order).add(entryCondition(order.side, entry.kind), entry.pts, 'entry', order);
  if (order.expiryAt !== null) state.expiries.push({ at: order.expiryAt, id: order.id, version: order.version });
}

/** The price a pending order is expected to fill at: its limit for a stop-limit, else its trigger. */
export function expectedFillPts(order: EngineOrder): number {
  return order.orderType === 'stop_limit' ? order.limitPts! : order.triggerPts!;
}

/**
 * A stop-limit's prices against the market: the stop on the stop side (a buy's above the ask, a
 * sell's below the bid), and the limit no worse than the stop (a buy's at or below it, a sell's at
 * or above it), so that once the stop is reached the order waits as a limit.
 */
export function stopLimitPricesError(
  order: Pick<EngineOrder, 'side'>,
  stopPts: number,
  limitPts: number | null,
  bid: number,
  ask: number,
  digits: number,
): EngineError | null {
  if (limitPts === null) return limitError('Enter a limit price for a stop-limit order.');
  const stopName = `${order.side === 'buy' ? 'Buy' : 'Sell'} Stop Limit stop price`;
  const stopError = pendingPriceError(order.side, 'stop', stopPts, bid, ask, digits, stopName);
  if (stopError) return stopError;
  const buy = order.side === 'buy';
  if (buy ? limitPts > stopPts : limitPts < stopPts)
    return limitError(
      `${buy ? 'Buy' : 'Sell'} Stop Limit limit price must be at or ${buy ? 'below' : 'above'} its stop price (${formatPoints(stopPts, digits)}).`,
      { limit_price: fromPoints(limitPts, digits), stop_price: fromPoints(stopPts, digits) },
    );
  return null;
}

const limitError = (message: string, details?: Record<string, unknown>): EngineError => ({
  code: 'INVALID_PENDING_PRICE',
  status: 422,
  message,
  errors: { limit_price: [message] },
  ...(details ? { details } : {}),
});

/** A stop-limit's stop was reached: from now on it waits as a limit at its limit price. */
export function reachStop(state: EngineState, order: EngineOrder, now: number, effects: Effect[]): void {
  order.version += 1;
  order.stopReachedAt = now;
  addPendingEntry(state, order);
  effects.push({ type: 'order', event: 'modified', order: snapshot(order) });
}

/**
 * Files the account's live orders again, each into the ladder its group's prices now call for (the
 * old entries go stale under the bumped version): after a move or a group's markup changed.
 */
export function refileOrders(state: EngineState, account: EngineAccount): void {
  for (const id of account.orderIds) {
    const order = state.orders.get(id);
    if (!order) continue;
    if (order.status === 'pending' && waitingEntry(order) !== null) {
      bumpVersion(state, order, 1);
      addPendingEntry(state, order);
    } else if (order.status === 'open') {
      bumpVersion(state, order, ladderEntryCount(order));
      addStopEntries(state, order);
    }
  }
}
