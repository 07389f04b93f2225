import type { AdminTransactionItem } from '@platform/shared/admin';
import { fromCents } from '@platform/shared/money';
import type { Db } from '../../db/database.ts';
import { toIso, toIsoOrNull } from '../../db/now.ts';
import { fileUrl } from '../../uploads/file-store.ts';
import { columnContains } from './search.ts';

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
  const items: AdminTransactionItem[] = rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    trader_name: row.trader_name,
    trader_email: row.trader_email,
    account_type: row.account_type,
    type: row.type,
    currency: row.currency,
    amount: fromCents(row.amount_cents),
    chain: row.chain,
    address: row.address,
    method: row.method,
    status: row.status,
    receipt: row.receipt_upload_id && row.receipt_type ? { url: fileUrl(row.receipt_upload_id), content_type: row.receipt_type } : null,
    review_note: row.review_note,
    tx_hash: row.tx_hash,
    kyc_status: row.kyc_status ?? null,
    reviewed_by: row.reviewer_email,
    reviewed_at: toIsoOrNull(row.reviewed_at),
    created_at: toIso(row.created_at),
  }));
  return { items, total: Number(count.total) };
}
