import type { EngineState } from './engine-state.ts';
import type { EngineError, EngineOrder } from './types.ts';

/** Why `candidateId` cannot be the other leg of a new pending order of `accountId`, or null. */
export function ocoLinkError(state: EngineState, accountId: number, candidateId: number): EngineError | null {
  const other = state.orders.get(candidateId);
  const message =
    !other || other.accountId !== accountId
      ? 'The order to link (OCO) was not found.'
      : other.status !== 'pending' || other.queued || other.orderType === 'market'
        ? 'Only a pending limit or stop order can be linked (OCO).'
        : other.ocoOrderId !== null
          ? 'That order is already linked to another (OCO).'
          : null;
  return message ? { code: 'VALIDATION_ERROR', status: 422, message, errors: { oco_order_id: [message] } } : null;
}

/** Links two pending orders both ways. */
export function linkOco(state: EngineState, order: EngineOrder, otherId: number): void {
  const other = state.orders.get(otherId)!;
  order.ocoOrderId = other.id;
  other.ocoOrderId = order.id;
}

/**
 * The other leg of `order` once `order` filled or left the book: unlinked from both sides (so
 * cancelling it does not come back here) and returned for the caller to cancel, if still pending.
 */
export function takeOcoPartner(state: EngineState, order: EngineOrder): EngineOrder | undefined {
  if (order.ocoOrderId === null) return undefined;
  const other = state.orders.get(order.ocoOrderId);
  order.ocoOrderId = null;
  if (!other || other.ocoOrderId !== order.id) return undefined;
  other.ocoOrderId = null;
  return other.status === 'pending' ? other : undefined;
}
