import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/** The other leg of a one-cancels-other pair of pending orders. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('oco_order_id', int64).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('oco_order_id').execute();
}
