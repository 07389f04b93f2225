import type { Kysely } from 'kysely';

/** Why a stop-out closed a position: margin level, equity and used margin before and after (JSON). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('stop_out_details', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('stop_out_details').execute();
}
