import type { Chain } from '@platform/shared/settings';
import type { Db } from '../../db/database.ts';
import { insertTransaction, transactionFromRow, type Transaction } from './banking.repository.ts';

/** A deposit the chain watcher saw: pending, at the address it arrived to, with its hash and confirmations so far. */
export function insertChainDeposit(
  db: Db,
  deposit: {
    userId: number;
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
