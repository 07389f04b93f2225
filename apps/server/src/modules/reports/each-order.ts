import type { OrderGroup } from '@platform/shared/orders';
import type { Db } from '../../db/database.ts';
import type { EngineOrder } from '../../engine/types.ts';
import { listOrders, type OrderListQuery } from '../../engine-host/engine-host.ts';

/** Every order of the filter in the screen's order, read in batches so an export of 100,000 trades stays small in memory. */
export async function* eachOrder(
  db: Db,
  accountId: number,
  group: OrderGroup,
  query: OrderListQuery,
  batch = 2000,
): AsyncGenerator<EngineOrder> {
  for (let offset = 0; ; offset += batch) {
    const orders = await listOrders(db, accountId, group, { ...query, offset, limit: batch });
    yield* orders;
    if (orders.length < batch) return;
  }
}
