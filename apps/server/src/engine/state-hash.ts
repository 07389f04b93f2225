import { createHash } from 'node:crypto';
import type { EngineState } from './engine-state.ts';
import type { EngineOrder } from './types.ts';

/** The fields of a live order that storage keeps; the rest (ladder versions) is rebuilt on load. */
const orderFacts = (o: EngineOrder) => [
  o.id,
  o.accountId,
  o.symbol,
  o.side,
  o.orderType,
  o.status,
  o.volumeUnits,
  o.leverage,
  o.openPts,
  o.triggerPts,
  o.expiryAt,
  o.stopLossPts,
  o.takeProfitPts,
  o.trailingStopPts,
  o.trailingActivationPts,
  o.breakEvenPts,
  o.breakEvenOffsetPts,
  o.ocoOrderId,
  o.takeProfitLevels.map((level) => [level.pts, level.units]),
  o.limitPts,
  o.stopReachedAt,
  o.marginCents,
  o.swapCents,
  o.commissionCents,
  o.queued,
  o.openedAt,
];

/**
 * A digest of everything the engine owns: every account's money and margin, every live order,
 * the applied balance-command ids. Accounts holding nothing are left out (storage has them at zero,
 * the engine may not have met them yet). Two engines with equal hashes hold the same state.
 */
export function stateHash(state: EngineState): string {
  const hash = createHash('sha256');
  const accounts = [...state.accounts.values()]
    .filter((a) => a.balanceCents !== 0 || a.creditCents !== 0 || a.reservedCents !== 0 || a.orderIds.size > 0)
    .sort((a, b) => a.accountId - b.accountId);
  for (const a of accounts) {
    const exposures = [...a.exposures.entries()].sort(([x], [y]) => (x < y ? -1 : 1));
    hash.update(
      JSON.stringify([
        a.accountId,
        a.balanceCents,
        a.creditCents,
        a.reservedCents,
        a.usedMarginCents,
        a.openSwapCents,
        a.leverage,
        [...a.orderIds].sort((x, y) => x - y),
        exposures,
      ]),
    );
  }
  const orders = [...state.orders.values()].sort((a, b) => a.id - b.id);
  for (const order of orders) hash.update(JSON.stringify(orderFacts(order)));
  const queued = [...state.queued.entries()].filter(([, ids]) => ids.length > 0).sort(([x], [y]) => (x < y ? -1 : 1));
  hash.update(JSON.stringify(queued));
  hash.update(JSON.stringify([...state.appliedOps].sort()));
  return hash.digest('hex');
}
