import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { accountMessages, type TransferResponse } from '@platform/shared/trading-accounts';
import { fromCents } from '@platform/shared/money';
import { defineLeaderCommand, unwrap } from '../../../engine-host/engine-host.ts';

/**
 * POST /api/accounts/transfer where the engine is: one engine command debits one account and
 * credits the other (both ledger legs carry one transfer id) and the kept answer commits with them.
 * The command's id comes from the Idempotency-Key, so a retried or concurrent same-key request moves
 * once; the engine refuses more than the source's free margin (never overdrawn, whatever the race).
 * The route has checked both accounts as the trader's live ones.
 */
export const transferBetweenAccounts = defineLeaderCommand({
  name: 'accounts.transfer',
  input: z.object({
    userId: z.number().int().positive(),
    fromAccountId: z.number().int().positive(),
    toAccountId: z.number().int().positive(),
    amountCents: z.number().int().positive(),
    /** The Idempotency-Key and the body as sent: a retry gets the first answer, a different body 422. */
    key: z.string().max(200).nullable(),
    raw: z.unknown(),
  }),
  async run(request, leader): Promise<TransferResponse> {
    const { userId, fromAccountId, toAccountId, amountCents } = request;
    const scope = { userId, key: request.key ?? undefined, request: { transfer: request.raw } };
    const answer = await leader.idempotent(scope, async (remember) => {
      await leader.whenReady();
      const engine = leader.engine();
      engine.registerAccount(fromAccountId, userId);
      engine.registerAccount(toAccountId, userId);
      const transferId = randomUUID();
      const body: TransferResponse = {
        status: 'success',
        message: accountMessages.transferred,
        transfer: { id: transferId, from: fromAccountId, to: toAccountId, amount: fromCents(amountCents) },
      };
      const opId = `transfer:${userId}:${request.key ?? transferId}`;
      const { effects } = unwrap(engine.applyTransfer({ opId, fromAccountId, toAccountId, amountCents, transferId }));
      const extra = remember ? (trx: Parameters<typeof remember>[0]) => remember(trx, { statusCode: 200, body }) : undefined;
      await leader.persist({ effects, ...(extra ? { extra } : {}) }, [fromAccountId, toAccountId]);
      return { statusCode: 200, body };
    });
    return answer.body as TransferResponse;
  },
});
