import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // referred_id is unique: a referred trader earns their referrer one reward, on the first approved deposit.
  await withId(db, db.schema.createTable('referral_rewards'))
    .addColumn('referrer_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('referred_id', int64, (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('deposit_id', int64, (c) => c.notNull().references('transactions.id'))
    .addColumn('amount_cents', int64, (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_rewards_referrer_id').on('referral_rewards').column('referrer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_rewards').execute();
}
