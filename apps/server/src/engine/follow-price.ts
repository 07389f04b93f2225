import type { EngineState } from './engine-state.ts';
import { addStopEntries, bumpVersion, ladderEntryCount, snapshot } from './positions.ts';
import { addTrailingEntry, stopsAfterPrice } from './trailing-stop.ts';
import { stopLossCondition } from './price-ladder.ts';
import type { Effect, EngineOrder } from './types.ts';

/**
 * Moves an open position's SL for its trailing stop and break-even at this quote and re-arms its
 * ladder entries; one fired watch entry always re-arms, so none is lost. Returns whether the SL or
 * the break-even changed.
 */
export function followPrice(state: EngineState, order: EngineOrder, bid: number, ask: number, effects: Effect[] | null): boolean {
  const sheet = state.symbols.get(order.symbol)!;
  const next = stopsAfterPrice(order, bid, ask, sheet.pipPoints);
  bumpVersion(state, order, ladderEntryCount(order));
  if (next) {
    order.stopLossPts = next.stopLossPts;
    order.breakEvenPts = next.breakEvenPts;
    effects?.push({ type: 'order', event: 'modified', order: snapshot(order) });
  }
  addStopEntries(state, order);
  return next !== null;
}

/**
 * The trailing stop's watch entry fired: moves the SL if the price went far enough and re-arms the
 * watch entry. A plain trailing move only tightens the SL, so it files the new SL and leaves the
 * position's other entries (TP, staged TPs, break-even) as they are; the old SL entry is left behind
 * as stale (the new one always fires first: it lies nearer the price on the same side). A move that
 * also reaches the break-even re-arms everything through `followPrice`.
 */
export function followTrailingStop(state: EngineState, order: EngineOrder, bid: number, ask: number, effects: Effect[]): void {
  const sheet = state.symbols.get(order.symbol)!;
  const next = stopsAfterPrice(order, bid, ask, sheet.pipPoints);
  if (next !== null && next.breakEvenPts !== order.breakEvenPts) {
    followPrice(state, order, bid, ask, effects);
    return;
  }
  if (next !== null) {
    if (order.stopLossPts !== null) state.markStale(order.symbol, 1);
    order.stopLossPts = next.stopLossPts;
    state.orderLadder(order).add(stopLossCondition(order.side), next.stopLossPts!, 'stop_loss', order);
    effects.push({ type: 'order', event: 'modified', order: snapshot(order) });
  }
  addTrailingEntry(state, order, sheet);
}
