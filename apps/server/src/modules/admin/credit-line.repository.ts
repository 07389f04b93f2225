import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Moves the trader's broker credit (bonus money the engine counts in equity and margin but that is
 * not balance, so it can never be withdrawn). Refuses to go below zero; returns the new credit or null.
 */
export async function moveCredit(trx: Db, userId: number, amountCents: number, now: number): Promise<number | null> {
  const row = await trx
    .updateTable('accounts')
    .set({ credit_cents: sql`credit_cents + ${amountCents}`, updated_at: now })
    .where('user_id', '=', userId)
    .where(sql<boolean>`credit_cents + ${amountCents} >= 0`)
    .returning('credit_cents')
    .executeTakeFirst();
  return row ? row.credit_cents : null;
}
