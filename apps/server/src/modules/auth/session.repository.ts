import type { AccountType } from '@platform/shared/auth';
import type { Role } from '@platform/shared/user';
import type { Db } from '../../db/database.ts';

export interface NewSession {
  userId: number;
  tokenHash: string;
  now: number;
  expiresAt: number;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: Db, session: NewSession): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.now,
      expires_at: session.expiresAt,
      revoked_at: null,
      user_agent: session.userAgent?.slice(0, 512) ?? null,
      ip: session.ip,
      last_seen_at: session.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in session with the login it belongs to. */
export interface ActiveSession {
  sessionId: number;
  expiresAt: number;
  lastSeenAt: number | null;
  userId: number;
  role: Role;
  accountType: AccountType;
  status: 'active' | 'disabled';
  totpEnabledAt: number | null;
}

/** One of a login's open sessions, as its owner lists them. */
export interface SessionListing {
  id: number;
  createdAt: number;
  lastSeenAt: number | null;
  userAgent: string | null;
  ip: string | null;
}

/** The session's user if the token is known, unexpired and unrevoked (the caller checks the login's status). */
export async function findActiveSession(db: Db, tokenHash: string, now: number): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.id as user_id',
      'users.role',
      'users.account_type',
      'users.status',
      'users.totp_enabled_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return (
    row && {
      sessionId: row.session_id,
      expiresAt: row.expires_at,
      lastSeenAt: row.last_seen_at,
      userId: row.user_id,
      role: row.role,
      accountType: row.account_type,
      status: row.status,
      totpEnabledAt: row.totp_enabled_at,
    }
  );
}

export async function listActiveSessions(db: Db, userId: number, now: number): Promise<SessionListing[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    userAgent: row.user_agent,
    ip: row.ip,
  }));
}

export async function touchSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

/** Revokes one session of the user; the ids revoked (none when it was not theirs or already gone). */
export async function revokeSessionById(db: Db, userId: number, sessionId: number, now: number): Promise<number[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Signs a user out everywhere except, optionally, the session in hand; the ids revoked. */
export async function revokeUserSessions(db: Db, userId: number, now: number, keepSessionId?: number): Promise<number[]> {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
