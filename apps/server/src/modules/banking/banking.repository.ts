import type { Insertable, Selectable } from 'kysely';
import type { Chain, TransactionStatus } from '@platform/shared/banking';
import { toColumns, type Camelized } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { TransactionsTable } from './banking.tables.ts';

/** A deposit or withdrawal request with its review. */
export interface Transaction {
  id: number;
  userId: number;
  accountId: number | null;
  type: 'deposit' | 'withdrawal';
  currency: string;
  amountCents: number;
  chain: Chain;
  address: string;
  method: string;
  status: TransactionStatus;
  receiptUploadId: string | null;
  reviewNote: string | null;
  txHash: string | null;
  reviewedBy: number | null;
  reviewedAt: number | null;
  /** When staff opened it for review (the 'under review' step), and who. */
  reviewStartedAt: number | null;
  reviewStartedBy: number | null;
  /** A deposit the chain watcher follows: confirmations so far and needed; null for a manual request. */
  confirmations: number | null;
  confirmationsRequired: number | null;
  feeRaisedAt: number | null;
  /** The platform's payout: the hash it was first sent as, and the one its last fee raise sent. */
  sentTxHash: string | null;
  raisedTxHash: string | null;
  createdAt: number;
}

export function transactionFromRow(row: Selectable<TransactionsTable>): Transaction {
  return {
    id: row.id,
    userId: row.user_id,
    accountId: row.account_id,
    type: row.type,
    currency: row.currency,
    amountCents: row.amount_cents,
    chain: row.chain,
    address: row.address,
    method: row.method,
    status: row.status,
    receiptUploadId: row.receipt_upload_id,
    reviewNote: row.review_note,
    txHash: row.tx_hash,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
    reviewStartedAt: row.review_started_at,
    reviewStartedBy: row.review_started_by,
    confirmations: row.confirmations,
    confirmationsRequired: row.confirmations_required,
    feeRaisedAt: row.fee_raised_at,
    sentTxHash: row.sent_tx_hash,
    raisedTxHash: row.raised_tx_hash,
    createdAt: row.created_at,
  };
}

type NewTransaction = Camelized<Insertable<TransactionsTable>>;
/** What staff fill in later: a new request has none of it unless given (tests seed reviewed ones). */
type ReviewFields =
  'reviewNote' | 'txHash' | 'reviewedBy' | 'reviewedAt' | 'reviewStartedAt' | 'reviewStartedBy' | 'confirmations' | 'confirmationsRequired';
const UNREVIEWED = {
  reviewNote: null,
  txHash: null,
  reviewedBy: null,
  reviewedAt: null,
  reviewStartedAt: null,
  reviewStartedBy: null,
  confirmations: null,
  confirmationsRequired: null,
};

export async function insertTransaction(
  db: Db,
  transaction: Omit<NewTransaction, ReviewFields> & Partial<Pick<NewTransaction, ReviewFields>>,
): Promise<Transaction> {
  const row = await db
    .insertInto('transactions')
    .values(toColumns<Insertable<TransactionsTable>>({ ...UNREVIEWED, ...transaction }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return transactionFromRow(row);
}

export async function findTransaction(db: Db, id: number): Promise<Transaction | undefined> {
  const row = await db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
  return row && transactionFromRow(row);
}

export async function listUserTransactions(db: Db, userId: number, limit?: number): Promise<Transaction[]> {
  const rows = await db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')

    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
  return rows.map(transactionFromRow);
}

/**
 * Moves a pending request to its verdict; undefined when it was not pending. The row lock of
 * this conditional update is what makes a second or concurrent review a no-op.
 */
export async function settleTransaction(
  db: Db,
  id: number,
  type: Transaction['type'],
  verdict: {
    status: 'approved' | 'rejected' | 'cancelled';
    note: string | null;
    txHash: string | null;
    staffId: number | null;
    now: number;
  },
): Promise<Transaction | undefined> {
  const row = await db
    .updateTable('transactions')
    .set({
      status: verdict.status,
      review_note: verdict.note,
      // A chain deposit keeps the hash it arrived with.
      ...(verdict.txHash !== null ? { tx_hash: verdict.txHash } : {}),
      reviewed_by: verdict.staffId,
      reviewed_at: verdict.now,
    })
    .where('id', '=', id)
    .where('type', '=', type)
    .where('status', '=', 'pending')
    // A withdrawal the hot wallet signed (its hash set while pending) is not rejected under it.
    .$if(type === 'withdrawal' && verdict.status === 'rejected', (q) => q.where('tx_hash', 'is', null))
    .returningAll()
    .executeTakeFirst();
  return row && transactionFromRow(row);
}

/** Whether this is the trader's first approved deposit (called inside the approving transaction). */
export async function countApprovedDeposits(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
