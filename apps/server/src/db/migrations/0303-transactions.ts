import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Deposit and withdrawal requests; the balance moves only by ledger entries when staff approve.
  await withId(db, db.schema.createTable('transactions'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_cents', int64, (c) => c.notNull())
    .addColumn('chain', 'varchar(16)', (c) => c.notNull())
    .addColumn('address', 'varchar(128)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('receipt_upload_id', 'varchar(40)', (c) => c.references('uploads.id'))
    .addColumn('review_note', 'varchar(1000)')
    .addColumn('tx_hash', 'varchar(128)')
    .addColumn('reviewed_by', int64)
    .addColumn('reviewed_at', int64)
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transactions_user_id').on('transactions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('transactions_status').on('transactions').columns(['status', 'type']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transactions').execute();
}
