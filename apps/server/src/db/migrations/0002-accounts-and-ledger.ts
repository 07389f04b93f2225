import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // balance_cents is the running sum of ledger_entries; reserved_cents is money held by pending withdrawals.
  await db.schema
    .createTable('accounts')
    .addColumn('user_id', int64, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('credit_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('reserved_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_cents', int64, (c) => c.notNull())
    .addColumn('balance_after_cents', int64, (c) => c.notNull())
    .addColumn('ref_type', 'varchar(32)')
    .addColumn('ref_id', int64)
    .addColumn('note', 'varchar(500)')
    .addColumn('created_by', int64)
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_user_id').on('ledger_entries').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('accounts').execute();
}
