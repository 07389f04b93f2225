import type { Db } from '../../db/database.ts';

export async function insertSession(db: Db, session: { userId: number; tokenHash: string; now: number; expiresAt: number }) {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.now,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The session's user if the token is known, unexpired and unrevoked, and the login is enabled. */
export async function findActiveSession(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as session_id', 'users.id as user_id', 'users.role', 'users.account_type', 'users.status'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, tokenHash: string, now: number) {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Signs a user out everywhere except, optionally, the session in hand. */
export async function revokeUserSessions(db: Db, userId: number, now: number, keepTokenHash?: string) {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}
