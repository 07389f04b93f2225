import type { Db } from '../../db/database.ts';
import { transactionFromRow, type Transaction } from './banking.repository.ts';

/**
 * The withdrawal the hot wallet signed a payout for: it carries the payout's hash (and its
 * confirmations) while pending, which keeps a rejection or a hand-entered hash off it. Undefined
 * when it is no longer pending or already carries a hash (the payout is then not sent).
 */
export async function markPayoutSigned(
  db: Db,
  id: number,
  txHash: string,
  confirmationsRequired: number,
): Promise<Transaction | undefined> {
  const row = await db
    .updateTable('transactions')
    .set({
      tx_hash: txHash,
      sent_tx_hash: txHash,
      raised_tx_hash: null,
      fee_raised_at: null,
      confirmations: 0,
      confirmations_required: confirmationsRequired,
      review_note: null,
    })
    .where('id', '=', id)
    .where('type', '=', 'withdrawal')
    .where('status', '=', 'pending')
    .where('tx_hash', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row && transactionFromRow(row);
}

/** A payout that failed on the chain: the withdrawal is pending without a hash again (the hold kept), with the reason. */
export async function markPayoutFailed(db: Db, id: number, txHash: string, note: string): Promise<Transaction | undefined> {
  const row = await db
    .updateTable('transactions')
    .set({
      tx_hash: null,
      sent_tx_hash: null,
      raised_tx_hash: null,
      fee_raised_at: null,
      confirmations: null,
      confirmations_required: null,
      review_note: note,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('tx_hash', '=', txHash)
    .returningAll()
    .executeTakeFirst();
  return row && transactionFromRow(row);
}

/** Marks the withdrawal under review by the first approver (the timeline's step), once. */
export async function markUnderReview(db: Db, id: number, staffId: number, now: number): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ review_started_at: now, review_started_by: staffId })
    .where('id', '=', id)
    .where('review_started_at', 'is', null)
    .execute();
}

/**
 * The payout's hash changed at the same nonce: sent again at a higher fee (`feeRaisedAt`, the
 * timeline's step), or an earlier hash of it was the one mined. Undefined when the withdrawal no
 * longer carries `from`.
 */
export async function replacePayoutHash(
  db: Db,
  id: number,
  from: string,
  to: string,
  feeRaisedAt?: number,
): Promise<Transaction | undefined> {
  const row = await db
    .updateTable('transactions')
    .set({ tx_hash: to, ...(feeRaisedAt === undefined ? {} : { fee_raised_at: feeRaisedAt, raised_tx_hash: to }) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('tx_hash', '=', from)
    .returningAll()
    .executeTakeFirst();
  return row && transactionFromRow(row);
}
