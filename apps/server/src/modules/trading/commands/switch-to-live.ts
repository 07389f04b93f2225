import { z } from 'zod';
import { switchToLiveMessages } from '@platform/shared/account';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors/app-error.ts';
import { defineLeaderCommand, unwrap } from '../../../engine-host/engine-host.ts';
import { announceUserChanged } from '../../auth/public.ts';
import { findUserById, updateUser } from '../../auth/public.ts';
import { callerFields, once } from './command-kit.ts';

/** POST /api/user/switch-to-live: the demo account's trades go, its money resets, the trader is live from then on. */
export const switchToLive = defineLeaderCommand({
  name: 'trading.switch-to-live',
  input: z.object(callerFields),
  async run({ userId, key }, leader) {
    const answer = await once(leader, userId, key, { switchToLive: userId }, async () => {
      const user = await findUserById(leader.ctx.db, userId);
      if (!user) throw AppError.notFound('Account not found.');
      if (user.accountType === 'live') throw new AppError('ALREADY_LIVE', 409, switchToLiveMessages.alreadyLive);
      const { effects } = unwrap(leader.engine().resetAccount(userId));
      const markLive = async (trx: Db) => {
        await updateUser(trx, userId, { accountType: 'live', updatedAt: leader.ctx.clock.now() });
      };
      return { effects, extra: markLive, body: { status: 'success' as const, message: switchToLiveMessages.success } };
    });
    announceUserChanged(leader.ctx.bus, userId); // cached sessions still say demo
    return answer;
  },
});
