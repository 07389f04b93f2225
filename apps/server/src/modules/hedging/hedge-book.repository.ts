import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ClientFill } from './client-fill.ts';
import type { HedgeOrderRow, HedgeOrderStatus, HedgeSide, RoutingMode } from './hedging.tables.ts';

export interface RoutedFill {
  fill: ClientFill;
  digits: number;
  ruleId: number | null;
  mode: RoutingMode;
  clOrdId: string | null;
}

/** Records a routed client fill; false when it was recorded before (a fill is routed once). */
export async function insertClientFill(db: Db, routed: RoutedFill, now: number): Promise<boolean> {
  const { fill } = routed;
  const result = await db
    .insertInto('hedge_client_fills')
    .values({
      fill_key: fill.key,
      order_id: fill.orderId,
      user_id: fill.userId,
      symbol: fill.symbol,
      side: fill.side,
      volume_units: fill.volumeUnits,
      price_pts: fill.pricePts,
      digits: routed.digits,
      rule_id: routed.ruleId,
      mode: routed.mode,
      cl_ord_id: routed.clOrdId,
      filled_at: fill.filledAt,
      routed_at: now,
    })
    .onConflict((oc) => oc.column('fill_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface NewHedgeOrder {
  clOrdId: string;
  symbol: string;
  lpSymbol: string;
  side: HedgeSide;
  volumeUnits: number;
  limitPts: number;
  digits: number;
}

export async function insertHedgeOrder(db: Db, order: NewHedgeOrder, now: number): Promise<void> {
  await db
    .insertInto('hedge_orders')
    .values({
      cl_ord_id: order.clOrdId,
      symbol: order.symbol,
      lp_symbol: order.lpSymbol,
      side: order.side,
      volume_units: order.volumeUnits,
      limit_pts: order.limitPts,
      digits: order.digits,
      status: 'pending_new',
      filled_units: 0,
      filled_pts_units: 0,
      lp_order_id: null,
      reason: null,
      created_at: now,
      sent_at: null,
      updated_at: now,
    })
    .execute();
}

export async function markSent(db: Db, clOrdIds: string[], now: number): Promise<void> {
  if (clOrdIds.length === 0) return;
  await db.updateTable('hedge_orders').set({ sent_at: now }).where('cl_ord_id', 'in', clOrdIds).where('sent_at', 'is', null).execute();
}

export const findHedgeOrder = (db: Db, clOrdId: string): Promise<HedgeOrderRow | undefined> =>
  db.selectFrom('hedge_orders').selectAll().where('cl_ord_id', '=', clOrdId).executeTakeFirst();

const OPEN_STATUSES: HedgeOrderStatus[] = ['pending_new', 'new', 'partially_filled'];

/** Orders without a final state: what reconciliation asks the LP about. */
export const listOpenHedgeOrders = (db: Db): Promise<HedgeOrderRow[]> =>
  db.selectFrom('hedge_orders').selectAll().where('status', 'in', OPEN_STATUSES).orderBy('id').execute();

export interface OrderUpdate {
  status: HedgeOrderStatus;
  filledUnits: number;
  filledPtsUnits: number;
  lpOrderId: string | null;
  reason: string | null;
}

export async function updateHedgeOrder(db: Db, clOrdId: string, update: OrderUpdate, now: number): Promise<void> {
  await db
    .updateTable('hedge_orders')
    .set({
      status: update.status,
      filled_units: update.filledUnits,
      filled_pts_units: update.filledPtsUnits,
      lp_order_id: update.lpOrderId,
      reason: update.reason,
      updated_at: now,
    })
    .where('cl_ord_id', '=', clOrdId)
    .execute();
}

export interface ExecutionRecord {
  clOrdId: string;
  execId: string;
  execType: string;
  ordStatus: string;
  lastUnits: number;
  lastPts: number | null;
  filledUnits: number;
  text: string | null;
  message: string;
}

/** Stores a report once; false when this (ClOrdID, ExecID) was stored before (a resent duplicate). */
export async function insertExecution(db: Db, record: ExecutionRecord, now: number): Promise<boolean> {
  const result = await db
    .insertInto('hedge_executions')
    .values({
      cl_ord_id: record.clOrdId,
      exec_id: record.execId,
      exec_type: record.execType,
      ord_status: record.ordStatus,
      last_units: record.lastUnits,
      last_pts: record.lastPts,
      filled_units: record.filledUnits,
      text: record.text,
      message: record.message,
      received_at: now,
    })
    .onConflict((oc) => oc.columns(['cl_ord_id', 'exec_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Adds an LP fill to the symbol's covering position. */
export async function addToPosition(
  db: Db,
  fill: { symbol: string; digits: number; side: HedgeSide; units: number; ptsUnits: number },
  now: number,
): Promise<void> {
  const buy = fill.side === 'buy';
  await db
    .insertInto('hedge_positions')
    .values({
      symbol: fill.symbol,
      digits: fill.digits,
      buy_units: buy ? fill.units : 0,
      buy_pts_units: buy ? fill.ptsUnits : 0,
      sell_units: buy ? 0 : fill.units,
      sell_pts_units: buy ? 0 : fill.ptsUnits,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('symbol').doUpdateSet({
        buy_units: sql`hedge_positions.buy_units + ${buy ? fill.units : 0}`,
        buy_pts_units: sql`hedge_positions.buy_pts_units + ${buy ? fill.ptsUnits : 0}`,
        sell_units: sql`hedge_positions.sell_units + ${buy ? 0 : fill.units}`,
        sell_pts_units: sql`hedge_positions.sell_pts_units + ${buy ? 0 : fill.ptsUnits}`,
        updated_at: now,
      }),
    )
    .execute();
}

export interface SymbolNet {
  symbol: string;
  units: number;
}

/** The clients' net position per symbol from every routed fill (+ = clients long). */
export async function clientNetBySymbol(db: Db): Promise<SymbolNet[]> {
  const rows = await db
    .selectFrom('hedge_client_fills')
    .select(['symbol', sql<number>`sum(case when side = 'buy' then volume_units else -volume_units end)`.as('units')])
    .groupBy('symbol')
    .execute();
  return rows.map((row) => ({ symbol: row.symbol, units: Number(row.units) }));
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
