import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/**
 * Issue 31: the FIX session as its holder reports it, for every instance of a cluster, and the
 * sequence numbers a new holder starts from (each instance keeps its own session files).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hedge_session')
    .addColumn('session_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('since', int64)
    .addColumn('reason', 'varchar(500)')
    .addColumn('holder', 'varchar(200)')
    .addColumn('next_sender_seq', int64)
    .addColumn('next_target_seq', int64)
    .addColumn('reserved_sender_seq', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hedge_session').execute();
}
