import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { WITHDRAWAL_MESSAGES, transactionSchema, type Transaction } from '@platform/shared/banking';
import { fromCents } from '@platform/shared/money';
import { withdrawableCents } from '../../engine/balance-commands.ts';
import { AppError } from '../../errors/app-error.ts';
import { defineLeaderCommand, type LeaderSide } from '../../engine-host/engine-host.ts';
import type { Answer, IdempotencyScope } from '../../lib/idempotency/idempotency.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { insertTransaction } from './banking.repository.ts';
import { toTransaction } from './transaction.view.ts';

/**
 * A pending withdrawal, where the engine is: the engine holds the amount (only within what the
 * trader could withdraw now: balance not used as margin or held, never above free margin) and the
 * request row commits with the hold. The hold's id comes from the Idempotency-Key, so a retried or
 * concurrent same-key request holds once; the stored answer (keyed per trader in storage) replays it.
 */
export const requestWithdrawal = defineLeaderCommand({
  name: 'banking.request-withdrawal',
  input: z.object({
    userId: z.number().int().positive(),
    /** The live account the money comes from (the screen's account, checked as the trader's). */
    accountId: z.number().int().positive(),
    currency: z.string().min(1).max(20),
    amountCents: z.number().int().positive(),
    chain: transactionSchema.shape.chain,
    address: z.string().max(200),
    method: z.string().max(100),
    /** The Idempotency-Key and the body as sent: a retry gets the first answer, a different body 422. */
    key: z.string().max(200).nullable(),
    raw: z.unknown(),
  }),
  async run(request, leader): Promise<Transaction> {
    const { userId, accountId, amountCents } = request;
    await leader.whenReady();
    leader.engine().registerAccount(accountId, userId);
    const answer = await leader.idempotent(withdrawalScope(userId, accountId, request.key, request.raw), async (remember) => {
      const { ctx } = leader;
      const opId = `withdrawal:${userId}:${request.key ?? randomUUID()}`;
      const now = ctx.clock.now();
      const { explorers } = await ctx.settings.get();
      let answer: Answer | undefined;
      try {
        await leader.moveFunds({ opId, accountId, kind: 'hold', amountCents }, async (trx) => {
          const row = await insertTransaction(trx, {
            userId,
            accountId,
            type: 'withdrawal',
            currency: request.currency,
            amountCents,
            chain: request.chain,
            address: request.address,
            method: request.method,
            status: 'pending',
            receiptUploadId: null,
            createdAt: now,
          });
          answer = { statusCode: 200, body: toTransaction(row, explorers) };
          if (remember) await remember(trx, answer);
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') throw insufficient(withdrawableNow(leader, accountId));
        throw error;
      }
      publishToAccount(ctx.bus, userId, 'transaction-updated', answer!.body as Transaction);
      return answer!;
    });
    return answer.body as Transaction;
  },
});

function withdrawableNow(leader: LeaderSide, accountId: number): number {
  const { state } = leader.engine();
  return withdrawableCents(state, state.ensureAccount(accountId));
}

function insufficient(availableCents: number): AppError {
  return new AppError(
    'INSUFFICIENT_FUNDS',
    422,
    WITHDRAWAL_MESSAGES.insufficientFunds,
    { available: fromCents(availableCents) },
    { amount: [`${WITHDRAWAL_MESSAGES.insufficientFunds} Available: ${fromCents(availableCents).toFixed(2)} USD.`] },
  );
}

/** Where a withdrawal's answer is kept for its Idempotency-Key: the trader, the account and the body as sent (the route's replay reads it). */
export function withdrawalScope(userId: number, accountId: number, key: string | null, body: unknown): IdempotencyScope {
  return { userId, key: key ?? undefined, request: { account: accountId, body } };
}
