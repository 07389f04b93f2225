import type { Chain } from '@platform/shared/settings';
import type { Db } from '../../db/database.ts';
import { insertTransaction, transactionFromRow, type Transaction } from './banking.repository.ts';

/** A deposit the chain watcher saw: pending, for the account whose address it arrived to, with its hash and confirmations so far. */
export function insertChainDeposit(
  db: Db,
  deposit: {
    userId: number;
    accountId: number;
    currency: string;
    amountCents: number;
    chain: Chain;
    address: string;
    txHash: string;
    confirmations: number;
    confirmationsRequired: number;
    now: number;
  },
): Promise<Transaction> {
  return insertTransaction(db, {
    userId: deposit.userId,
    accountId: deposit.accountId,
    type: 'deposit',
    currency: deposit.currency,
    amountCents: deposit.amountCents,
    chain: deposit.chain,
    address: deposit.address,
    method: 'chain',
    status: 'pending',
    receiptUploadId: null,
    txHash: deposit.txHash,
    confirmations: deposit.confirmations,
    confirmationsRequired: deposit.confirmationsRequired,
    createdAt: deposit.now,
  });
}

/** A followed deposit's confirmations so far; undefined when it is no longer pending. */
export async function setConfirmations(db: Db, id: number, confirmations: number): Promise<Transaction | undefined> {
  const row = await db
    .updateTable('transactions')
    .set({ confirmations })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return row && transactionFromRow(row);
}

/** Pending deposits whose count of confirmations moves to `confirmations`: the ones that moved (already there, or no longer pending, are left). */
export async function setConfirmationsOf(db: Db, ids: number[], confirmations: number): Promise<Transaction[]> {
  const moved: Transaction[] = [];
  for (let from = 0; from < ids.length; from += 500) {
    const rows = await db
      .updateTable('transactions')
      .set({ confirmations })
      .where('id', 'in', ids.slice(from, from + 500))
      .where('status', '=', 'pending')
      .where('confirmations', '<>', confirmations)
      .returningAll()
      .execute();
    moved.push(...rows.map(transactionFromRow));
  }
  return moved;
}
