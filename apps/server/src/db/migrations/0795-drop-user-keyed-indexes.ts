import { sql, type Kysely } from 'kysely';

/**
 * Orders and the ledger are read per trading account since accounts have their own ids (0730 added
 * the account-keyed indexes); the user-keyed ones it left behind were still written on every order
 * opened, changed and closed and on every ledger entry, and no query reads them any more. Dropped:
 * each order path write maintains one index fewer. Kept: `ledger_entries_user_id` (the trader-wide
 * ledger and its sum) and `orders_status` (the engine's load).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_status').execute();
  await db.schema.dropIndex('orders_user_closed_history').execute();
  await db.schema.dropIndex('ledger_entries_user_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status']).execute();
  await db.schema
    .createIndex('orders_user_closed_history')
    .on('orders')
    .columns([
      'user_id',
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
    .createIndex('ledger_entries_user_time')
    .on('ledger_entries')
    .columns(['user_id', 'created_at', 'kind', 'amount_cents'])
    .execute();
}
