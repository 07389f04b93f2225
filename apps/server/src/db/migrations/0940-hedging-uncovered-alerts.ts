import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

/**
 * Issue 31: the desk's thresholds on uncovered exposure (per symbol or symbol group, USD cents of
 * notional) and each crossing and re-arm, so a new hedge leader does not tell the desk twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('hedge_uncovered_limits'))
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(128)', (c) => c.notNull())
    .addColumn('threshold_cents', int64, (c) => c.notNull())
    .addColumn('updated_by', int64)
    .addColumn('updated_at', int64, (c) => c.notNull())
    .addUniqueConstraint('hedge_uncovered_limits_scope_target', ['scope', 'target'])
    .execute();

  await withId(db, db.schema.createTable('hedge_uncovered_events'))
    .addColumn('limit_id', int64, (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('side', 'varchar(8)', (c) => c.notNull())
    .addColumn('uncovered_cents', int64, (c) => c.notNull())
    .addColumn('threshold_cents', int64, (c) => c.notNull())
    .addColumn('session_state', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hedge_uncovered_events_limit').on('hedge_uncovered_events').columns(['limit_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hedge_uncovered_events').execute();
  await db.schema.dropTable('hedge_uncovered_limits').execute();
}
