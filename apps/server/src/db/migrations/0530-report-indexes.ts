import { sql, type Kysely } from 'kysely';

/**
 * Reports read one trader's ledger by time and their finished orders by close time, over up to
 * hundreds of thousands of rows. Both indexes carry the columns the reports aggregate, so the
 * statement's per-kind sums and the performance figures are answered from the index alone. The
 * orders index is partial (finished orders only): a row enters it once, when the order closes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_entries_user_time')
    .on('ledger_entries')
    .columns(['user_id', 'created_at', 'kind', 'amount_cents'])
    .execute();
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_closed_history').execute();
  await db.schema.dropIndex('ledger_entries_user_time').execute();
}
