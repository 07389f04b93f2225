import { SECURITY_MESSAGES } from '@platform/shared/security';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import { findUserById } from './user.repository.ts';
import type { Caller } from './login-guard.ts';

/**
 * What an account must show before money moves: a verified email when the operator requires one
 * (setting), and for a withdrawal or a new payout address a fresh two-factor code when it is on.
 */
export function createMoneyGate(ctx: AppContext) {
  const twoFactor = createTwoFactorService(ctx);

  async function requireVerifiedEmail(user: AuthUser): Promise<void> {
    if (!(await ctx.settings.get()).verifiedEmailForBanking) return;
    const row = await findUserById(ctx.db, user.id);
    if (row?.emailVerifiedAt == null) throw new AppError('EMAIL_NOT_VERIFIED', 403, SECURITY_MESSAGES.emailNotVerified);
  }

  return {
    beforeDeposit: (user: AuthUser) => requireVerifiedEmail(user),
    /** `code` is the request's `two_factor_code`; `caller` who sends it (the code guard counts per address). */
    async beforeWithdrawal(user: AuthUser, code: unknown, caller: Caller): Promise<void> {
      await requireVerifiedEmail(user);
      await twoFactor.requireFreshCode(user, code, caller);
    },
  };
}
