import type { Db } from '../../db/database.ts';
import type { SignInOutcome } from './auth.tables.ts';

export interface SignInAttempt {
  userId: number | null;
  email: string;
  ip: string;
  userAgent: string | null;
  outcome: SignInOutcome;
  at: number;
}

export async function recordSignInAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db
    .insertInto('sign_in_attempts')
    .values({
      user_id: attempt.userId,
      email: attempt.email.slice(0, 254),
      ip: attempt.ip,
      user_agent: attempt.userAgent?.slice(0, 512) ?? null,
      outcome: attempt.outcome,
      created_at: attempt.at,
    })
    .execute();
}

/** A sign-in attempt as the account's security page lists it. */
export interface SignInListing {
  id: number;
  ip: string;
  userAgent: string | null;
  outcome: SignInOutcome;
  createdAt: number;
}

export async function listSignInAttempts(db: Db, userId: number, limit: number): Promise<SignInListing[]> {
  const rows = await db
    .selectFrom('sign_in_attempts')
    .select(['id', 'ip', 'user_agent', 'outcome', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, ip: row.ip, userAgent: row.user_agent, outcome: row.outcome, createdAt: row.created_at }));
}

const FAILURES: SignInOutcome[] = ['wrong_password', 'wrong_code'];
const SUCCESSES: SignInOutcome[] = ['success', 'signup'];

/** Failed sign-ins of the account since `since` and since its last success, from every address (only `outcomes`, when given). */
export async function countRecentFailures(db: Db, userId: number, since: number, outcomes: SignInOutcome[] = FAILURES): Promise<number> {
  const lastSuccess = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('outcome', 'in', SUCCESSES)
    .executeTakeFirst();
  const from = Math.max(since, Number(lastSuccess?.at ?? 0));
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('outcome', 'in', outcomes)
    .where('created_at', '>', from)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user agents and addresses this account signed in (or signed up) from before. */
export async function knownSignIns(db: Db, userId: number): Promise<Array<{ ip: string; userAgent: string | null }>> {
  const rows = await db
    .selectFrom('sign_in_attempts')
    .select(['ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('outcome', 'in', SUCCESSES)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({ ip: row.ip, userAgent: row.user_agent }));
}
