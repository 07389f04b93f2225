import { z } from 'zod';
import { accountMessages, accountNumberOf } from '@platform/shared/trading-accounts';
import { AppError } from '../../../errors/app-error.ts';
import { defineLeaderCommand } from '../../../engine-host/engine-host.ts';
import { recordAudit, staffActorSchema } from '../../audit/public.ts';
import {
  countPendingTransactions,
  findAccountById,
  findDefaultAccount,
  listAccountsOf,
  markAccountClosed,
} from '../accounts.repository.ts';

/**
 * Staff close an empty trading account (issue 29), where the engine is: the engine refuses it while
 * the account holds a position, a pending order or any money, and from the moment it accepts, it
 * refuses every order and balance change for the account; the closing and its audit entry commit
 * together (the engine takes the close back if they do not). Its history stays; it leaves every list.
 */
export const closeTradingAccount = defineLeaderCommand({
  name: 'accounts.close',
  input: z.object({ actor: staffActorSchema, accountId: z.number().int().positive() }),
  async run({ actor, accountId }, leader): Promise<{ id: number; number: number; user_id: number }> {
    const { ctx } = leader;
    const account = await findAccountById(ctx.db, accountId);
    if (!account || account.closedAt !== null) throw AppError.notFound('Account not found.');
    const open = await listAccountsOf(ctx.db, account.userId);
    if (open.length <= 1) throw new AppError('CONFLICT', 409, accountMessages.closeLastAccount);
    const isDefault = (await findDefaultAccount(ctx.db, account.userId))?.id === account.id;
    if ((await countPendingTransactions(ctx.db, account, isDefault)) > 0)
      throw new AppError('CONFLICT', 409, accountMessages.closePendingTransactions);
    await leader.whenReady();
    const engine = leader.engine();
    engine.registerAccount(account.id, account.userId);
    const closing = engine.closeAccount(account.id);
    if (!closing.ok) throw new AppError(closing.error.code, closing.error.status, closing.error.message);
    const now = ctx.clock.now();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await markAccountClosed(trx, account.id, now);
        await recordAudit(
          trx,
          actor,
          {
            action: 'account.close',
            targetType: 'user',
            targetId: account.userId,
            accountId: account.id,
            before: { number: accountNumberOf(account.id), type: account.type, default: isDefault },
            after: { closed: true },
          },
          now,
        );
      });
    } catch (error) {
      engine.reopenAccount(account.id);
      throw error;
    }
    return { id: account.id, number: accountNumberOf(account.id), user_id: account.userId };
  },
});
