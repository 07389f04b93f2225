import type { AccountType } from '@platform/shared/auth';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { createAccount } from '../ledger/ledger.repository.ts';
import type { FundsCaller } from '../trading/funds-desks.ts';
import { creditDemoFunds } from './demo-credit-desk.ts';
import { newReferralCode, newToken, hashToken } from './token.ts';
import { findUserByEmail, findUserByReferralCode, insertUser } from './user.repository.ts';
import { insertSession, revokeSession } from './session.repository.ts';
import { splitFullName } from './user-view.ts';
import type { UserRow } from './auth.tables.ts';
import { settingsStore } from '../settings/settings.store.ts';

export interface NewTrader {
  name: string;
  email: string;
  password: string;
  accountType: AccountType;
  referralCode?: string | undefined;
}

const INVALID_CREDENTIALS = 'Invalid email or password.';

/** `funds` is the trading service (it credits demo funds); without it, no demo funds are credited (the CLI). */
export function createAuthService(ctx: AppContext, funds?: FundsCaller) {
  const { db, clock, hasher, config } = ctx;

  async function issueToken(userId: number): Promise<string> {
    const token = newToken();
    const now = clock.now();
    await insertSession(db, { userId, tokenHash: hashToken(token), now, expiresAt: now + config.tokenTtlMs });
    return token;
  }

  /** Creates the trader, their account and (demo) starting funds in one transaction. */
  async function signUp(input: NewTrader): Promise<{ user: UserRow; token: string }> {
    const email = input.email.toLowerCase();
    if (await findUserByEmail(db, email)) throw emailTaken();
    const passwordHash = await hasher.hash(input.password);
    const referrer = input.referralCode ? await findUserByReferralCode(db, input.referralCode) : undefined;
    const { firstName, lastName } = splitFullName(input.name);
    // The back office can change the demo funds at run time; the config value is only the default.
    const { demoStartBalanceCents } = await settingsStore(ctx).get();
    const now = clock.now();
    let user: UserRow;
    try {
      user = await db.transaction().execute(async (trx) => {
        const created = await insertUser(trx, {
          email,
          password_hash: passwordHash,
          name: input.name.trim(),
          first_name: firstName,
          last_name: lastName,
          username: email,
          account_type: input.accountType,
          role: 'trader',
          status: 'active',
          referral_code: newReferralCode(),
          referred_by: referrer?.id ?? null,
          created_at: now,
          updated_at: now,
        });
        await createAccount(trx, created.id, now);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    // The engine owns balances: it credits the demo funds (once: `user:{id}:demo-credit`).
    if (input.accountType === 'demo' && demoStartBalanceCents > 0 && funds) await creditDemoFunds(funds, user.id, demoStartBalanceCents);
    return { user, token: await issueToken(user.id) };
  }

  async function logIn(email: string, password: string): Promise<{ user: UserRow; token: string }> {
    const user = await findUserByEmail(db, email);
    // Verify against a real hash even for unknown emails so timing does not reveal which exist.
    const ok = await hasher.verify(user?.password_hash ?? DUMMY_HASH, password);
    if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 401, INVALID_CREDENTIALS);
    if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 403, 'This account has been disabled. Please contact support.');
    return { user, token: await issueToken(user.id) };
  }

  async function logOut(token: string): Promise<void> {
    await revokeSession(db, hashToken(token), clock.now());
  }

  return { signUp, logIn, logOut, issueToken };
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
