import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { countRecentFailures, knownSignIns } from './sign-in-attempts.repository.ts';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const tooMany = () => new AppError('RATE_LIMITED', 429, TOO_MANY);
/** Failures on an account before its sign-ins start to slow down. */
const FREE_FAILURES = 5;

export interface Caller {
  ip: string;
  userAgent: string | null;
}

/**
 * Who may try a password, and how fast. Three layers, so guessing is slow but nobody can lock an
 * owner out from elsewhere:
 * - per address, every attempt (LOGIN_LIMIT_PER_ADDRESS);
 * - per account and address, failures (LOGIN_LIMIT_PER_ACCOUNT): the attacker's address is stopped,
 *   the owner's is untouched;
 * - per account from everywhere, failures: a growing delay (doubling after five, capped at
 *   LOGIN_DELAY_MAX_MS) for every attempt, and past LOGIN_LIMIT_ACCOUNT_WIDE a refusal for
 *   addresses the account never signed in from. Counted in the database, so every instance agrees.
 */
export function createLoginGuard(ctx: AppContext, sleep: (ms: number) => Promise<void>) {
  const { windowMs, loginPerAccount, loginPerAddress, loginAccountWide, loginDelayMaxMs } = ctx.config.rateLimits;
  const byAddress = ctx.rateLimiters.create('login-address', loginPerAddress, windowMs);
  const byAccountAndAddress: RateLimiter = ctx.rateLimiters.create('login-account-address', loginPerAccount, windowMs);
  const accountKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

  /** Before the password is checked. `userId` is undefined for an unknown email (it still counts). */
  async function admit(email: string, userId: number | undefined, caller: Caller): Promise<void> {
    const now = ctx.clock.now();
    if (!(await byAddress.hit(caller.ip, now))) throw tooMany();
    if (!(await byAccountAndAddress.hit(accountKey(email, caller.ip), now))) throw tooMany();
    if (userId === undefined) return;
    const failures = await countRecentFailures(ctx.db, userId, now - windowMs);
    if (failures >= loginAccountWide) {
      const known = await knownSignIns(ctx.db, userId);
      if (!known.some((row) => row.ip === caller.ip)) throw tooMany();
    }
    const delay = failures > FREE_FAILURES ? Math.min(loginDelayMaxMs, 100 * 2 ** Math.min(failures - FREE_FAILURES, 16)) : 0;
    if (delay > 0) await sleep(delay);
  }

  async function succeeded(email: string, caller: Caller): Promise<void> {
    await byAccountAndAddress.reset(accountKey(email, caller.ip));
  }

  return { admit, succeeded };
}
