import { z } from 'zod';
import { switchToLiveMessages } from '@platform/shared/account';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors/app-error.ts';
import { defineLeaderCommand, unwrap } from '../../../engine-host/engine-host.ts';
import { announceUserChanged } from '../../auth/public.ts';
import { findUserById, updateUser } from '../../auth/public.ts';
import { listAccountsOf, setAccountType } from '../../accounts/public.ts';
import { clearAccountGroup } from '../../groups/public.ts';
import { callerFields, once } from './command-kit.ts';

/**
 * POST /api/user/switch-to-live (spec §1): the trader's one demo account becomes live, its trades go
 * and its money resets. Beside other accounts there is nothing to convert: a live one is opened instead.
 */
export const switchToLive = defineLeaderCommand({
  name: 'trading.switch-to-live',
  input: z.object(callerFields),
  async run({ userId, accountId, key }, leader) {
    const answer = await once(leader, { accountId, userId }, key, { switchToLive: accountId }, async () => {
      const user = await findUserById(leader.ctx.db, userId);
      if (!user) throw AppError.notFound('Account not found.');
      const accounts = await listAccountsOf(leader.ctx.db, userId);
      const target = accounts.find((one) => one.id === accountId);
      if (!target) throw AppError.notFound('Account not found.');
      if (user.accountType === 'live' && target.type === 'live') throw new AppError('ALREADY_LIVE', 409, switchToLiveMessages.alreadyLive);
      if (accounts.length > 1 || target.type === 'live') throw new AppError('CONFLICT', 409, switchToLiveMessages.openLiveInstead);
      const { effects } = unwrap(leader.engine().resetAccount(accountId, `user:${userId}:switch-to-live`));
      const markLive = async (trx: Db) => {
        const now = leader.ctx.clock.now();
        await updateUser(trx, userId, { accountType: 'live', updatedAt: now });
        await setAccountType(trx, accountId, 'live', now);
        // A demo group of its own stays behind: the account trades in the live default group.
        await clearAccountGroup(trx, accountId);
      };
      return { effects, extra: markLive, body: { status: 'success' as const, message: switchToLiveMessages.success } };
    });
    announceUserChanged(leader.ctx.bus, userId); // cached sessions still say demo
    // Every instance (and this engine) re-reads the converted account's group: the live default now.
    await leader.ctx.groups.changed([accountId]);
    return answer;
  },
});
