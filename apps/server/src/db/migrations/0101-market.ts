import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('symbols')
    .addColumn('symbol', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('base_title', 'varchar(80)', (c) => c.notNull())
    .addColumn('quote_title', 'varchar(80)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('base_currency', 'varchar(10)', (c) => c.notNull())
    .addColumn('quote_currency', 'varchar(10)', (c) => c.notNull())
    .addColumn('digits', 'integer', (c) => c.notNull())
    .addColumn('pip_size', 'double precision', (c) => c.notNull())
    .addColumn('contract_size', 'double precision', (c) => c.notNull())
    .addColumn('volume_min', 'double precision', (c) => c.notNull())
    .addColumn('volume_max', 'double precision', (c) => c.notNull())
    .addColumn('volume_step', 'double precision', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('swap_long', 'double precision', (c) => c.notNull())
    .addColumn('swap_short', 'double precision', (c) => c.notNull())
    .addColumn('trading_hours', 'varchar(20)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('spread_markup', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull().references('symbols.symbol').onDelete('cascade'))
    .addColumn('created_at', int64, (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'symbol'])
    .execute();

  // Bars keyed by (symbol, timeframe, start); prices in integer points of the symbol.
  await db.schema
    .createTable('candles')
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('timeframe', 'integer', (c) => c.notNull())
    .addColumn('time', int64, (c) => c.notNull())
    .addColumn('open', int64, (c) => c.notNull())
    .addColumn('high', int64, (c) => c.notNull())
    .addColumn('low', int64, (c) => c.notNull())
    .addColumn('close', int64, (c) => c.notNull())
    .addPrimaryKeyConstraint('candles_pk', ['symbol', 'timeframe', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('candles').execute();
  await db.schema.dropTable('favourites').execute();
  await db.schema.dropTable('symbols').execute();
}
