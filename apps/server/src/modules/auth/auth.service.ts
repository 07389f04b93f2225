import type { AccountType } from '@platform/shared/auth';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { createAccount } from '../../engine-host/engine-host.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { creditDemoFunds } from './demo-credit.ts';
import { newReferralCode, newToken, hashToken } from '../../lib/token.ts';
import { findUserByEmail, findUserById, findUserByReferralCode, insertUser } from './user.repository.ts';
import { insertSession, revokeSessionById } from './session.repository.ts';
import { announceSessionsRevoked } from './session-events.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { createLoginGuard, type Caller } from './login-guard.ts';
import { knownSignIns, recordSignInAttempt } from './sign-in-attempts.repository.ts';
import { consumeOneTimeToken, createOneTimeToken, findOneTimeToken } from './one-time-token.repository.ts';
import { codeRefused, createTwoFactorService } from './two-factor.service.ts';
import { deviceFingerprint, deviceParts } from './device.ts';
import { notify } from '../mail/public.ts';
import { NEW_DEVICE_MAIL } from './auth-mails.ts';
import { randomUUID } from 'node:crypto';
import { deviceLabel, ENGLISH_DEVICE_WORDS } from '@platform/shared/device';
import { publishToAccount } from '../../realtime/publish.ts';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import type { SignInOutcome } from './auth.tables.ts';
import { splitFullName } from './user.view.ts';
import type { User } from './user.repository.ts';

export interface NewTrader {
  name: string;
  email: string;
  password: string;
  accountType: AccountType;
  referralCode?: string | undefined;
}

export type LoginResult = { token: string } | { twoFactorRequired: true; challenge: string };

const INVALID_CREDENTIALS = 'Invalid email or password.';
/** How long the second step of a two-factor sign-in may take. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `engineHost` credits demo funds; without it, no demo funds are credited (the CLI). */
export function createAuthService(ctx: AppContext, engineHost?: EngineHost) {
  const { db, clock, hasher, config } = ctx;
  const guard = createLoginGuard(ctx, sleep);
  const twoFactor = createTwoFactorService(ctx);

  async function issueToken(userId: number, caller: Caller | null = null): Promise<string> {
    const token = newToken();
    const now = clock.now();
    await insertSession(db, {
      userId,
      tokenHash: hashToken(token),
      now,
      expiresAt: now + config.tokenTtlMs,
      userAgent: caller?.userAgent ?? null,
      ip: caller?.ip ?? null,
    });
    return token;
  }

  const record = (userId: number | null, email: string, caller: Caller, outcome: SignInOutcome) =>
    recordSignInAttempt(db, { userId, email, ip: caller.ip, userAgent: caller.userAgent, outcome, at: clock.now() });

  /** Creates the trader, their account and (demo) starting funds in one transaction. */
  async function signUp(input: NewTrader, caller: Caller | null = null): Promise<{ user: User; token: string }> {
    const email = input.email.toLowerCase();
    if (await findUserByEmail(db, email)) throw emailTaken();
    const passwordHash = await hasher.hash(input.password);
    const referrer = input.referralCode ? await findUserByReferralCode(db, input.referralCode) : undefined;
    const { firstName, lastName } = splitFullName(input.name);
    // The back office can change the demo funds at run time; the config value is only the default.
    const { demoStartBalanceCents } = await ctx.settings.get();
    const now = clock.now();
    let user: User;
    let accountId = 0;
    try {
      user = await db.transaction().execute(async (trx) => {
        const created = await insertUser(trx, {
          email,
          passwordHash,
          name: input.name.trim(),
          firstName,
          lastName,
          username: email,
          accountType: input.accountType,
          role: 'trader',
          status: 'active',
          referralCode: newReferralCode(),
          referredBy: referrer?.id ?? null,
          createdAt: now,
          updatedAt: now,
        });
        accountId = await createAccount(trx, created.id, now, { type: input.accountType === 'live' ? 'live' : 'demo' });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    // The engine owns balances: it credits the demo funds (once: `user:{id}:demo-credit`).
    if (input.accountType === 'demo' && demoStartBalanceCents > 0 && engineHost)
      await engineHost.run(creditDemoFunds, { accountId, userId: user.id, amountCents: demoStartBalanceCents });
    // The browser that signed up is the account's first known device.
    if (caller) await record(user.id, email, caller, 'signup');
    return { user, token: await issueToken(user.id, caller) };
  }

  async function logIn(email: string, password: string, caller: Caller): Promise<LoginResult> {
    const user = await findUserByEmail(db, email);
    await guard.admit(email, user?.id, caller);
    // Verify against a real hash even for unknown emails so timing does not reveal which exist.
    const ok = await hasher.verify(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !ok) {
      await record(user?.id ?? null, email, caller, 'wrong_password');
      throw new AppError('INVALID_CREDENTIALS', 401, INVALID_CREDENTIALS);
    }
    if (user.status !== 'active') {
      await record(user.id, email, caller, 'disabled');
      throw new AppError('ACCOUNT_DISABLED', 403, 'This account has been disabled. Please contact support.');
    }
    await guard.succeeded(email, caller);
    if (user.totpEnabledAt !== null) {
      await record(user.id, email, caller, 'two_factor_pending');
      const challenge = await createOneTimeToken(db, {
        userId: user.id,
        purpose: 'two-factor-challenge',
        now: clock.now(),
        ttlMs: CHALLENGE_TTL_MS,
      });
      return { twoFactorRequired: true, challenge };
    }
    return { token: await completeSignIn(user, caller) };
  }

  /** The second step: the challenge from the first and a code from the app (or a recovery code). */
  async function logInWithCode(challenge: string, code: string, caller: Caller): Promise<{ token: string }> {
    const now = clock.now();
    const pending = await findOneTimeToken(db, challenge, 'two-factor-challenge', now);
    if (!pending) throw new AppError('UNAUTHENTICATED', 401, SECURITY_MESSAGES.challengeExpired);
    const user = await findUserById(db, pending.userId);
    if (!user || user.status !== 'active') throw new AppError('UNAUTHENTICATED', 401, SECURITY_MESSAGES.challengeExpired);
    // A wrong code is recorded by the code guard (one count for every endpoint that takes a code).
    const check = await twoFactor.checkCode(user.id, code, caller);
    if (check !== 'ok') throw codeRefused(check);
    if (!(await consumeOneTimeToken(db, pending.id, now))) throw new AppError('UNAUTHENTICATED', 401, SECURITY_MESSAGES.challengeExpired);
    return { token: await completeSignIn(user, caller) };
  }

  async function completeSignIn(user: User, caller: Caller): Promise<string> {
    const fingerprint = deviceFingerprint(caller.userAgent);
    const known = await knownSignIns(db, user.id);
    const newDevice = known.length > 0 && !known.some((row) => deviceFingerprint(row.userAgent) === fingerprint);
    await record(user.id, user.email, caller, 'success');
    const token = await issueToken(user.id, caller);
    if (newDevice) {
      const at = new Date(clock.now()).toISOString().slice(0, 16).replace('T', ' ');
      const device = deviceParts(caller.userAgent);
      await notify(ctx, user.id, NEW_DEVICE_MAIL, { device, address: caller.ip, at });
      // The bell and Web Push tell the owner too (modules/notifications).
      const label = deviceLabel(device, ENGLISH_DEVICE_WORDS);
      publishToAccount(ctx.bus, user.id, 'new-sign-in', {
        id: randomUUID(),
        device: `${label.browser} on ${label.device}`,
        address: caller.ip,
        at,
      });
    }
    return token;
  }

  async function logOut(user: AuthUser): Promise<void> {
    const revoked = await revokeSessionById(db, user.id, user.sessionId, clock.now());
    announceSessionsRevoked(ctx.bus, user.id, revoked);
  }

  return { signUp, logIn, logInWithCode, logOut, issueToken };
}
export type AuthService = ReturnType<typeof createAuthService>;

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3Y0r0G0g2S6k2h8gk2kq0mJtQkq1m0b8u0lJxW3m2aE';

function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', 409, 'An account with this email already exists.', undefined, {
    email: ['An account with this email already exists.'],
  });
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
