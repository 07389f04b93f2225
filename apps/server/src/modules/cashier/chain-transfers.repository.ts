import type { Chain } from '@platform/shared/settings';
import type { Db } from '../../db/database.ts';
import type { ChainTransfersTable } from './cashier.tables.ts';
import type { Selectable } from 'kysely';

export type ChainTransferRow = Selectable<ChainTransfersTable>;

export interface Cursor {
  /** The first block not yet scanned. */
  nextBlock: number;
  /** The hash of the block before it, as scanned. */
  lastHash: string | null;
}

export async function readCursor(db: Db, chain: Chain): Promise<Cursor | undefined> {
  const row = await db.selectFrom('chain_cursors').select(['next_block', 'last_hash']).where('chain', '=', chain).executeTakeFirst();
  return row && { nextBlock: Number(row.next_block), lastHash: row.last_hash };
}

export async function saveCursor(db: Db, chain: Chain, cursor: Cursor, now: number): Promise<void> {
  const values = { next_block: cursor.nextBlock, last_hash: cursor.lastHash, updated_at: now };
  await db
    .insertInto('chain_cursors')
    .values({ chain, ...values })
    .onConflict((oc) => oc.column('chain').doUpdateSet(values))
    .execute();
}

/** The transfers already recorded among these transaction hashes, as `hash|logIndex`. */
export async function knownTransfers(db: Db, chain: Chain, txHashes: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let from = 0; from < txHashes.length; from += 500) {
    const rows = await db
      .selectFrom('chain_transfers')
      .select(['tx_hash', 'log_index'])
      .where('chain', '=', chain)
      .where('tx_hash', 'in', txHashes.slice(from, from + 500))
      .execute();
    for (const row of rows) known.add(`${row.tx_hash}|${row.log_index}`);
  }
  return known;
}

export async function confirmingTransfers(db: Db, chain: Chain): Promise<ChainTransferRow[]> {
  return db.selectFrom('chain_transfers').selectAll().where('chain', '=', chain).where('status', '=', 'confirming').orderBy('id').execute();
}

export async function setTransferStatus(db: Db, id: number, status: ChainTransferRow['status']): Promise<void> {
  await db.updateTable('chain_transfers').set({ status }).where('id', '=', id).execute();
}

export async function moveTransferBlock(db: Db, id: number, blockNumber: number, blockHash: string): Promise<void> {
  await db.updateTable('chain_transfers').set({ block_number: blockNumber, block_hash: blockHash }).where('id', '=', id).execute();
}
