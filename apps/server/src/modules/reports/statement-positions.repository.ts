import type { Db } from '../../db/database.ts';
import type { EngineOrder } from '../../engine/types.ts';
import { orderFromRow } from '../../engine-host/engine-host.ts';

/**
 * What the trader held at `atMs`: positions opened before it and not closed by then, and orders
 * placed before it that had neither filled nor ended by then. Oldest first.
 */
export async function heldAt(db: Db, accountId: number, atMs: number): Promise<{ positions: EngineOrder[]; working: EngineOrder[] }> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('created_at', '<', atMs)
    .where((eb) => eb.or([eb('closed_at', 'is', null), eb('closed_at', '>=', atMs)]))
    .orderBy('id')
    .limit(2000)
    .execute();
  const orders = rows.map(orderFromRow);
  return {
    positions: orders.filter((o) => o.openedAt !== null && o.openedAt < atMs && o.openPts !== null),
    working: orders.filter((o) => o.orderType !== 'market' && (o.openedAt === null || o.openedAt >= atMs)),
  };
}
