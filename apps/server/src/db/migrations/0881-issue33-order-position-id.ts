import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/**
 * A partial close books the closed part as a new order row; `position_id` names the position it
 * was cut from, so reports count one trade per position. Older partial records keep null (their
 * link was never stored) and still count as trades of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('position_id', int64).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('position_id').execute();
}
