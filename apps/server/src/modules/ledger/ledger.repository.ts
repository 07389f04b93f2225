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
 * Appends one ledger entry whose amount already moved the stored balance to `balanceAfterCents`.
 * Only the trading engine's effect writer calls it: balance changes go through the engine.
 */
export async function insertLedgerEntry(trx: Db, posting: LedgerPosting, balanceAfterCents: number, now: number): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      user_id: posting.userId,
      kind: posting.kind,
      amount_cents: posting.amountCents,
      balance_after_cents: balanceAfterCents,
      ref_type: posting.refType ?? null,
      ref_id: posting.refId ?? null,
      note: posting.note ?? null,
      created_by: posting.createdBy ?? null,
      created_at: now,
    })
    .execute();
}

/** Every account's balance, credit and holds (the engine loads them once, then owns them). */
export async function listAccounts(db: Db) {
  return db.selectFrom('accounts').select(['user_id', 'balance_cents', 'credit_cents', 'reserved_cents']).execute();
}

/** Ids of every balance command applied so far. */
export async function listAppliedOps(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('applied_balance_ops').select('op_id').execute();
  return rows.map((row) => row.op_id);
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
