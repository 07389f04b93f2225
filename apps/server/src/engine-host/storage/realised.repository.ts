import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Clients' realised price P/L per account, symbol and UTC day since `since` (what the risk book starts from at load). */
export async function realisedByDaySince(
  db: Db,
  since: number,
): Promise<Array<{ accountId: number; symbol: string; day: number; cents: number }>> {
  const day = sql<number>`floor(closed_at / 86400000)`;
  const rows = await db
    .selectFrom('orders')
    .select(['account_id', 'symbol', day.as('day'), (eb) => eb.fn.sum<number>('profit_cents').as('cents')])
    .where('status', '=', 'closed')
    .where('closed_at', '>=', since)
    .groupBy(['account_id', 'symbol', day])
    .execute();
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    symbol: row.symbol,
    day: Number(row.day),
    cents: Number(row.cents ?? 0),
  }));
}
