import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('price_alerts'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('symbol', 'varchar(20)', (c) => c.notNull())
    .addColumn('condition', 'varchar(24)', (c) => c.notNull())
    .addColumn('price_pts', int64, (c) => c.notNull())
    .addColumn('digits', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(140)', (c) => c.notNull())
    .addColumn('repeating', 'integer', (c) => c.notNull())
    .addColumn('cooldown_seconds', 'integer', (c) => c.notNull())
    .addColumn('expires_at', int64)
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('trigger_count', 'integer', (c) => c.notNull())
    .addColumn('last_triggered_at', int64)
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_alerts_user_status').on('price_alerts').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('price_alerts_status').on('price_alerts').column('status').execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(400)', (c) => c.notNull())
    .addColumn('symbol', 'varchar(20)')
    .addColumn('ref_id', int64)
    // 'pending' until a mailer sends it; the outbox of the account-security issue picks these up.
    .addColumn('email_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('read_at', int64)
    .execute();
  await db.schema.createIndex('notifications_user_created').on('notifications').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('price_alerts').execute();
}
