import { sql, type Kysely } from 'kysely';
import { int64, isPostgres, withId } from './column-types.ts';

/**
 * A login holds several trading accounts (issue 29). `accounts` was one row per user keyed by the
 * user id; it becomes one row per account with its own id, type and leverage. Every existing
 * user's account keeps its figures and gets the user's id as its account id, so the orders and
 * ledger entries already stored point at it by `account_id = user_id` without any rewriting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('trading_accounts_new'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    /** null: each order's leverage as the trader picks it, capped by the symbol (today's rule). */
    .addColumn('leverage', 'integer')
    .addColumn('balance_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('credit_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('reserved_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .addColumn('closed_at', int64)
    .execute();
  await sql`
    insert into trading_accounts_new (id, user_id, type, leverage, balance_cents, credit_cents, reserved_cents, created_at, updated_at)
    select a.user_id, a.user_id, case when u.account_type = 'live' then 'live' else 'demo' end, null,
           a.balance_cents, a.credit_cents, a.reserved_cents, a.updated_at, a.updated_at
    from accounts a join users u on u.id = a.user_id`.execute(db);
  await db.schema.dropTable('accounts').execute();
  await db.schema.alterTable('trading_accounts_new').renameTo('accounts').execute();
  if (isPostgres(db))
    await sql`select setval(pg_get_serial_sequence('accounts', 'id'), coalesce((select max(id) from accounts), 0) + 1, false)`.execute(db);
  await db.schema.createIndex('accounts_user_id').on('accounts').column('user_id').execute();

  for (const table of ['orders', 'ledger_entries'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('account_id', int64, (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(table)} set account_id = user_id`.execute(db);
  }
  await db.schema.createIndex('orders_account_status').on('orders').columns(['account_id', 'status']).execute();
  await db.schema
    .createIndex('orders_account_closed_history')
    .on('orders')
    .columns([
      'account_id',
      'closed_at',
      'id',
      'status',
      'symbol',
      'profit_cents',
      'swap_cents',
      'commission_cents',
      'opened_at',
      'created_at',
    ])
    .where(sql.ref('closed_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_time')
    .on('ledger_entries')
    .columns(['account_id', 'created_at', 'kind', 'amount_cents'])
    .execute();

  // A deposit or withdrawal names the account it credits or debits; null (older rows): the default account.
  await db.schema.alterTable('transactions').addColumn('account_id', int64).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('account_id').execute();
  await db.schema.dropIndex('ledger_entries_account_time').execute();
  await db.schema.dropIndex('orders_account_closed_history').execute();
  await db.schema.dropIndex('orders_account_status').execute();
  for (const table of ['orders', 'ledger_entries'] as const) await db.schema.alterTable(table).dropColumn('account_id').execute();
  await db.schema.dropIndex('accounts_user_id').execute();
  // Back to one account per user: the default (lowest id) account of each keeps its figures.
  await db.schema.alterTable('accounts').renameTo('trading_accounts_old').execute();
  await db.schema
    .createTable('accounts')
    .addColumn('user_id', int64, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('credit_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('reserved_cents', int64, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await sql`
    insert into accounts (user_id, balance_cents, credit_cents, reserved_cents, updated_at)
    select user_id, balance_cents, credit_cents, reserved_cents, updated_at from trading_accounts_old t
    where t.id = (select min(id) from trading_accounts_old o where o.user_id = t.user_id)`.execute(db);
  await db.schema.dropTable('trading_accounts_old').execute();
}
