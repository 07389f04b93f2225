import { SECURITY_MESSAGES } from '@platform/shared/security';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { notify } from '../mail/public.ts';
import { EMAIL_VERIFICATION_MAIL, PASSWORD_RESET_MAIL } from './auth-mails.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  findOneTimeToken,
  voidAllOneTimeTokens,
  voidOneTimeTokens,
} from './one-time-token.repository.ts';
import { SECURITY_CHANGE_MAIL } from './security-change-mail.ts';
import { revokeUserSessions } from './session.repository.ts';
import { announceSessionsRevoked } from './session-events.ts';
import { findUserByEmail, findUserById, updateUser } from './user.repository.ts';

const RESET_TTL_MS = 30 * 60_000;
const VERIFY_TTL_MS = 24 * 3_600_000;

const invalidLink = () =>
  new AppError('INVALID_LINK', 400, SECURITY_MESSAGES.invalidLink, undefined, { token: [SECURITY_MESSAGES.invalidLink] });

/** The links a mail carries: reset a forgotten password, verify the email address. */
export function createAccountLinksService(ctx: AppContext) {
  const { windowMs, signupPerAddress } = ctx.config.rateLimits;
  const requestsByAddress = ctx.rateLimiters.create('account-link-address', signupPerAddress, windowMs);
  const requestsByAccount = ctx.rateLimiters.create('account-link-account', 5, windowMs);

  async function limit(ip: string, key: string): Promise<boolean> {
    const now = ctx.clock.now();
    if (!(await requestsByAddress.hit(ip, now)))
      throw new AppError('RATE_LIMITED', 429, 'Too many attempts. Please wait a few minutes and try again.');
    return requestsByAccount.hit(key, now);
  }

  /** Same answer and nearly the same work whether or not the email exists; the mail goes only to a real account. */
  async function requestPasswordReset(email: string, ip: string): Promise<void> {
    const user = await findUserByEmail(ctx.db, email);
    // An account already asked often in this window gets no more mails (the answer stays the same).
    if (!(await limit(ip, `reset:${email.toLowerCase()}`)) || !user || user.status !== 'active') return;
    const now = ctx.clock.now();
    await voidOneTimeTokens(ctx.db, user.id, 'password-reset', now);
    const token = await createOneTimeToken(ctx.db, { userId: user.id, purpose: 'password-reset', now, ttlMs: RESET_TTL_MS });
    await notify(ctx, user.id, PASSWORD_RESET_MAIL, { token });
  }

  /**
   * Sets the new password, voids every other pending link and challenge, signs out every session
   * and mails the owner. Two-factor sign-in stays as it was (docs/security.md says why).
   */
  async function resetPassword(token: string, newPassword: string, ip: string | null = null): Promise<void> {
    const now = ctx.clock.now();
    const pending = await findOneTimeToken(ctx.db, token, 'password-reset', now);
    if (!pending) throw invalidLink();
    const passwordHash = await ctx.hasher.hash(newPassword);
    const revoked = await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeOneTimeToken(trx, pending.id, now))) throw invalidLink();
      // Whoever could read the mail could open the link: that proves the address too.
      const user = await findUserById(trx, pending.userId);
      await updateUser(trx, pending.userId, {
        passwordHash,
        updatedAt: now,
        ...(user && user.emailVerifiedAt === null ? { emailVerifiedAt: now } : {}),
      });
      await voidAllOneTimeTokens(trx, pending.userId, now);
      return revokeUserSessions(trx, pending.userId, now);
    });
    announceSessionsRevoked(ctx.bus, pending.userId, revoked);
    await notify(ctx, pending.userId, SECURITY_CHANGE_MAIL, { change: 'password-reset', address: ip });
  }

  async function requestEmailVerification(userId: number, ip: string): Promise<void> {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw AppError.unauthenticated();
    if (user.emailVerifiedAt !== null) return;
    if (!(await limit(ip, `verify:${userId}`)))
      throw new AppError('RATE_LIMITED', 429, 'Too many attempts. Please wait a few minutes and try again.');
    const now = ctx.clock.now();
    const token = await createOneTimeToken(ctx.db, {
      userId,
      purpose: 'email-verification',
      now,
      ttlMs: VERIFY_TTL_MS,
      detail: user.email,
    });
    await notify(ctx, userId, EMAIL_VERIFICATION_MAIL, { token });
  }

  async function verifyEmail(token: string): Promise<void> {
    const now = ctx.clock.now();
    const pending = await findOneTimeToken(ctx.db, token, 'email-verification', now);
    if (!pending) throw invalidLink();
    const user = await findUserById(ctx.db, pending.userId);
    // A link for an address the account no longer uses proves nothing.
    if (!user || user.email !== pending.detail) throw invalidLink();
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeOneTimeToken(trx, pending.id, now))) throw invalidLink();
      await updateUser(trx, user.id, { emailVerifiedAt: now, updatedAt: now });
    });
  }

  return { requestPasswordReset, resetPassword, requestEmailVerification, verifyEmail };
}
