import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ClientFill } from './client-fill.ts';
import type {
  HedgeClientFillsTable,
  HedgeExecutionsTable,
  HedgeOrderRow,
  HedgeOrdersTable,
  HedgeSide,
  RoutingMode,
} from './hedging.tables.ts';

/** Rows per multi-row statement: far below both dialects' bound on parameters (15 columns × 400). */
const CHUNK = 400;

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
};

export interface NewHedgeOrder {
  clOrdId: string;
  symbol: string;
  lpSymbol: string;
  side: HedgeSide;
  volumeUnits: number;
  limitPts: number;
  digits: number;
}

export interface RoutedFill {
  fill: ClientFill;
  digits: number;
  ruleId: number | null;
  mode: RoutingMode;
  clOrdId: string | null;
}

export interface OrderUpdate {
  status: HedgeOrderRow['status'];
  filledUnits: number;
  filledPtsUnits: number;
  lpOrderId: string | null;
  reason: string | null;
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

interface PositionDelta {
  symbol: string;
  digits: number;
  buyUnits: number;
  buyPtsUnits: number;
  sellUnits: number;
  sellPtsUnits: number;
}

type OrderInsert = Omit<Insertable<HedgeOrdersTable>, 'id'>;

/**
 * One transaction's work on the coverage book. What it touches is read once up front (the orders a
 * batch's reports name, their stored executions, the fill keys already routed); every change is
 * kept in memory and written at `flush` as a few multi-row statements: a statement per order,
 * fill or report was most of the covering path's CPU. Run everything of one batch through one
 * instance, then flush inside the same transaction.
 */
export class CoverageBatch {
  private readonly orders = new Map<string, HedgeOrderRow>();
  private readonly created = new Map<string, OrderInsert>();
  private readonly changed = new Set<string>();
  private readonly executionKeys = new Set<string>();
  private readonly executions: Insertable<HedgeExecutionsTable>[] = [];
  private readonly fillKeys = new Set<string>();
  private readonly fills: Insertable<HedgeClientFillsTable>[] = [];
  private readonly positions = new Map<string, PositionDelta>();

  constructor(
    private readonly trx: Db,
    readonly now: number,
  ) {}

  /** Reads the orders named (and their stored executions) so reports and rejects apply in memory. */
  async loadOrders(clOrdIds: Iterable<string>): Promise<void> {
    const wanted = [...new Set(clOrdIds)].filter((id) => !this.orders.has(id));
    for (const ids of chunks(wanted)) {
      for (const row of await this.trx.selectFrom('hedge_orders').selectAll().where('cl_ord_id', 'in', ids).execute())
        this.orders.set(row.cl_ord_id, row);
      const seen = await this.trx.selectFrom('hedge_executions').select(['cl_ord_id', 'exec_id']).where('cl_ord_id', 'in', ids).execute();
      for (const row of seen) this.executionKeys.add(executionKey(row.cl_ord_id, row.exec_id));
    }
  }

  /** Reads which of these client fills were routed before (a fill is routed once). */
  async loadFillKeys(keys: readonly string[]): Promise<void> {
    for (const part of chunks([...new Set(keys)])) {
      const rows = await this.trx.selectFrom('hedge_client_fills').select('fill_key').where('fill_key', 'in', part).execute();
      for (const row of rows) this.fillKeys.add(row.fill_key);
    }
  }

  /** Records a routed client fill; false when it was routed before (in storage or this batch). */
  recordFill(routed: RoutedFill): boolean {
    const { fill } = routed;
    if (this.fillKeys.has(fill.key)) return false;
    this.fillKeys.add(fill.key);
    this.fills.push({
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
      routed_at: this.now,
    });
    return true;
  }

  /** A new covering order, `pending_new` until the LP's first report. */
  createOrder(order: NewHedgeOrder): void {
    this.created.set(order.clOrdId, {
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
      created_at: this.now,
      sent_at: null,
      updated_at: this.now,
    });
  }

  order(clOrdId: string): HedgeOrderRow | undefined {
    return this.orders.get(clOrdId);
  }

  updateOrder(clOrdId: string, update: OrderUpdate): void {
    const order = this.orders.get(clOrdId);
    if (!order) return;
    order.status = update.status;
    order.filled_units = update.filledUnits;
    order.filled_pts_units = update.filledPtsUnits;
    order.lp_order_id = update.lpOrderId;
    order.reason = update.reason;
    order.updated_at = this.now;
    this.changed.add(clOrdId);
  }

  /** Keeps a report once; false when this (ClOrdID, ExecID) was kept before (a resent duplicate). */
  recordExecution(record: ExecutionRecord): boolean {
    const key = executionKey(record.clOrdId, record.execId);
    if (this.executionKeys.has(key)) return false;
    this.executionKeys.add(key);
    this.executions.push({
      cl_ord_id: record.clOrdId,
      exec_id: record.execId,
      exec_type: record.execType,
      ord_status: record.ordStatus,
      last_units: record.lastUnits,
      last_pts: record.lastPts,
      filled_units: record.filledUnits,
      text: record.text,
      message: record.message,
      received_at: this.now,
    });
    return true;
  }

  /** Adds an LP fill to the symbol's covering position. */
  addToPosition(fill: { symbol: string; digits: number; side: HedgeSide; units: number; ptsUnits: number }): void {
    let delta = this.positions.get(fill.symbol);
    if (!delta)
      this.positions.set(
        fill.symbol,
        (delta = { symbol: fill.symbol, digits: fill.digits, buyUnits: 0, buyPtsUnits: 0, sellUnits: 0, sellPtsUnits: 0 }),
      );
    if (fill.side === 'buy') {
      delta.buyUnits += fill.units;
      delta.buyPtsUnits += fill.ptsUnits;
    } else {
      delta.sellUnits += fill.units;
      delta.sellPtsUnits += fill.ptsUnits;
    }
  }

  /** Writes everything kept, in the caller's transaction. */
  async flush(): Promise<void> {
    const { trx } = this;
    for (const rows of chunks(this.fills)) await trx.insertInto('hedge_client_fills').values(rows).execute();
    // The running totals move with the fills, in the same transaction: they always equal the fills' sum.
    for (const net of netsOf(this.fills))
      await trx
        .insertInto('hedge_client_nets')
        .values({ ...net, updated_at: this.now })
        .onConflict((oc) =>
          oc.column('symbol').doUpdateSet({
            digits: net.digits,
            units: sql`hedge_client_nets.units + ${net.units}`,
            pts_units: sql`hedge_client_nets.pts_units + ${net.pts_units}`,
            fills: sql`hedge_client_nets.fills + ${net.fills}`,
            updated_at: this.now,
          }),
        )
        .execute();
    for (const rows of chunks([...this.created.values()])) await trx.insertInto('hedge_orders').values(rows).execute();
    for (const rows of chunks(this.executions))
      await trx
        .insertInto('hedge_executions')
        .values(rows)
        .onConflict((oc) => oc.columns(['cl_ord_id', 'exec_id']).doNothing())
        .execute();
    const changed = [...this.changed].map((id) => {
      const { id: _id, ...row } = this.orders.get(id)!;
      return row;
    });
    // Existing rows by their unique ClOrdID: an upsert is one statement for any number of updates.
    for (const rows of chunks(changed))
      await trx
        .insertInto('hedge_orders')
        .values(rows)
        .onConflict((oc) =>
          oc.column('cl_ord_id').doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            filled_units: eb.ref('excluded.filled_units'),
            filled_pts_units: eb.ref('excluded.filled_pts_units'),
            lp_order_id: eb.ref('excluded.lp_order_id'),
            reason: eb.ref('excluded.reason'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    for (const delta of this.positions.values())
      await trx
        .insertInto('hedge_positions')
        .values({
          symbol: delta.symbol,
          digits: delta.digits,
          buy_units: delta.buyUnits,
          buy_pts_units: delta.buyPtsUnits,
          sell_units: delta.sellUnits,
          sell_pts_units: delta.sellPtsUnits,
          updated_at: this.now,
        })
        .onConflict((oc) =>
          oc.column('symbol').doUpdateSet({
            buy_units: sql`hedge_positions.buy_units + ${delta.buyUnits}`,
            buy_pts_units: sql`hedge_positions.buy_pts_units + ${delta.buyPtsUnits}`,
            sell_units: sql`hedge_positions.sell_units + ${delta.sellUnits}`,
            sell_pts_units: sql`hedge_positions.sell_pts_units + ${delta.sellPtsUnits}`,
            updated_at: this.now,
          }),
        )
        .execute();
  }
}

const executionKey = (clOrdId: string, execId: string) => `${clOrdId}\u0000${execId}`;

/** A batch's routed fills summed per symbol (+ = clients long). */
function netsOf(fills: readonly Insertable<HedgeClientFillsTable>[]) {
  const nets = new Map<string, { symbol: string; digits: number; units: number; pts_units: number; fills: number }>();
  for (const fill of fills) {
    let net = nets.get(fill.symbol);
    if (!net) nets.set(fill.symbol, (net = { symbol: fill.symbol, digits: fill.digits, units: 0, pts_units: 0, fills: 0 }));
    const sign = fill.side === 'buy' ? 1 : -1;
    net.digits = Math.max(net.digits, fill.digits);
    net.units += sign * fill.volume_units;
    net.pts_units += sign * fill.price_pts * fill.volume_units;
    net.fills += 1;
  }
  return nets.values();
}
