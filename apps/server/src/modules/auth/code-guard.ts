import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findUserById } from './user.repository.ts';
import type { Caller } from './login-guard.ts';
import { countRecentFailures, knownSignIns, recordSignInAttempt } from './sign-in-attempts.repository.ts';

const tooMany = () => new AppError('RATE_LIMITED', 429, 'Too many attempts. Please wait a few minutes and try again.');

/**
 * Who may try a two-factor code, and how often: one count per user across every endpoint that takes
 * a code (sign-in, turning two-factor on or off, withdrawals), shared across instances, built like
 * the password guard so a stranger cannot lock the owner out:
 * - per user and address, LOGIN_LIMIT_PER_ACCOUNT tries a window (a limiter named once, so every
 *   caller shares it; in Redis with REDIS_URL): the stranger's address is stopped, the owner's is not;
 * - per user from everywhere, wrong codes are recorded as sign-in failures (the database: every
 *   instance agrees); past LOGIN_LIMIT_PER_ACCOUNT of them in the window (and since the last
 *   sign-in) only addresses the account signed in from may try: strangers share one budget of ten.
 */
export function createCodeGuard(ctx: AppContext) {
  const { windowMs, loginPerAccount } = ctx.config.rateLimits;
  const byUserAndAddress = ctx.rateLimiters.create('two-factor', loginPerAccount, windowMs);
  const key = (userId: number, caller: Caller) => `${userId}|${caller.ip}`;

  async function admit(userId: number, caller: Caller): Promise<void> {
    const now = ctx.clock.now();
    if (!(await byUserAndAddress.hit(key(userId, caller), now))) throw tooMany();
    if ((await countRecentFailures(ctx.db, userId, now - windowMs, ['wrong_code'])) < loginPerAccount) return;
    const known = await knownSignIns(ctx.db, userId);
    if (!known.some((row) => row.ip === caller.ip)) throw tooMany();
  }

  async function failed(userId: number, caller: Caller): Promise<void> {
    const user = await findUserById(ctx.db, userId);
    await recordSignInAttempt(ctx.db, {
      userId,
      email: user?.email ?? '',
      ip: caller.ip,
      userAgent: caller.userAgent,
      outcome: 'wrong_code',
      at: ctx.clock.now(),
    });
  }

  async function succeeded(userId: number, caller: Caller): Promise<void> {
    await byUserAndAddress.reset(key(userId, caller));
  }

  return { admit, failed, succeeded };
}
