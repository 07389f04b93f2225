import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

/** The risk desk (issue 30): exposure limits, their crossings, and the dealer's switches. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('risk_limits'))
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(128)', (c) => c.notNull())
    .addColumn('warning_cents', int64, (c) => c.notNull())
    .addColumn('limit_cents', int64, (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('updated_by', int64)
    .addColumn('updated_at', int64, (c) => c.notNull())
    .addUniqueConstraint('risk_limits_scope_target', ['scope', 'target'])
    .execute();

  await withId(db, db.schema.createTable('risk_limit_events'))
    .addColumn('limit_id', int64, (c) => c.notNull())
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(128)', (c) => c.notNull())
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    .addColumn('side', 'varchar(8)', (c) => c.notNull())
    .addColumn('net_cents', int64, (c) => c.notNull())
    .addColumn('threshold_cents', int64, (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_limit_events_created').on('risk_limit_events').column('created_at').execute();

  await withId(db, db.schema.createTable('risk_switches'))
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('set_by', int64, (c) => c.notNull())
    .addColumn('set_at', int64, (c) => c.notNull())
    .addUniqueConstraint('risk_switches_scope_target', ['scope', 'target'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('risk_switches').execute();
  await db.schema.dropTable('risk_limit_events').execute();
  await db.schema.dropTable('risk_limits').execute();
}
