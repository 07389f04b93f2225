import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('hedge_rules'))
    .addColumn('client_group', 'varchar(64)')
    .addColumn('symbol_group', 'varchar(128)')
    .addColumn('symbol', 'varchar(20)')
    .addColumn('min_volume_units', int64)
    .addColumn('max_volume_units', int64)
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('exposure_limit_units', int64)
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('hedge_client_fills'))
    .addColumn('fill_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('order_id', int64, (c) => c.notNull())
    .addColumn('user_id', int64, (c) => c.notNull())
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('side', 'varchar(4)', (c) => c.notNull())
    .addColumn('volume_units', int64, (c) => c.notNull())
    .addColumn('price_pts', int64, (c) => c.notNull())
    .addColumn('digits', 'integer', (c) => c.notNull())
    .addColumn('rule_id', int64)
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('cl_ord_id', 'varchar(40)')
    .addColumn('filled_at', int64, (c) => c.notNull())
    .addColumn('routed_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hedge_client_fills_symbol').on('hedge_client_fills').column('symbol').execute();

  await withId(db, db.schema.createTable('hedge_orders'))
    .addColumn('cl_ord_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('lp_symbol', 'varchar(40)', (c) => c.notNull())
    .addColumn('side', 'varchar(4)', (c) => c.notNull())
    .addColumn('volume_units', int64, (c) => c.notNull())
    .addColumn('limit_pts', int64, (c) => c.notNull())
    .addColumn('digits', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('filled_units', int64, (c) => c.notNull())
    .addColumn('filled_pts_units', int64, (c) => c.notNull())
    .addColumn('lp_order_id', 'varchar(64)')
    .addColumn('reason', 'varchar(400)')
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('sent_at', int64)
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hedge_orders_status').on('hedge_orders').column('status').execute();

  await withId(db, db.schema.createTable('hedge_executions'))
    .addColumn('cl_ord_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('exec_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('exec_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('ord_status', 'varchar(2)', (c) => c.notNull())
    .addColumn('last_units', int64, (c) => c.notNull())
    .addColumn('last_pts', int64)
    .addColumn('filled_units', int64, (c) => c.notNull())
    .addColumn('text', 'varchar(400)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('received_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hedge_executions_order_exec').on('hedge_executions').columns(['cl_ord_id', 'exec_id']).unique().execute();

  await db.schema
    .createTable('hedge_positions')
    .addColumn('symbol', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('digits', 'integer', (c) => c.notNull())
    .addColumn('buy_units', int64, (c) => c.notNull())
    .addColumn('buy_pts_units', int64, (c) => c.notNull())
    .addColumn('sell_units', int64, (c) => c.notNull())
    .addColumn('sell_pts_units', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['hedge_positions', 'hedge_executions', 'hedge_orders', 'hedge_client_fills', 'hedge_rules'])
    await db.schema.dropTable(table).execute();
}
