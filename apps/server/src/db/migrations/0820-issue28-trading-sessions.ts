import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

/** Issue 28: trade sessions and holidays per symbol group or symbol, in the broker's time zone (one row). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('trading_sessions'))
    .addColumn('target_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('open_minute', 'integer', (c) => c.notNull())
    .addColumn('close_minute', 'integer', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('trading_holidays'))
    .addColumn('target_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('open_minute', 'integer')
    .addColumn('close_minute', 'integer')
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('trading_calendar')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trading_calendar').execute();
  await db.schema.dropTable('trading_holidays').execute();
  await db.schema.dropTable('trading_sessions').execute();
}
