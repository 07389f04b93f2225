import type { Db } from '../../db/database.ts';

export interface AccountOwner {
  accountId: number;
  userId: number;
  name: string;
  email: string;
  demo: boolean;
}

/** Who owns each of these accounts (name and address for the desk's lists). */
export async function ownersOf(db: Db, accountIds: number[]): Promise<Map<number, AccountOwner>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['accounts.id', 'accounts.user_id', 'accounts.type', 'users.name', 'users.email'])
    .where('accounts.id', 'in', accountIds)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { accountId: Number(row.id), userId: Number(row.user_id), name: row.name, email: row.email, demo: row.type === 'demo' },
    ]),
  );
}

/** Live accounts by clients' realised price P/L of positions closed since `since`, most profitable first. */
export async function topRealised(db: Db, since: number, limit: number): Promise<Array<{ accountId: number; cents: number }>> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .select(['orders.account_id', (eb) => eb.fn.sum<number>('orders.profit_cents').as('cents')])
    .where('orders.status', '=', 'closed')
    .where('orders.closed_at', '>=', since)
    .where('accounts.type', '=', 'live')
    .groupBy('orders.account_id')
    .orderBy('cents', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ accountId: Number(row.account_id), cents: Number(row.cents ?? 0) }));
}

/** Live accounts by lots opened since `since` (every fill counts, open or closed since). */
export async function topVolume(db: Db, since: number, limit: number): Promise<Array<{ accountId: number; units: number }>> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .select(['orders.account_id', (eb) => eb.fn.sum<number>('orders.volume_units').as('units')])
    .where('orders.opened_at', '>=', since)
    .where('orders.status', 'in', ['open', 'closed'])
    .where('accounts.type', '=', 'live')
    .groupBy('orders.account_id')
    .orderBy('units', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ accountId: Number(row.account_id), units: Number(row.units ?? 0) }));
}

/** Positions stop-outs closed since `since`, newest first, with their owners. */
export async function stopOutsSince(db: Db, since: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.account_id',
      'orders.user_id',
      'users.name',
      'orders.symbol',
      'orders.side',
      'orders.volume_units',
      'orders.digits',
      'orders.open_pts',
      'orders.close_pts',
      'orders.profit_cents',
      'orders.stop_out_details',
      'orders.closed_at',
    ])
    .where('orders.close_reason', '=', 'stop_out')
    .where('orders.closed_at', '>=', since)
    .orderBy('orders.closed_at', 'desc')
    .limit(500)
    .execute();
}
