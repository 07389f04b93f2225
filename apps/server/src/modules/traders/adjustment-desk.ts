import { findDefaultAccount } from '../accounts/accounts.repository.ts';
import { randomUUID } from 'node:crypto';
import type { BalanceAdjustment } from '@platform/shared/admin';
import { fromCents, toCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit, type StaffActor } from '../audit/audit.service.ts';
import type { Db } from '../../db/database.ts';
import type { FundsMover } from '../trading/funds-desks.ts';
import { createIdempotency, type Answer } from '../trading/idempotency.ts';

export const ADJUSTMENT_DESK = 'trader-adjust';

export interface AdjustmentRequest {
  actor: StaffActor;
  traderId: number;
  input: BalanceAdjustment;
  /** The Idempotency-Key: the same key applies the adjustment once. */
  key: string | null;
}

export interface AdjustmentAnswer {
  balance: number;
  credit: number;
  amount: number;
  kind: BalanceAdjustment['kind'];
  reason: string;
}

/**
 * On the engine's instance: a staff balance adjustment or credit-line change, applied by the engine
 * (no balance below zero or below held money unless staff allows it; no credit below zero), with its
 * audit entry in the same transaction.
 */
export function adjustmentDesk(ctx: AppContext) {
  const idempotent = createIdempotency(ctx.db, () => ctx.clock.now());
  return async (payload: unknown, mover: FundsMover): Promise<AdjustmentAnswer> => {
    const request = payload as AdjustmentRequest;
    // A retried adjustment (same staff member, same key, same body) gets the first answer.
    const scope = { userId: request.actor.id ?? 0, key: request.key ?? undefined, request: { adjust: request.traderId, ...request.input } };
    const answer = await idempotent(scope, async (remember) => ({ statusCode: 200, body: await adjust(ctx, request, mover, remember) }));
    return answer.body as AdjustmentAnswer;
  };
}

async function adjust(
  ctx: AppContext,
  { actor, traderId, input, key }: AdjustmentRequest,
  mover: FundsMover,
  remember: ((trx: Db, answer: Answer) => Promise<void>) | undefined,
): Promise<AdjustmentAnswer> {
  const account = await findDefaultAccount(ctx.db, traderId);
  if (!account) throw AppError.notFound('This trader has no account.');
  mover.register(account.id, traderId);
  const opId = `adjust:${traderId}:${key ?? randomUUID()}`;
  if (mover.isApplied(opId)) throw new AppError('ALREADY_REVIEWED', 409, 'This adjustment was already applied.');
  // Read right before the engine applies the command (no await between): after = before + amount.
  const before = mover.account(account.id);
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
  await mover.move(
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
