import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

/**
 * The bell carries the account's news, not only fired alerts: each notification may name the
 * account it is about (several per login come with issue 29), carry its details as JSON, and a
 * dedupe key so that of the instances hearing one event exactly one writes it. Web Push: the
 * server's VAPID key pair (made on first use) and each browser's subscription.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('account_id', int64).execute();
  await db.schema.alterTable('notifications').addColumn('data', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('dedupe_key', 'varchar(120)').execute();
  await db.schema.createIndex('notifications_dedupe_key').unique().on('notifications').column('dedupe_key').execute();

  await db.schema
    .createTable('push_vapid_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('private_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('push_vapid_keys').execute();
  await db.schema.dropIndex('notifications_dedupe_key').execute();
  await db.schema.alterTable('notifications').dropColumn('dedupe_key').execute();
  await db.schema.alterTable('notifications').dropColumn('data').execute();
  await db.schema.alterTable('notifications').dropColumn('account_id').execute();
}
