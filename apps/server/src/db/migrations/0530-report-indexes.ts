import type { Kysely } from 'kysely';

/**
 * Reports read one trader's ledger by time and their closed trades by close time. The ledger index
 * carries kind and amount so the statement's per-kind sums never touch the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_entries_user_time')
    .on('ledger_entries')
    .columns(['user_id', 'created_at', 'kind', 'amount_cents'])
    .execute();
  await db.schema.createIndex('orders_user_status_closed').on('orders').columns(['user_id', 'status', 'closed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_status_closed').execute();
  await db.schema.dropIndex('ledger_entries_user_time').execute();
}
