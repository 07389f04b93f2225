import type { Kysely } from 'kysely';
import { int64, withId } from './column-types.ts';

/**
 * The cashier on the chain: each account's derived deposit address per network, every transfer the
 * watcher saw (one row per transaction hash and log index, so a credit happens once), how far each
 * network is scanned, and a deposit's confirmations so far on its request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('confirmations', 'integer').execute();
  await db.schema.alterTable('transactions').addColumn('confirmations_required', 'integer').execute();

  await withId(db, db.schema.createTable('deposit_addresses'))
    .addColumn('user_id', int64, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chain', 'varchar(16)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('derivation_index', int64, (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deposit_addresses_account').unique().on('deposit_addresses').columns(['user_id', 'chain']).execute();
  await db.schema.createIndex('deposit_addresses_address').unique().on('deposit_addresses').columns(['chain', 'address']).execute();

  await withId(db, db.schema.createTable('chain_transfers'))
    .addColumn('chain', 'varchar(16)', (c) => c.notNull())
    .addColumn('tx_hash', 'varchar(80)', (c) => c.notNull())
    /** -1 for a native transfer (no log). */
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('coin', 'varchar(16)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(64)', (c) => c.notNull())
    /** The coin's smallest units, as a decimal string (an ERC-20 amount can pass 2^53). */
    .addColumn('amount_units', 'varchar(80)', (c) => c.notNull())
    .addColumn('block_number', int64, (c) => c.notNull())
    .addColumn('block_hash', 'varchar(80)', (c) => c.notNull())
    .addColumn('transaction_id', int64, (c) => c.notNull())
    /** confirming, credited or dropped (a reorganisation removed it before its confirmations). */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('usd_cents', int64, (c) => c.notNull())
    /** USD per coin as recorded for the credit (a decimal string; '1' for a stablecoin). */
    .addColumn('usd_rate', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', int64, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chain_transfers_once').unique().on('chain_transfers').columns(['chain', 'tx_hash', 'log_index']).execute();
  await db.schema.createIndex('chain_transfers_status').on('chain_transfers').columns(['chain', 'status']).execute();

  await db.schema
    .createTable('chain_cursors')
    .addColumn('chain', 'varchar(16)', (c) => c.primaryKey())
    /** The first block not yet scanned. */
    .addColumn('next_block', int64, (c) => c.notNull())
    /** The hash of the block before `next_block` as scanned: a different one now means a reorganisation. */
    .addColumn('last_hash', 'varchar(80)')
    .addColumn('updated_at', int64, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_cursors').execute();
  await db.schema.dropTable('chain_transfers').execute();
  await db.schema.dropTable('deposit_addresses').execute();
  await db.schema.alterTable('transactions').dropColumn('confirmations_required').execute();
  await db.schema.alterTable('transactions').dropColumn('confirmations').execute();
}
