import type { Kysely } from 'kysely';

/**
 * A withdrawal paid by the platform keeps the hash of each step of its timeline: the transaction it
 * was first sent as, and the one a fee raise sent at the same nonce (the withdrawal's `tx_hash` is the
 * one that pays, whichever of them the chain mines).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('sent_tx_hash', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('raised_tx_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('raised_tx_hash').execute();
  await db.schema.alterTable('transactions').dropColumn('sent_tx_hash').execute();
}
