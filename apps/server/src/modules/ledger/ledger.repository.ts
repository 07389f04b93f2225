import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LedgerKind } from './ledger.tables.ts';

export interface LedgerPosting {
  userId: number;
  kind: LedgerKind;
  amountCents: number;
  refType?: string;
  refId?: number;
  note?: string;
  createdBy?: number;
}

export async function createAccount(db: Db, userId: number, now: number): Promise<void> {
  await db
    .insertInto('accounts')
    .values({ user_id: userId, balance_cents: 0, credit_cents: 0, reserved_cents: 0, updated_at: now })
    .execute();
}

/**
 * Appends one ledger entry and moves the cached balance by the same amount, in the caller's
 * transaction, so balance = sum of entries always holds.
 */
export async function postLedgerEntry(trx: Db, posting: LedgerPosting, now: number): Promise<number> {
  const account = await trx
    .updateTable('accounts')
    .set({ balance_cents: sql`balance_cents + ${posting.amountCents}`, updated_at: now })
    .where('user_id', '=', posting.userId)
    .returning('balance_cents')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values({
      user_id: posting.userId,
      kind: posting.kind,
      amount_cents: posting.amountCents,
      balance_after_cents: account.balance_cents,
      ref_type: posting.refType ?? null,
      ref_id: posting.refId ?? null,
      note: posting.note ?? null,
      created_by: posting.createdBy ?? null,
      created_at: now,
    })
    .execute();
  return account.balance_cents;
}

export async function findAccount(db: Db, userId: number) {
  return db.selectFrom('accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function sumLedger(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listLedger(db: Db, userId: number, limit = 200) {
  return db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}
