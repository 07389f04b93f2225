import type { Db } from '../../db/database.ts';
import type { OneTimePurpose } from './auth.tables.ts';
import { hashToken, newToken } from '../../lib/token.ts';

/** A new single-use token (256 random bits; only its SHA-256 is stored). */
export async function createOneTimeToken(
  db: Db,
  input: { userId: number; purpose: OneTimePurpose; now: number; ttlMs: number; detail?: string },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: hashToken(token),
      detail: input.detail ?? null,
      created_at: input.now,
      expires_at: input.now + input.ttlMs,
      used_at: null,
    })
    .execute();
  return token;
}

export interface OneTimeToken {
  id: number;
  userId: number;
  purpose: OneTimePurpose;
  detail: string | null;
  createdAt: number;
  expiresAt: number;
}

/** The unexpired, unused token of that purpose, without using it up. */
export async function findOneTimeToken(db: Db, token: string, purpose: OneTimePurpose, now: number): Promise<OneTimeToken | undefined> {
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      purpose: row.purpose,
      detail: row.detail,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }
  );
}

/** Uses the token up: true for exactly one caller, however many race. */
export async function consumeOneTimeToken(db: Db, id: number, now: number): Promise<boolean> {
  const rows = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** Voids every unused token of that purpose for the user (a new reset link replaces older ones). */
export async function voidOneTimeTokens(db: Db, userId: number, purpose: OneTimePurpose, now: number): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Voids every unused token of the user, whatever its purpose: a new password outdates every link and challenge made before it. */
export async function voidAllOneTimeTokens(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('one_time_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
