import { randomUUID } from 'node:crypto';
import { accountMessages, type TransferResponse } from '@platform/shared/trading-accounts';
import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import type { FundsCaller, FundsMover } from '../trading/funds-desks.ts';
import { createIdempotency } from '../trading/idempotency.ts';

export const TRANSFER_DESK = 'account-transfer';

export interface TransferDeskRequest {
  userId: number;
  fromAccountId: number;
  toAccountId: number;
  amountCents: number;
  /** The Idempotency-Key and the body as sent: a retry gets the first answer, a different body 422. */
  key: string | null;
  raw: unknown;
}

/** Asks the engine's instance to move the money (the accounts were checked as the trader's live ones). */
export async function requestTransfer(trading: FundsCaller, request: TransferDeskRequest): Promise<TransferResponse> {
  return (await trading.funds(TRANSFER_DESK, request)) as TransferResponse;
}

/**
 * On the engine's instance: one engine command debits one account and credits the other (both
 * ledger legs carry one transfer id), the kept answer commits with them. The command's
 * id comes from the Idempotency-Key, so a retried or concurrent same-key request moves once.
 */
export function transferDesk(ctx: AppContext) {
  const idempotent = createIdempotency(ctx.db, () => ctx.clock.now());
  return async (payload: unknown, mover: FundsMover): Promise<TransferResponse> => {
    const request = payload as TransferDeskRequest;
    const { userId, fromAccountId, toAccountId, amountCents } = request;
    const scope = { userId, key: request.key ?? undefined, request: { transfer: request.raw } };
    const answer = await idempotent(scope, async (remember) => {
      mover.register(fromAccountId, userId);
      mover.register(toAccountId, userId);
      const transferId = randomUUID();
      const body: TransferResponse = {
        status: 'success',
        message: accountMessages.transferred,
        transfer: { id: transferId, from: fromAccountId, to: toAccountId, amount: fromCents(amountCents) },
      };
      await mover.transfer(
        { opId: `transfer:${userId}:${request.key ?? transferId}`, fromAccountId, toAccountId, amountCents, transferId },
        async (trx) => {
          if (remember) await remember(trx, { statusCode: 200, body });
        },
      );
      return { statusCode: 200, body };
    });
    return answer.body as TransferResponse;
  };
}
