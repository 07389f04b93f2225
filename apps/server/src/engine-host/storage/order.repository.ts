import { z } from 'zod';
import type { Selectable } from 'kysely';
import type { Statement } from 'better-sqlite3';
import type { OrderGroup } from '@platform/shared/orders';
import { sqliteHandle, type Db } from '../../db/database.ts';
import type { EngineOrder, StopOutDetails } from '../../engine/types.ts';
import type { OrdersTable } from './orders.tables.ts';
import { answerRows, type KeptAnswer } from '../../lib/idempotency/idempotency.repository.ts';

type OrderRow = Selectable<OrdersTable>;

function toRow(order: EngineOrder, now: number): OrdersTable {
  return {
    id: order.id,
    user_id: order.userId,
    account_id: order.accountId,
    symbol: order.symbol,
    side: order.side,
    order_type: order.orderType,
    status: order.status,
    volume_units: order.volumeUnits,
    leverage: order.leverage,
    digits: order.digits,
    open_pts: order.openPts,
    requested_pts: order.requestedPts,
    trigger_pts: order.triggerPts,
    expiry_at: order.expiryAt,
    stop_loss_pts: order.stopLossPts,
    take_profit_pts: order.takeProfitPts,
    trailing_stop_pts: order.trailingStopPts,
    break_even_pts: order.breakEvenPts,
    break_even_offset_pts: order.breakEvenOffsetPts,
    oco_order_id: order.ocoOrderId,
    position_id: order.positionId,
    take_profit_levels: order.takeProfitLevels.length === 0 ? null : JSON.stringify(order.takeProfitLevels.map((l) => [l.pts, l.units])),
    limit_pts: order.limitPts,
    stop_reached_at: order.stopReachedAt,
    trailing_activation_pts: order.trailingActivationPts,
    stop_out_details: order.stopOut === null ? null : JSON.stringify(order.stopOut),
    close_pts: order.closePts,
    margin_cents: order.marginCents,
    swap_cents: order.swapCents,
    commission_cents: order.commissionCents,
    profit_cents: order.profitCents,
    close_reason: order.closeReason,
    queued: order.queued ? 1 : 0,
    fill_latency_ms: order.fillLatencyMs,
    created_at: order.createdAt,
    opened_at: order.openedAt,
    closed_at: order.closedAt,
    updated_at: now,
  };
}

export function orderFromRow(row: OrderRow): EngineOrder {
  return {
    id: row.id,
    accountId: row.account_id,
    userId: row.user_id,
    symbol: row.symbol,
    side: row.side,
    orderType: row.order_type,
    status: row.status,
    volumeUnits: row.volume_units,
    leverage: row.leverage,
    digits: row.digits,
    openPts: row.open_pts,
    requestedPts: row.requested_pts,
    triggerPts: row.trigger_pts,
    expiryAt: row.expiry_at,
    stopLossPts: row.stop_loss_pts,
    takeProfitPts: row.take_profit_pts,
    trailingStopPts: row.trailing_stop_pts,
    breakEvenPts: row.break_even_pts,
    breakEvenOffsetPts: row.break_even_offset_pts,
    ocoOrderId: row.oco_order_id,
    positionId: row.position_id,
    takeProfitLevels:
      row.take_profit_levels === null
        ? []
        : (JSON.parse(row.take_profit_levels) as [number, number][]).map(([pts, units]) => ({ pts, units })),
    limitPts: row.limit_pts,
    stopReachedAt: row.stop_reached_at,
    trailingActivationPts: row.trailing_activation_pts,
    stopOut: row.stop_out_details === null ? null : (JSON.parse(row.stop_out_details) as StopOutDetails),
    closePts: row.close_pts,
    marginCents: row.margin_cents,
    swapCents: row.swap_cents,
    commissionCents: row.commission_cents,
    profitCents: row.profit_cents,
    closeReason: row.close_reason,
    queued: row.queued === 1,
    fillLatencyMs: row.fill_latency_ms,
    createdAt: row.created_at,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
    version: 0,
  };
}

const UPDATABLE = [
  'status',
  'volume_units',
  'leverage',
  'open_pts',
  'requested_pts',
  'trigger_pts',
  'expiry_at',
  'stop_loss_pts',
  'take_profit_pts',
  'trailing_stop_pts',
  'break_even_pts',
  'break_even_offset_pts',
  'stop_out_details',
  'oco_order_id',
  'take_profit_levels',
  'limit_pts',
  'stop_reached_at',
  'trailing_activation_pts',
  'close_pts',
  'margin_cents',
  'swap_cents',
  'commission_cents',
  'profit_cents',
  'close_reason',
  'queued',
  'fill_latency_ms',
  'opened_at',
  'closed_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof OrdersTable>;
const ROWS_PER_STATEMENT = 500;

/** Inserts orders the store has not seen, many per statement. */
export async function insertOrders(trx: Db, orders: EngineOrder[], now: number): Promise<void> {
  for (let i = 0; i < orders.length; i += ROWS_PER_STATEMENT)
    await trx
      .insertInto('orders')
      .values(orders.slice(i, i + ROWS_PER_STATEMENT).map((order) => toRow(order, now)))
      .execute();
}

/** Inserts or replaces the rows of these orders with the engine's view, many per statement. */
export async function saveOrders(trx: Db, orders: Iterable<EngineOrder>, now: number): Promise<void> {
  const rows = [...orders].map((order) => toRow(order, now));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('orders')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => Object.fromEntries(UPDATABLE.map((column) => [column, eb.ref(`excluded.${column}`)]))),
      )
      .execute();
  }
}

export type OrderWrite = (trx: Db, orders: EngineOrder[], now: number) => Promise<void>;
type InsertWithAnswers = (db: Db, orders: EngineOrder[], now: number, answers: KeptAnswer[]) => Promise<void>;

/** New orders (at most ROWS_PER_STATEMENT) and their Idempotency-Key answers in one PostgreSQL statement. */
async function insertWithAnswers(db: Db, orders: EngineOrder[], now: number, answers: KeptAnswer[]): Promise<void> {
  const rows = orders.map((order) => toRow(order, now));
  if (answers.length === 0) return void (await db.insertInto('orders').values(rows).execute());
  await db
    .with('kept', (q) => q.insertInto('idempotency_keys').values(answerRows(answers)))
    .insertInto('orders')
    .values(rows)
    .execute();
}

/**
 * The writer's order inserts and upserts. On SQLite each row runs one statement prepared once: a
 * many-row INSERT of 33 columns is a new SQL text for every batch size, and Kysely building it plus
 * SQLite preparing it cost about four times the insert itself (issue 16's order profile). The
 * statements run on the connection Kysely's transaction holds, so they commit or roll back with it.
 * PostgreSQL keeps many rows per statement (one round trip).
 */
/** `rowsPerStatement`: how many new orders one insert statement of `insert` writes on its own (0: never alone). */
export function orderWrites(db: Db): {
  insert: OrderWrite;
  save: OrderWrite;
  rowsPerStatement: number;
  insertWithAnswers: InsertWithAnswers;
} {
  const sqlite = sqliteHandle(db);
  if (!sqlite) return { insert: insertOrders, save: saveOrders, rowsPerStatement: ROWS_PER_STATEMENT, insertWithAnswers };
  let insert: Statement | undefined;
  let save: Statement | undefined;
  const statement = (columns: string[], upsert: boolean) =>
    sqlite.prepare(
      `INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})` +
        (upsert ? ` ON CONFLICT (id) DO UPDATE SET ${UPDATABLE.map((column) => `${column} = excluded.${column}`).join(', ')}` : ''),
    );
  return {
    // Never alone outside the writer's transaction: a raw statement there could land inside another
    // module's open Kysely transaction on this one connection (and roll back with it).
    rowsPerStatement: 0,
    insertWithAnswers: () => Promise.reject(new Error('never alone on SQLite')),
    insert: async (_trx, orders, now) => {
      for (const order of orders) {
        const row = toRow(order, now);
        insert ??= statement(Object.keys(row), false);
        insert.run(row);
      }
    },
    save: async (_trx, orders, now) => {
      for (const order of orders) {
        const row = toRow(order, now);
        save ??= statement(Object.keys(row), true);
        save.run(row);
      }
    },
  };
}

export async function deleteOrdersOf(trx: Db, accountId: number): Promise<void> {
  await trx.deleteFrom('orders').where('account_id', '=', accountId).execute();
}

/** Which page of a group `GET /api/orders` and the reports read: period by close time (placement for live groups), symbol, sort. */
/** A page of a group of a trader's orders: its window, symbol and sort. */
export const orderListQuerySchema = z.object({
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().positive().optional(),
  fromMs: z.number().optional(),
  toMs: z.number().optional(),
  symbol: z.string().optional(),
  sort: z.enum(['closed_at', 'opened_at', 'symbol', 'profit', 'volume']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

const sortColumns = {
  closed_at: 'closed_at',
  opened_at: 'opened_at',
  symbol: 'symbol',
  profit: 'profit_cents',
  volume: 'volume_units',
} as const;

function ordersOfGroup(db: Db, accountId: number, group: OrderGroup, query: OrderListQuery) {
  let select = db.selectFrom('orders').where('account_id', '=', accountId);
  // Finished orders are read through the partial index of closed_at IS NOT NULL (reports migration).
  select =
    group === 'closed'
      ? select.where('closed_at', 'is not', null).where('status', 'in', ['closed', 'cancelled'])
      : select.where('status', '=', group);
  const timeColumn = group === 'closed' ? 'closed_at' : 'created_at';
  if (query.fromMs !== undefined) select = select.where(timeColumn, '>=', query.fromMs);
  if (query.toMs !== undefined) select = select.where(timeColumn, '<', query.toMs);
  if (query.symbol) select = select.where('symbol', '=', query.symbol);
  return select;
}

/** The account's orders of one group, newest first by default ('closed' includes cancelled and expired ones), one page. */
export async function listOrders(db: Db, accountId: number, group: OrderGroup, query: OrderListQuery = {}): Promise<EngineOrder[]> {
  const direction = query.order ?? 'desc';
  let select = ordersOfGroup(db, accountId, group, query).selectAll();
  if (query.sort) select = select.orderBy(sortColumns[query.sort], direction);
  else if (group === 'closed') select = select.orderBy('closed_at', direction);
  const rows = await select
    .orderBy('id', direction)
    .offset(query.offset ?? 0)
    .limit(query.limit ?? 500)
    .execute();
  return rows.map(orderFromRow);
}

export async function countOrders(db: Db, accountId: number, group: OrderGroup, query: OrderListQuery = {}): Promise<number> {
  const row = await ordersOfGroup(db, accountId, group, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findOrder(db: Db, accountId: number, id: number): Promise<EngineOrder | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return row ? orderFromRow(row) : undefined;
}

export async function listLiveOrders(db: Db): Promise<EngineOrder[]> {
  const rows = await db.selectFrom('orders').selectAll().where('status', 'in', ['pending', 'open']).orderBy('id').execute();
  return rows.map(orderFromRow);
}

export async function maxOrderId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max<number>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
