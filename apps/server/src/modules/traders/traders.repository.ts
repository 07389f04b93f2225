import { sql } from 'kysely';
import type { AccountType } from '@platform/shared/auth';
import type { Db } from '../../db/database.ts';
import { columnContains } from '../../lib/staff/search.ts';
import { userFromRow, type User } from '../auth/public.ts';

export interface TraderFilter {
  search?: string | undefined;
  status: 'active' | 'disabled' | 'all';
  accountType: 'demo' | 'live' | 'all';
}

/** A trader as the back office list shows them, with their stored balance (null: no account row). */
export interface TraderListing {
  id: number;
  name: string;
  email: string;
  accountType: AccountType;
  status: 'active' | 'disabled';
  createdAt: number;
  balanceCents: number | null;
  creditCents: number | null;
}

/** Traders (never staff) with their cached balance, newest first. */
export async function listTraders(
  db: Db,
  filter: TraderFilter,
  offset: number,
  limit: number,
): Promise<{ rows: TraderListing[]; total: number }> {
  // The balance shown is the default account's (the first opened): one row per trader however many accounts they hold.
  let query = db
    .selectFrom('users')
    .leftJoin('accounts', (join) =>
      join
        .onRef('accounts.user_id', '=', 'users.id')
        .on('accounts.id', '=', sql<number>`(select min(a.id) from accounts a where a.user_id = users.id and a.closed_at is null)`),
    )
    .where('users.role', '=', 'trader');
  if (filter.search) {
    const text = filter.search;
    const id = /^#?\d+$/.test(text) ? Number(text.replace('#', '')) : null;
    query = query.where((eb) =>
      eb.or([
        columnContains(eb, 'users.name', text),
        columnContains(eb, 'users.email', text),
        ...(id === null ? [] : [eb('users.id', '=', id)]),
      ]),
    );
  }
  if (filter.status !== 'all') query = query.where('users.status', '=', filter.status);
  if (filter.accountType !== 'all') query = query.where('users.account_type', '=', filter.accountType);
  const [rows, count] = await Promise.all([
    query
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.account_type',
        'users.status',
        'users.created_at',
        'accounts.balance_cents',
        'accounts.credit_cents',
      ])
      .orderBy('users.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      accountType: row.account_type,
      status: row.status,
      createdAt: row.created_at,
      balanceCents: row.balance_cents,
      creditCents: row.credit_cents,
    })),
    total: Number(count.total),
  };
}

export async function findTrader(db: Db, id: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).where('role', '=', 'trader').executeTakeFirst();
  return row && userFromRow(row);
}
