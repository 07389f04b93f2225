import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('username', 'varchar(120)')
    .addColumn('email2', 'varchar(254)')
    .addColumn('birth_day', 'integer')
    .addColumn('birth_month', 'integer')
    .addColumn('birth_year', 'integer')
    .addColumn('address_line', 'varchar(255)')
    .addColumn('postal_code', 'varchar(32)')
    .addColumn('city', 'varchar(120)')
    .addColumn('country', 'varchar(120)')
    .addColumn('phone_code', 'varchar(8)')
    .addColumn('mobile', 'varchar(32)')
    .addColumn('preferred_currency', 'varchar(8)')
    .addColumn('account_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('trader'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('referral_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('referred_by', int64)
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_referred_by').on('users').column('referred_by').execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('expires_at', int64, (c) => c.notNull())
    .addColumn('revoked_at', int64)
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
