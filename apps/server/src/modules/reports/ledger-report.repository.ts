import type { Db } from '../../db/database.ts';
import type { LedgerKind } from '../../engine-host/engine-host.ts';
import { ledgerEntryFromRow, type LedgerEntry } from '../../engine-host/engine-host.ts';

export interface LedgerFilter {
  accountId: number;
  fromMs: number;
  toMs: number;
  kind?: string | undefined;
}

/** The balance after the last entry before `fromMs` (0 when there is none). */
export async function balanceBefore(db: Db, accountId: number, fromMs: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('balance_after_cents')
    .where('account_id', '=', accountId)
    .where('created_at', '<', fromMs)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.balance_after_cents ?? 0);
}

/** Sum of entry amounts in the period, per ledger kind. */
export async function sumsByKind(db: Db, filter: LedgerFilter): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select((eb) => ['kind', eb.fn.sum<number>('amount_cents').as('total'), eb.fn.countAll<number>().as('entries')])
    .where('account_id', '=', filter.accountId)
    .where('created_at', '>=', filter.fromMs)
    .where('created_at', '<', filter.toMs)
    .groupBy('kind')
    .execute();
  return new Map(rows.map((row) => [row.kind, Number(row.total)]));
}

function filtered(db: Db, filter: LedgerFilter) {
  let query = db
    .selectFrom('ledger_entries')
    .where('account_id', '=', filter.accountId)
    .where('created_at', '>=', filter.fromMs)
    .where('created_at', '<', filter.toMs);
  if (filter.kind) query = query.where('kind', '=', filter.kind as LedgerKind);
  return query;
}

export async function countEntries(db: Db, filter: LedgerFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Entries in time order (oldest first unless `order` is desc), one page. */
export async function listEntries(
  db: Db,
  filter: LedgerFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
): Promise<LedgerEntry[]> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('created_at', page.order)
    .orderBy('id', page.order)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(ledgerEntryFromRow);
}

/** Every entry of the filter, oldest first, fetched in keyset batches so an export never holds a giant result. */
export async function* eachEntry(db: Db, filter: LedgerFilter, order: 'asc' | 'desc' = 'asc', batch = 2000): AsyncGenerator<LedgerEntry> {
  let cursor: { at: number; id: number } | null = null;
  for (;;) {
    let query = filtered(db, filter).selectAll();
    if (cursor) {
      const { at, id } = cursor;
      const cmp = order === 'asc' ? '>' : '<';
      query = query.where((eb) => eb.or([eb('created_at', cmp, at), eb.and([eb('created_at', '=', at), eb('id', cmp, id)])]));
    }
    const rows = await query.orderBy('created_at', order).orderBy('id', order).limit(batch).execute();
    for (const row of rows) yield ledgerEntryFromRow(row);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.created_at, id: last.id };
  }
}
