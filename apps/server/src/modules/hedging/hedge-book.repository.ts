import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HedgeOrderRow, HedgeOrderStatus } from './hedging.tables.ts';

export type { NewHedgeOrder } from './coverage-batch.ts';

export async function markSent(db: Db, clOrdIds: string[], now: number): Promise<void> {
  for (let i = 0; i < clOrdIds.length; i += 1000)
    await db
      .updateTable('hedge_orders')
      .set({ sent_at: now })
      .where('cl_ord_id', 'in', clOrdIds.slice(i, i + 1000))
      .where('sent_at', 'is', null)
      .execute();
}

const OPEN_STATUSES: HedgeOrderStatus[] = ['pending_new', 'new', 'partially_filled'];

/** Orders without a final state: what reconciliation asks the LP about. */
export const listOpenHedgeOrders = (db: Db): Promise<HedgeOrderRow[]> =>
  db.selectFrom('hedge_orders').selectAll().where('status', 'in', OPEN_STATUSES).orderBy('id').execute();

export interface SymbolNet {
  symbol: string;
  units: number;
}

export interface ClientSymbolNet extends SymbolNet {
  /** Σ signed fill price (points) × units: with `units`, the clients' P/L at any price. */
  ptsUnits: number;
  digits: number;
}

/** The clients' net position per symbol (+ = clients long): the running totals kept with each batch of routed fills. */
export async function clientNetBySymbol(db: Db): Promise<ClientSymbolNet[]> {
  const rows = await db.selectFrom('hedge_client_nets').select(['symbol', 'units', 'pts_units', 'digits']).where('fills', '>', 0).execute();
  return rows.map((row) => ({ symbol: row.symbol, units: Number(row.units), ptsUnits: Number(row.pts_units), digits: Number(row.digits) }));
}

/** The same figures summed from every routed fill: what the running totals must always equal (one pass over all fills). */
export async function clientNetFromFills(db: Db): Promise<ClientSymbolNet[]> {
  const rows = await db
    .selectFrom('hedge_client_fills')
    .select([
      'symbol',
      sql<number>`sum(case when side = 'buy' then volume_units else -volume_units end)`.as('units'),
      sql<number>`sum(case when side = 'buy' then price_pts * volume_units else -price_pts * volume_units end)`.as('pts_units'),
      sql<number>`max(digits)`.as('digits'),
    ])
    .groupBy('symbol')
    .execute();
  return rows.map((row) => ({ symbol: row.symbol, units: Number(row.units), ptsUnits: Number(row.pts_units), digits: Number(row.digits) }));
}

/** The LP position per symbol, counting a working order's unfilled rest as if it fills. */
export async function coveredNetBySymbol(db: Db): Promise<SymbolNet[]> {
  const rows = await db
    .selectFrom('hedge_orders')
    .select([
      'symbol',
      sql<number>`sum(case when status in ('pending_new', 'new', 'partially_filled') then volume_units else filled_units end
        * case when side = 'buy' then 1 else -1 end)`.as('units'),
    ])
    .groupBy('symbol')
    .execute();
  return rows.map((row) => ({ symbol: row.symbol, units: Number(row.units) }));
}

/** The newest client fill routed: where a new hedge leader picks the orders table up. */
export async function lastRoutedFillAt(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('hedge_client_fills')
    .select((eb) => eb.fn.max('filled_at').as('at'))
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

export async function isFillRouted(db: Db, key: string): Promise<boolean> {
  return (await db.selectFrom('hedge_client_fills').select('id').where('fill_key', '=', key).executeTakeFirst()) !== undefined;
}

/** The P/L in cents of each trader's closed trades (the account's profitability a rule may read). */
export async function closedProfitsOf(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const profits = new Map<number, number>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await db
      .selectFrom('orders')
      .select(['user_id', sql<number>`sum(coalesce(profit_cents, 0))`.as('cents')])
      .where('status', '=', 'closed')
      .where('user_id', 'in', userIds.slice(i, i + 1000))
      .groupBy('user_id')
      .execute();
    for (const row of rows) profits.set(Number(row.user_id), Number(row.cents));
  }
  return profits;
}
