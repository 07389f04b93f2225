import QRCode from 'qrcode';
import { SECURITY_MESSAGES, type TwoFactorEnrolment } from '@platform/shared/security';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { WRONG_OLD_PASSWORD } from '@platform/shared/passwords';
import { notify } from '../mail/public.ts';
import { SECURITY_CHANGE_MAIL } from './security-change-mail.ts';
import { createCodeGuard } from './code-guard.ts';
import type { Caller } from './login-guard.ts';
import { countRecoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.repository.ts';
import { announceUserChanged } from './session-events.ts';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp.ts';
import { findUserById, updateUser } from './user.repository.ts';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/** What a code check found: a good code, a wrong one, or a right one already spent (a code is single-use). */
export type CodeCheck = 'ok' | 'invalid' | 'reused';

/** The 422 for a refused code, on the form's field: a reused code says so instead of 'not valid'. */
export function codeRefused(check: Exclude<CodeCheck, 'ok'>, field = 'code'): AppError {
  const message = check === 'reused' ? SECURITY_MESSAGES.codeAlreadyUsed : SECURITY_MESSAGES.invalidCode;
  return AppError.validation({ [field]: [message] }, message);
}

/**
 * TOTP second factor (RFC 6238): enrolment (the password, then scan, then confirm a code), ten
 * recovery codes shown once and stored hashed, and the check used by sign-in, withdrawals and
 * disabling. A session alone can neither turn it on nor off: both ask for the password, and the
 * owner gets a mail either way.
 */
export function createTwoFactorService(ctx: AppContext) {
  const { windowMs, loginPerAccount } = ctx.config.rateLimits;
  // Shared by name with the change of password: one count of password guesses per user.
  const passwordTries = ctx.rateLimiters.create('old-password', loginPerAccount, windowMs);
  const guard = createCodeGuard(ctx);

  /** The account's password, asked again before two-factor changes (a stolen session is not enough). */
  async function requirePassword(userId: number, passwordHash: string, password: string): Promise<void> {
    if (!(await passwordTries.hit(String(userId), ctx.clock.now()))) throw new AppError('RATE_LIMITED', 429, TOO_MANY);
    if (!(await ctx.hasher.verify(passwordHash, password))) throw AppError.validation({ password: [WRONG_OLD_PASSWORD] });
    await passwordTries.reset(String(userId));
  }

  async function enrol(userId: number, password: string): Promise<TwoFactorEnrolment> {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw AppError.unauthenticated();
    if (user.totpEnabledAt !== null) throw new AppError('CONFLICT', 409, SECURITY_MESSAGES.twoFactorOn);
    await requirePassword(userId, user.passwordHash, password);
    const secret = newTotpSecret();
    await updateUser(ctx.db, userId, { totpSecret: secret, totpLastStep: null, updatedAt: ctx.clock.now() });
    const url = otpauthUrl(user.email, secret);
    // Rendered here, never by a third-party service: the secret must not leave the platform.
    const qrCode = await QRCode.toDataURL(url, { margin: 1, width: 220 });
    return { secret, otpauth_url: url, qr_code: qrCode };
  }

  /** A code from the app or an unused recovery code ('ok'), a spent one ('reused') or neither. Counted by the code guard. */
  async function checkCode(userId: number, code: string, caller: Caller): Promise<CodeCheck> {
    await guard.admit(userId, caller);
    const now = ctx.clock.now();
    const user = await findUserById(ctx.db, userId);
    if (!user?.totpSecret) return 'invalid';
    const step = matchTotp(user.totpSecret, code.replace(/\s/g, ''), now, user.totpLastStep);
    let check: CodeCheck = 'invalid';
    if (step === 'reused') check = 'reused';
    else if (step !== null) {
      // Conditional on the old step so two requests racing with one code cannot both pass.
      const updated = await ctx.db
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      // Another request took this step first: the same code twice.
      check = Number(updated.numUpdatedRows) === 1 ? 'ok' : 'reused';
    } else if (user.totpEnabledAt !== null && /[A-Za-z]/.test(code)) {
      check = (await useRecoveryCode(ctx.db, userId, hashRecoveryCode(code), now)) ? 'ok' : 'invalid';
    }
    if (check === 'ok') await guard.succeeded(userId, caller);
    else await guard.failed(userId, caller);
    return check;
  }

  async function confirm(userId: number, code: string, caller: Caller): Promise<string[]> {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw AppError.unauthenticated();
    if (user.totpEnabledAt !== null) throw new AppError('CONFLICT', 409, SECURITY_MESSAGES.twoFactorOn);
    if (!user.totpSecret) throw AppError.validation({ code: ['Start the set-up again: scan a new code first.'] });
    const check = await checkCode(userId, code, caller);
    if (check !== 'ok') throw codeRefused(check);
    const codes = newRecoveryCodes();
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, { totpEnabledAt: now, updatedAt: now });
      await replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode), now);
    });
    announceUserChanged(ctx.bus, userId);
    await notify(ctx, userId, SECURITY_CHANGE_MAIL, { change: 'two-factor-on', address: caller.ip });
    return codes;
  }

  async function disable(userId: number, code: string, password: string, caller: Caller): Promise<void> {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw AppError.unauthenticated();
    if (user.totpEnabledAt === null) throw new AppError('CONFLICT', 409, SECURITY_MESSAGES.twoFactorOff);
    await requirePassword(userId, user.passwordHash, password);
    const check = await checkCode(userId, code, caller);
    if (check !== 'ok') throw codeRefused(check);
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now });
      await replaceRecoveryCodes(trx, userId, [], now);
    });
    announceUserChanged(ctx.bus, userId);
    await notify(ctx, userId, SECURITY_CHANGE_MAIL, { change: 'two-factor-off', address: caller.ip });
  }

  /** When the user has two-factor on, the action needs a fresh code (a withdrawal, a new payout address). */
  async function requireFreshCode(user: AuthUser, code: unknown, caller: Caller): Promise<void> {
    if (!user.twoFactorOn) return;
    if (typeof code !== 'string' || code.trim() === '') {
      throw new AppError('TWO_FACTOR_REQUIRED', 403, SECURITY_MESSAGES.twoFactorRequired, undefined, {
        two_factor_code: [SECURITY_MESSAGES.twoFactorRequired],
      });
    }
    const check = await checkCode(user.id, code.trim(), caller);
    if (check !== 'ok') throw codeRefused(check, 'two_factor_code');
  }

  async function status(userId: number) {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw AppError.unauthenticated();
    return {
      two_factor_enabled: user.totpEnabledAt !== null,
      recovery_codes_left: user.totpEnabledAt !== null ? await countRecoveryCodesLeft(ctx.db, userId) : 0,
      email_verified: user.emailVerifiedAt !== null,
    };
  }

  return { enrol, confirm, disable, checkCode, requireFreshCode, status };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
