import { sql, type Kysely } from 'kysely';

/**
 * Issue 34: the hourly mail caps count the outbox per address and per account and template; alert
 * rows stored before prices were checked (Infinity, 0, beyond 2^53 points) are removed, since the
 * start-up check now refuses to arm them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('mail_outbox_address_created').on('mail_outbox').columns(['to_address', 'created_at']).execute();
  await db.schema
    .createIndex('mail_outbox_user_template_created')
    .on('mail_outbox')
    .columns(['user_id', 'template', 'created_at'])
    .execute();
  await sql`DELETE FROM price_alerts WHERE price_pts <= 0 OR price_pts > 9007199254740991`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_user_template_created').execute();
  await db.schema.dropIndex('mail_outbox_address_created').execute();
}
