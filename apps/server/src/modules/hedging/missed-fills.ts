import type { Db } from '../../db/database.ts';
import type { ClientFill } from './client-fill.ts';

/**
 * Client fills at or after `since` read back from the orders table: what a new hedge leader
 * routes that the old one may not have (a fill routed before is skipped by its key). A position
 * partly closed since its opening reads with its remaining volume.
 */
export async function fillsSince(db: Db, since: number): Promise<ClientFill[]> {
  const opened = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'account_id', 'symbol', 'side', 'volume_units', 'open_pts', 'opened_at'])
    .where('opened_at', '>=', since)
    .where('open_pts', 'is not', null)
    .execute();
  const closed = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'account_id', 'symbol', 'side', 'volume_units', 'close_pts', 'closed_at'])
    .where('status', '=', 'closed')
    .where('closed_at', '>=', since)
    .where('close_pts', 'is not', null)
    .execute();
  const fills: ClientFill[] = [
    ...opened.map((row) => ({
      key: `open:${row.id}`,
      orderId: row.id,
      userId: row.user_id,
      accountId: Number(row.account_id),
      symbol: row.symbol,
      side: row.side,
      volumeUnits: row.volume_units,
      pricePts: row.open_pts!,
      filledAt: row.opened_at!,
    })),
    ...closed.map((row) => ({
      key: `close:${row.id}`,
      orderId: row.id,
      userId: row.user_id,
      accountId: Number(row.account_id),
      symbol: row.symbol,
      side: row.side === 'buy' ? ('sell' as const) : ('buy' as const),
      volumeUnits: row.volume_units,
      pricePts: row.close_pts!,
      filledAt: row.closed_at!,
    })),
  ];
  return fills.sort((a, b) => a.filledAt - b.filledAt || a.orderId - b.orderId);
}
