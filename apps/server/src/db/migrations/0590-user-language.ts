import type { Kysely } from 'kysely';

/** The language a user reads the platform and its mails in ('en' until they choose). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
