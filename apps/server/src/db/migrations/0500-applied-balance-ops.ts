import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/**
 * One row per balance command the engine applied (`tx:42:approve`, `user:7:demo-credit`): the
 * primary key is the claim that makes a command apply once across restarts and instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applied_balance_ops')
    .addColumn('op_id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('user_id', int64, (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applied_balance_ops').execute();
}
