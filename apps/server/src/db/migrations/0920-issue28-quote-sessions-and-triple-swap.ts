import { sql, type Kysely } from 'kysely';

/**
 * Issue 28: sessions become quote or trade sessions (the rows so far are trade sessions), and each
 * symbol group or symbol may set its triple-swap day (a weekday, or null for none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('trading_sessions')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo(sql`'trade'`))
    .execute();
  await db.schema
    .createTable('trading_triple_swap_days')
    .addColumn('target_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('weekday', 'integer')
    .addPrimaryKeyConstraint('trading_triple_swap_days_pk', ['target_kind', 'target'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trading_triple_swap_days').execute();
  await db.schema.alterTable('trading_sessions').dropColumn('kind').execute();
}
