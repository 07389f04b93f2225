import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

/** Sessions learn their device; two-factor, sign-in history, one-time links and the mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(512)').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', int64).execute();

  await db.schema.alterTable('users').addColumn('email_verified_at', int64).execute();
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', int64).execute();
  /** The last time step a code was accepted for: a code is never accepted twice. */
  await db.schema.alterTable('users').addColumn('totp_last_step', int64).execute();

  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', int64)
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  await withId(db, db.schema.createTable('sign_in_attempts'))
    .addColumn('user_id', int64, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_attempts_user').on('sign_in_attempts').columns(['user_id', 'created_at']).execute();

  /** Password-reset, email-verification and two-factor sign-in challenges: only the hash is kept. */
  await withId(db, db.schema.createTable('one_time_tokens'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('detail', 'varchar(512)')
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('expires_at', int64, (c) => c.notNull())
    .addColumn('used_at', int64)
    .execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('user_id', int64, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('template', 'varchar(64)', (c) => c.notNull())
    /** One mail per fact (a transaction's status, a reply): every instance hears the event, one inserts. */
    .addColumn('dedupe_key', 'varchar(128)', (c) => c.unique())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'varchar(512)')
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created_at').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('one_time_tokens').execute();
  await db.schema.dropTable('sign_in_attempts').execute();
  await db.schema.dropTable('recovery_codes').execute();
}
