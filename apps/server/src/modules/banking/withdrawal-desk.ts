import { randomUUID } from 'node:crypto';
import { WITHDRAWAL_MESSAGES, type Transaction } from '@platform/shared/banking';
import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import type { FundsCaller, FundsMover } from '../trading/funds-desks.ts';
import { createIdempotency, type Answer } from '../trading/idempotency.ts';
import { insertTransaction } from './banking.repository.ts';
import { toTransaction } from './transaction.view.ts';
import { settingsStore } from '../settings/settings.store.ts';

export const WITHDRAWAL_DESK = 'withdrawal-create';

export interface WithdrawalRequest {
  userId: number;
  /** The live account the money comes from (the screen's account). */
  accountId: number;
  currency: string;
  amountCents: number;
  chain: Transaction['chain'];
  address: string;
  method: string;
  /** The Idempotency-Key and the body as sent: a retry gets the first answer, a different body 422. */
  key: string | null;
  raw: unknown;
}

/** Asks the engine's instance to hold the amount and record the request. */
export async function requestWithdrawal(trading: FundsCaller, request: WithdrawalRequest): Promise<Transaction> {
  const answer = (await trading.funds(WITHDRAWAL_DESK, request)) as Answer;
  return answer.body as Transaction;
}

/**
 * On the engine's instance: the engine holds the amount (only within what the trader could
 * withdraw now: balance not used as margin or held, never above free margin) and the request row
 * commits with the hold. The hold's id comes from the Idempotency-Key, so a retried or concurrent
 * same-key request holds once; the stored answer (keyed per trader in storage) replays it.
 */
export function withdrawalDesk(ctx: AppContext) {
  const idempotent = createIdempotency(ctx.db, () => ctx.clock.now());
  return async (payload: unknown, mover: FundsMover): Promise<Answer> => {
    const request = payload as WithdrawalRequest;
    const { userId, accountId, amountCents } = request;
    mover.register(accountId, userId);
    return idempotent({ userId, key: request.key ?? undefined, request: { account: accountId, body: request.raw } }, async (remember) => {
      const opId = `withdrawal:${userId}:${request.key ?? randomUUID()}`;
      const now = ctx.clock.now();
      const { explorers } = await settingsStore(ctx).get();
      let answer: Answer | undefined;
      try {
        await mover.move({ opId, accountId, kind: 'hold', amountCents }, async (trx) => {
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
        if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') throw insufficient(mover.withdrawableCents(accountId));
        throw error;
      }
      publishToAccount(ctx.bus, userId, 'transaction-updated', answer!.body as Transaction);
      return answer!;
    });
  };
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
