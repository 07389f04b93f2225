import { sql, type Kysely } from 'kysely';

/**
 * Issue 28: a swap mode on the symbol sheet (every row keeps today's USD per lot per day) and on
 * each group rule (null: inherited, as the rule's other fields).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('symbols')
    .addColumn('swap_mode', 'varchar(20)', (c) => c.notNull().defaultTo(sql`'usd_per_lot'`))
    .execute();
  await db.schema.alterTable('group_condition_rules').addColumn('swap_mode', 'varchar(20)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('group_condition_rules').dropColumn('swap_mode').execute();
  await db.schema.alterTable('symbols').dropColumn('swap_mode').execute();
}
