import type { Kysely } from 'kysely';

/**
 * A trader can answer inside their own ticket: a reply's writer is staff or the trader, so
 * `staff_id` becomes `author_id` with the kind beside it; `request_id` makes a retried trader
 * reply land once (NULLs stay distinct, so staff replies need none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_replies').renameColumn('staff_id', 'author_id').execute();
  await db.schema
    .alterTable('ticket_replies')
    .addColumn('author', 'varchar(8)', (c) => c.notNull().defaultTo('staff'))
    .execute();
  await db.schema.alterTable('ticket_replies').addColumn('request_id', 'varchar(64)').execute();
  await db.schema.createIndex('ticket_replies_request_id').on('ticket_replies').columns(['ticket_id', 'request_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ticket_replies_request_id').execute();
  await db.schema.alterTable('ticket_replies').dropColumn('request_id').execute();
  await db.schema.alterTable('ticket_replies').dropColumn('author').execute();
  await db.schema.alterTable('ticket_replies').renameColumn('author_id', 'staff_id').execute();
}
