import { sql } from 'kysely';
import type { AccountType } from '@platform/shared/auth';
import type { KycStatus } from '@platform/shared/kyc';
import type { MonthlyTotals } from '@platform/shared/banking';
import type { Dialect } from '../../db/database.ts';
import { fromCents } from '@platform/shared/money';
import type { Db } from '../../db/database.ts';
import { columnContains } from '../../lib/staff/search.ts';
import { transactionFromRow, type Transaction } from './banking.repository.ts';

export interface TransactionFilter {
  type: 'deposit' | 'withdrawal' | 'all';
  status: 'pending' | 'approved' | 'rejected' | 'all';
  search?: string | undefined;
  userId?: number;
  id?: number;
}

function baseQuery(db: Db, filter: TransactionFilter) {
  let query = db
    .selectFrom('transactions as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('users as r', 'r.id', 't.reviewed_by')
    .leftJoin('users as s', 's.id', 't.review_started_by')
    .leftJoin('uploads as receipt', 'receipt.id', 't.receipt_upload_id');
  if (filter.type !== 'all') query = query.where('t.type', '=', filter.type);
  if (filter.status !== 'all') query = query.where('t.status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('t.user_id', '=', filter.userId);
  if (filter.id !== undefined) query = query.where('t.id', '=', filter.id);
  if (filter.search) {
    const text = filter.search;
    query = query.where((eb) =>
      eb.or([
        columnContains(eb, 'u.name', text),
        columnContains(eb, 'u.email', text),
        columnContains(eb, 't.address', text),
        columnContains(eb, 't.tx_hash', text),
      ]),
    );
  }
  return query;
}

/** A request in the back office queue: the request with its trader, reviewers, receipt and KYC status. */
export interface QueuedTransaction {
  transaction: Transaction;
  traderName: string;
  traderEmail: string;
  accountType: AccountType;
  reviewerEmail: string | null;
  reviewStarterEmail: string | null;
  receiptType: string | null;
  kycStatus: KycStatus | null;
}

/** Deposits and withdrawals with their trader; pending oldest first, decided ones newest first. */
export async function listAdminTransactions(db: Db, filter: TransactionFilter, offset: number, limit: number) {
  const query = baseQuery(db, filter);
  const direction = filter.status === 'pending' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    query
      .selectAll('t')
      .select((eb) => [
        'u.name as trader_name',
        'u.email as trader_email',
        'u.account_type',
        'r.email as reviewer_email',
        's.email as review_starter_email',
        'receipt.content_type as receipt_type',
        eb
          .selectFrom('kyc_submissions as ks')
          .select('ks.status')
          .whereRef('ks.user_id', '=', 't.user_id')
          .orderBy('ks.id', 'desc')
          .limit(1)
          .as('kyc_status'),
      ])
      .orderBy('t.created_at', direction)
      .orderBy('t.id', direction)
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items: QueuedTransaction[] = rows.map((row) => ({
    transaction: transactionFromRow(row),
    traderName: row.trader_name,
    traderEmail: row.trader_email,
    accountType: row.account_type,
    reviewerEmail: row.reviewer_email,
    reviewStarterEmail: row.review_starter_email,
    receiptType: row.receipt_type,
    kycStatus: row.kyc_status ?? null,
  }));
  return { items, total: Number(count.total) };
}

/** Marks a pending request as under review by a staff member, once; false when it was not pending. */
export async function startReview(db: Db, id: number, staffId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('transactions')
    .set({ review_started_at: now, review_started_by: staffId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('review_started_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Amounts per UTC month, type and status (of one trader, or of everyone), newest month first. */
export async function monthlyTotals(db: Db, dialect: Dialect, userId?: number): Promise<MonthlyTotals[]> {
  const month =
    dialect === 'postgres'
      ? sql<string>`to_char(to_timestamp(t.created_at / 1000.0) at time zone 'UTC', 'YYYY-MM')`
      : sql<string>`strftime('%Y-%m', t.created_at / 1000, 'unixepoch')`;
  let query = db
    .selectFrom('transactions as t')
    .select((eb) => [month.as('month'), 't.type', 't.status', eb.fn.sum<number | string>('t.amount_cents').as('cents')])
    .groupBy([month, 't.type', 't.status']);
  if (userId !== undefined) query = query.where('t.user_id', '=', userId);
  const rows = await query.execute();
  const totals = new Map<string, MonthlyTotals>();
  for (const row of rows) {
    const key = `${row.month}|${row.type}`;
    const entry = totals.get(key) ?? { month: row.month, type: row.type, pending: 0, paid: 0, rejected: 0 };
    const amount = fromCents(Number(row.cents));
    if (row.status === 'pending') entry.pending = amount;
    else if (row.status === 'approved') entry.paid = amount;
    else entry.rejected = amount;
    totals.set(key, entry);
  }
  return [...totals.values()].sort((a, b) => b.month.localeCompare(a.month) || a.type.localeCompare(b.type));
}
