import type { Kysely } from 'kysely';
import { int64, isPostgres } from './column-types.ts';

/**
 * Staged take-profits (JSON of [points, volume units] pairs, nearest first), a stop-limit's limit
 * price and when its stop was reached, and a trailing stop's activation profit in points.
 * 'stop_limit' is longer than the 8 characters order_type held (SQLite does not enforce lengths).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db))
    await db.schema
      .alterTable('orders')
      .alterColumn('order_type', (column) => column.setDataType('varchar(16)'))
      .execute();
  await db.schema.alterTable('orders').addColumn('take_profit_levels', 'text').execute();
  await db.schema.alterTable('orders').addColumn('limit_pts', int64).execute();
  await db.schema.alterTable('orders').addColumn('stop_reached_at', int64).execute();
  await db.schema.alterTable('orders').addColumn('trailing_activation_pts', int64).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('trailing_activation_pts').execute();
  await db.schema.alterTable('orders').dropColumn('stop_reached_at').execute();
  await db.schema.alterTable('orders').dropColumn('limit_pts').execute();
  await db.schema.alterTable('orders').dropColumn('take_profit_levels').execute();
}
