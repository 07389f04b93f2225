import type { EngineState } from './engine-state.ts';
import { addStopEntries, bumpVersion, ladderEntryCount, snapshot } from './positions.ts';
import { stopsAfterPrice } from './trailing-stop.ts';
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
    state.ensureAccount(order.userId).mutations += 1;
    effects?.push({ type: 'order', event: 'modified', order: snapshot(order) });
  }
  addStopEntries(state, order);
  return next !== null;
}
