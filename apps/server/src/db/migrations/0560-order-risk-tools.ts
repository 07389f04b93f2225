import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/** A position's trailing stop distance and its break-even trigger and offset, in points. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('trailing_stop_pts', int64).execute();
  await db.schema.alterTable('orders').addColumn('break_even_pts', int64).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('break_even_offset_pts', int64, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('break_even_offset_pts').execute();
  await db.schema.alterTable('orders').dropColumn('break_even_pts').execute();
  await db.schema.alterTable('orders').dropColumn('trailing_stop_pts').execute();
}
