import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/** One row per daily swap rollover applied: its primary key makes each rollover charge once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('swap_rollovers')
    .addColumn('rollover_at', int64, (c) => c.primaryKey())
    .addColumn('positions', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(12)', (c) => c.notNull())
    .addColumn('applied_at', int64, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('swap_rollovers').execute();
}
