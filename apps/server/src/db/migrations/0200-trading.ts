import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', int64, (c) => c.primaryKey())
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('side', 'varchar(4)', (c) => c.notNull())
    .addColumn('order_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('volume_units', int64, (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('digits', 'integer', (c) => c.notNull())
    .addColumn('open_pts', int64)
    .addColumn('requested_pts', int64)
    .addColumn('trigger_pts', int64)
    .addColumn('expiry_at', int64)
    .addColumn('stop_loss_pts', int64)
    .addColumn('take_profit_pts', int64)
    .addColumn('close_pts', int64)
    .addColumn('margin_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('swap_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('commission_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('profit_cents', int64)
    .addColumn('close_reason', 'varchar(16)')
    .addColumn('queued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fill_latency_ms', int64)
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('opened_at', int64)
    .addColumn('closed_at', int64)
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('orders_status').on('orders').column('status').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('orders').execute();
}
