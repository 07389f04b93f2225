import type { Kysely } from 'kysely';

/** When staff opened a deposit or withdrawal for review, and who: the 'under review' step of its timeline. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('review_started_at', 'bigint').execute();
  await db.schema.alterTable('transactions').addColumn('review_started_by', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('review_started_by').execute();
  await db.schema.alterTable('transactions').dropColumn('review_started_at').execute();
}
