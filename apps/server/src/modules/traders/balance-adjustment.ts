import { findDefaultAccount } from '../accounts/public.ts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { balanceAdjustmentSchema, type BalanceAdjustment } from '@platform/shared/admin';
import { fromCents, toCents } from '@platform/shared/money';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit, staffActorSchema } from '../audit/public.ts';
import type { Db } from '../../db/database.ts';
import { defineLeaderCommand, type LeaderSide } from '../../engine-host/engine-host.ts';
import type { Answer } from '../../lib/idempotency/idempotency.ts';

const adjustmentInput = z.object({
  actor: staffActorSchema,
  traderId: z.number().int().positive(),
  input: balanceAdjustmentSchema,
  /** The Idempotency-Key: the same key applies the adjustment once. */
  key: z.string().max(200).nullable(),
});
type AdjustmentRequest = z.output<typeof adjustmentInput>;

export interface AdjustmentAnswer {
  balance: number;
  credit: number;
  amount: number;
  kind: BalanceAdjustment['kind'];
  reason: string;
}

/**
 * A staff balance adjustment or credit-line change, where the engine is: applied by the engine (no
 * balance below zero or below held money unless staff allows it; no credit below zero), with its
 * audit entry in the same transaction. A retried adjustment (same staff member, same key, same body)
 * gets the first answer.
 */
export const adjustBalance = defineLeaderCommand({
  name: 'traders.adjust-balance',
  input: adjustmentInput,
  async run(request, leader): Promise<AdjustmentAnswer> {
    const scope = { userId: request.actor.id ?? 0, key: request.key ?? undefined, request: { adjust: request.traderId, ...request.input } };
    await leader.whenReady();
    const answer = await leader.idempotent(scope, async (remember) => ({ statusCode: 200, body: await adjust(leader, request, remember) }));
    return answer.body as AdjustmentAnswer;
  },
});

async function adjust(
  leader: LeaderSide,
  { actor, traderId, input, key }: AdjustmentRequest,
  remember: ((trx: Db, answer: Answer) => Promise<void>) | undefined,
): Promise<AdjustmentAnswer> {
  const { ctx } = leader;
  // Staff adjust the trader's default account (the first opened).
  const account = await findDefaultAccount(ctx.db, traderId);
  if (!account) throw AppError.notFound('This trader has no account.');
  const opId = `adjust:${traderId}:${key ?? randomUUID()}`;
  const engine = leader.engine();
  engine.registerAccount(account.id, traderId);
  if (engine.isApplied(opId)) throw new AppError('ALREADY_REVIEWED', 409, 'This adjustment was already applied.');
  // Read right before the engine applies the command (no await between): after = before + amount.
  // A copy: the engine's account object moves with the command.
  const { balanceCents, creditCents } = engine.state.ensureAccount(account.id);
  const before = { balanceCents, creditCents };
  const amountCents = toCents(input.amount);
  const balance = before.balanceCents + (input.kind === 'adjustment' ? amountCents : 0);
  const credit = before.creditCents + (input.kind === 'credit' ? amountCents : 0);
  const answer: AdjustmentAnswer = {
    balance: fromCents(balance),
    credit: fromCents(credit),
    amount: input.amount,
    kind: input.kind,
    reason: input.reason,
  };
  const now = ctx.clock.now();
  await leader.moveFunds(
    {
      opId,
      accountId: account.id,
      kind: input.kind,
      amountCents,
      allowNegative: input.allow_negative === true,
      about: { refType: 'admin', note: input.reason, ...(actor.id !== null ? { createdBy: actor.id } : {}) },
    },
    async (trx) => {
      await recordAudit(
        trx,
        actor,
        {
          action: `trader.${input.kind}`,
          targetType: 'user',
          targetId: traderId,
          accountId: account.id,
          before: { balance: fromCents(before.balanceCents), credit: fromCents(before.creditCents) },
          after: answer,
        },
        now,
      );
      if (remember) await remember(trx, { statusCode: 200, body: answer });
    },
  );
  return answer;
}
