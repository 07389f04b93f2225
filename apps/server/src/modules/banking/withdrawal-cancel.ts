import { z } from 'zod';
import { fromCents } from '@platform/shared/money';
import { withdrawableCents } from '../../engine/balance-commands.ts';
import { WITHDRAWAL_MESSAGES, type Transaction as TransactionView } from '@platform/shared/banking';
import { AppError } from '../../errors/app-error.ts';
import { defineLeaderCommand } from '../../engine-host/engine-host.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { defaultAccountIdOf } from '../accounts/public.ts';
import { findTransaction, settleTransaction, type Transaction } from './banking.repository.ts';
import { toTransaction } from './transaction.view.ts';

/**
 * A trader takes back their own pending withdrawal (issue 33), where the engine is: the hold is
 * released under the same id a staff verdict uses (`tx:{id}:verdict`), so a cancel, an approval and
 * a rejection exclude each other and the money comes back exactly once; the row turns 'cancelled' in
 * the same transaction as the release. Someone else's withdrawal or an unknown id is NOT_FOUND; one
 * no longer pending is 409 (a second cancel too).
 */
export const cancelWithdrawal = defineLeaderCommand({
  name: 'banking.cancel-withdrawal',
  input: z.object({ userId: z.number().int().positive(), txId: z.number().int().positive() }),
  async run({ userId, txId }, leader): Promise<Transaction> {
    const { ctx } = leader;
    await leader.whenReady();
    const opId = `tx:${txId}:verdict`;
    const before = await findTransaction(ctx.db, txId);
    if (!before || before.userId !== userId || before.type !== 'withdrawal') throw AppError.notFound('Withdrawal not found.');
    if (before.status !== 'pending' || leader.engine().isApplied(opId))
      throw new AppError('ALREADY_REVIEWED', 409, WITHDRAWAL_MESSAGES.notCancellable);
    const accountId = before.accountId ?? (await defaultAccountIdOf(ctx.db, userId));
    leader.engine().registerAccount(accountId, userId);
    const now = ctx.clock.now();
    let settled: Transaction | undefined;
    await leader.moveFunds(
      {
        opId,
        accountId,
        kind: 'release',
        amountCents: before.amountCents,
        about: { refType: 'transaction', refId: txId, note: 'Withdrawal cancelled by the trader' },
      },
      async (trx) => {
        settled = await settleTransaction(trx, txId, 'withdrawal', { status: 'cancelled', note: null, txHash: null, staffId: null, now });
        if (!settled) throw new AppError('ALREADY_REVIEWED', 409, WITHDRAWAL_MESSAGES.notCancellable);
      },
    );
    const view: TransactionView = toTransaction(settled!, (await ctx.settings.get()).explorers);
    publishToAccount(ctx.bus, userId, 'transaction-updated', view);
    return settled!;
  },
});

/** What the trader could withdraw from the account now (balance not used as margin or held, never above free margin), as the engine holds it. */
export const getWithdrawable = defineLeaderCommand({
  name: 'banking.withdrawable',
  input: z.object({ userId: z.number().int().positive(), accountId: z.number().int().positive() }),
  async run({ userId, accountId }, leader): Promise<{ available: number }> {
    await leader.whenReady();
    const engine = leader.engine();
    engine.registerAccount(accountId, userId);
    const { state } = engine;
    return { available: fromCents(withdrawableCents(state, state.ensureAccount(accountId))) };
  },
});
