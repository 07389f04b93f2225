import { sql, type Kysely } from 'kysely';
import { int64 } from './column-types.ts';

/**
 * Several accounts per trader, the rest of issue 29: the account a trader marks as default (the
 * latest mark wins; none marked: the first opened), price alerts kept per account (each existing
 * alert belongs to its owner's first account, the one every call meant until now), and audit
 * entries naming the trading account a staff action was about.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('marked_default_at', int64).execute();
  await db.schema.alterTable('price_alerts').addColumn('account_id', int64).execute();
  await sql`update price_alerts set account_id = (select min(a.id) from accounts a where a.user_id = price_alerts.user_id)`.execute(db);
  await db.schema.createIndex('price_alerts_account').on('price_alerts').column('account_id').execute();
  await db.schema.alterTable('audit_log').addColumn('account_id', int64).execute();
  await db.schema.createIndex('audit_log_account').on('audit_log').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_account').execute();
  await db.schema.alterTable('audit_log').dropColumn('account_id').execute();
  await db.schema.dropIndex('price_alerts_account').execute();
  await db.schema.alterTable('price_alerts').dropColumn('account_id').execute();
  await db.schema.alterTable('accounts').dropColumn('marked_default_at').execute();
}
