import type { Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/** Who last set a ticket's status from the back office, and when (null until staff touch it). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('support_tickets')
    .addColumn('status_changed_by', int64, (c) => c.references('users.id'))
    .execute();
  await db.schema.alterTable('support_tickets').addColumn('status_changed_at', int64).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('support_tickets').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('support_tickets').dropColumn('status_changed_by').execute();
}
