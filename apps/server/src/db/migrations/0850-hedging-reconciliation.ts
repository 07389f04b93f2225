import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/** Issue 31: routing by the account's profitability, and the daily reconciliation reports. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hedge_rules').addColumn('profitability', 'varchar(16)').execute();
  await db.schema
    .createTable('hedge_reconciliations')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('differences', 'integer', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hedge_reconciliations').execute();
  await db.schema.alterTable('hedge_rules').dropColumn('profitability').execute();
}
