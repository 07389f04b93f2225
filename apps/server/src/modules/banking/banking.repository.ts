import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TransactionRow, TransactionsTable } from './banking.tables.ts';

export async function insertTransaction(db: Db, row: Insertable<TransactionsTable>): Promise<TransactionRow> {
  return db.insertInto('transactions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findTransaction(db: Db, id: number): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listUserTransactions(db: Db, userId: number, limit?: number): Promise<TransactionRow[]> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')

    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
}

/**
 * Moves a pending request to its verdict; undefined when it was not pending. The row lock of
 * this conditional update is what makes a second or concurrent review a no-op.
 */
export async function settleTransaction(
  db: Db,
  id: number,
  type: TransactionRow['type'],
  verdict: { status: 'approved' | 'rejected'; note: string | null; txHash: string | null; staffId: number; now: number },
): Promise<TransactionRow | undefined> {
  return db
    .updateTable('transactions')
    .set({
      status: verdict.status,
      review_note: verdict.note,
      tx_hash: verdict.txHash,
      reviewed_by: verdict.staffId,
      reviewed_at: verdict.now,
    })
    .where('id', '=', id)
    .where('type', '=', type)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Whether this is the trader's first approved deposit (called inside the approving transaction). */
export async function countApprovedDeposits(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
