import { z } from 'zod';
import { AppError } from '../../../errors/app-error.ts';
import type { EngineOrder, EngineResult } from '../../../engine/types.ts';
import { findOrder, unwrap, type LeaderSide, type PersistJob } from '../../../engine-host/engine-host.ts';
import type { Answer } from '../../../lib/idempotency/idempotency.ts';
import type { AccountRef } from '../../accounts/public.ts';
import { scopeOf } from '../account-scope.ts';

/** Who asks, for which of their accounts, and with which Idempotency-Key: part of every trading command's input. */
export const callerFields = {
  userId: z.number().int().positive(),
  /** The trading account the call is for, checked as the trader's by the route (the engine keys by it). */
  accountId: z.number().int().positive(),
  /** The Idempotency-Key, checked where the command runs. */
  key: z.string().max(200).nullable(),
};

/** An order id the engine no longer holds: not the account's (404), or no longer open (409). */
export async function ownedOrderGone(leader: LeaderSide, accountId: number, orderId: number): Promise<never> {
  const stored = await findOrder(leader.ctx.db, accountId, orderId);
  if (!stored) throw new AppError('ORDER_NOT_FOUND', 404, 'Order not found.');
  throw new AppError('ORDER_NOT_OPEN', 409, `This order is already ${stored.status}.`);
}

/** Runs one engine command on an order of the trader's; an order the engine does not hold is told apart. */
export async function runOrderCommand(leader: LeaderSide, caller: AccountRef, orderId: number, command: () => EngineResult<EngineOrder>) {
  await leader.whenReady();
  leader.engine().registerAccount(caller.accountId, caller.userId);
  const result = command();
  if (!result.ok && result.error.code === 'ORDER_NOT_FOUND') await ownedOrderGone(leader, caller.accountId, orderId);
  return unwrap(result);
}

/** Whether the market of a live order is open now (an unknown order: open, the engine answers not found). */
export function marketOpenFor(leader: LeaderSide, orderId: number, at: number): boolean {
  const live = leader.engine().liveOrder(orderId);
  return live ? leader.market.isMarketOpen(live.symbol, at) : true;
}

/**
 * Runs a command once per Idempotency-Key: its effects, its own writes and the remembered answer
 * commit together; a retry gets the first answer, the same key for another request a 422.
 */
export async function once<B>(
  leader: LeaderSide,
  caller: AccountRef,
  key: string | null,
  request: unknown,
  execute: () => Promise<{ effects: PersistJob['effects']; body: B; extra?: PersistJob['extra'] }>,
): Promise<B> {
  const answer = await leader.idempotent(scopeOf(caller, key, request), async (_remember, keep) => {
    const { effects, body, extra } = await execute();
    const stored: Answer = { statusCode: 200, body };
    await leader.persist({ effects, ...(extra ? { extra } : {}), ...(keep ? { answers: [keep(stored)] } : {}) }, [caller.accountId]);
    return stored;
  });
  return answer.body as B;
}
