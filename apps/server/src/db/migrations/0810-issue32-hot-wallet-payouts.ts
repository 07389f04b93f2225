import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

/**
 * Withdrawals paid by the platform from a hot wallet: each staff approval of a payout (one per staff
 * member and withdrawal), each payout attempt with its state and its signed transaction (written
 * before it is broadcast, so a restart sends the same transaction again and never signs a second),
 * and the hot wallet's next nonce per network.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('payout_approvals'))
    .addColumn('transaction_id', int64, (c) => c.notNull())
    .addColumn('staff_id', int64, (c) => c.notNull())
    /** The approval request's Idempotency-Key: the same key again is a retry, not a second approval. */
    .addColumn('request_key', 'varchar(200)')
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_approvals_once').unique().on('payout_approvals').columns(['transaction_id', 'staff_id']).execute();

  await withId(db, db.schema.createTable('payouts'))
    .addColumn('transaction_id', int64, (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('account_id', int64, (c) => c.notNull())
    .addColumn('chain', 'varchar(16)', (c) => c.notNull())
    /** queued → signed → sent → confirmed, or failed (reverted or replaced). */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('coin', 'varchar(16)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(64)', (c) => c.notNull())
    /** The coin's smallest units (a decimal string) and the USD value they were converted at. */
    .addColumn('amount_units', 'varchar(80)', (c) => c.notNull())
    .addColumn('usd_cents', int64, (c) => c.notNull())
    .addColumn('usd_rate', 'varchar(40)', (c) => c.notNull())
    .addColumn('from_address', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', int64)
    .addColumn('raw_tx', 'text')
    .addColumn('tx_hash', 'varchar(80)')
    .addColumn('block_number', int64)
    .addColumn('confirmations', 'integer')
    /** Why it waits or failed, for finance. */
    .addColumn('note', 'varchar(500)')
    /** The staff member whose approval completed it (the verdict names them). */
    .addColumn('approved_by', int64, (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payouts_attempt').unique().on('payouts').columns(['transaction_id', 'attempt']).execute();
  await db.schema.createIndex('payouts_status').on('payouts').columns(['chain', 'status']).execute();
  await db.schema.createIndex('payouts_nonce').unique().on('payouts').columns(['chain', 'from_address', 'nonce']).execute();

  await db.schema
    .createTable('hot_wallet_nonces')
    .addColumn('chain', 'varchar(16)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('next_nonce', int64, (c) => c.notNull())
    .addPrimaryKeyConstraint('hot_wallet_nonces_pk', ['chain', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hot_wallet_nonces').execute();
  await db.schema.dropTable('payouts').execute();
  await db.schema.dropTable('payout_approvals').execute();
}
