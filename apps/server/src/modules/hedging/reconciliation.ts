import type { Reconciliation } from '@platform/shared/hedging';
import type { Db } from '../../db/database.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import { isFinal } from './fix/fix-messages.ts';

const DAY_MS = 86_400_000;
const lots = (units: number) => units / UNITS_PER_LOT;

/** The UTC day (YYYY-MM-DD) of a time. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/**
 * One UTC day's reconciliation of our coverage book against the LP's execution reports (kept as
 * received in `hedge_executions`): each order of the day is checked for a report, a final state,
 * its filled volume (the LP's last CumQty) and its fill prices (Σ LastPx × LastQty); each symbol's
 * covering position against the sum of all its orders' fills. Every difference is listed.
 */
export async function reconcileDay(db: Db, day: string, now: number): Promise<Reconciliation> {
  const from = Date.parse(`${day}T00:00:00Z`);
  const orders = await db
    .selectFrom('hedge_orders')
    .selectAll()
    .where('created_at', '>=', from)
    .where('created_at', '<', from + DAY_MS)
    .orderBy('id')
    .execute();
  const reports = new Map<string, { filled: number; lastUnits: number; ptsUnits: number; priced: boolean; count: number }>();
  for (let i = 0; i < orders.length; i += 500) {
    const ids = orders.slice(i, i + 500).map((order) => order.cl_ord_id);
    const rows = await db.selectFrom('hedge_executions').selectAll().where('cl_ord_id', 'in', ids).orderBy('id').execute();
    for (const row of rows) {
      const seen = reports.get(row.cl_ord_id) ?? { filled: 0, lastUnits: 0, ptsUnits: 0, priced: true, count: 0 };
      seen.count += 1;
      seen.filled = Math.max(seen.filled, row.filled_units);
      if (row.last_units > 0) {
        seen.lastUnits += row.last_units;
        if (row.last_pts === null) seen.priced = false;
        else seen.ptsUnits += row.last_pts * row.last_units;
      }
      reports.set(row.cl_ord_id, seen);
    }
  }
  const differences: Reconciliation['differences'] = [];
  const add = (
    kind: Reconciliation['differences'][number]['kind'],
    symbol: string,
    clOrdId: string | null,
    ours: number | null,
    lp: number | null,
  ) => differences.push({ kind, cl_ord_id: clOrdId, symbol, ours, lp });
  for (const order of orders) {
    const lp = reports.get(order.cl_ord_id);
    if (order.sent_at === null) add('unsent', order.symbol, order.cl_ord_id, lots(order.volume_units), null);
    else if (!lp) add('no_report', order.symbol, order.cl_ord_id, lots(order.filled_units), null);
    if (!isFinal(order.status)) add('open', order.symbol, order.cl_ord_id, lots(order.filled_units), lp ? lots(lp.filled) : null);
    if (!lp) continue;
    if (lp.filled !== order.filled_units) add('filled_differs', order.symbol, order.cl_ord_id, lots(order.filled_units), lots(lp.filled));
    // Prices compare when the LP's reports carry every fill (a status answer gives only the average).
    else if (lp.priced && lp.lastUnits === lp.filled && lp.ptsUnits !== order.filled_pts_units)
      add('price_differs', order.symbol, order.cl_ord_id, lots(order.filled_pts_units), lots(lp.ptsUnits));
  }
  const [positions, filledBySymbol] = await Promise.all([
    db.selectFrom('hedge_positions').selectAll().execute(),
    db
      .selectFrom('hedge_orders')
      .select(['symbol', 'side', (eb) => eb.fn.sum<number>('filled_units').as('units')])
      .groupBy(['symbol', 'side'])
      .execute(),
  ]);
  const symbols = new Set([...positions.map((p) => p.symbol), ...filledBySymbol.map((f) => f.symbol)]);
  for (const symbol of [...symbols].sort()) {
    const position = positions.find((p) => p.symbol === symbol);
    const net = position ? position.buy_units - position.sell_units : 0;
    const fromOrders = filledBySymbol
      .filter((f) => f.symbol === symbol)
      .reduce((sum, f) => sum + (f.side === 'buy' ? 1 : -1) * Number(f.units), 0);
    if (net !== fromOrders) add('position_differs', symbol, null, lots(net), lots(fromOrders));
  }
  return {
    day,
    orders: orders.length,
    filled_orders: orders.filter((order) => order.status === 'filled').length,
    differences,
    created_at: now,
  };
}

/** Stores (or replaces) a day's report. */
export async function keepReconciliation(db: Db, report: Reconciliation): Promise<void> {
  const row = {
    day: report.day,
    orders: report.orders,
    differences: report.differences.length,
    report: JSON.stringify(report),
    created_at: report.created_at,
  };
  await db
    .insertInto('hedge_reconciliations')
    .values(row)
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({ orders: row.orders, differences: row.differences, report: row.report, created_at: row.created_at }),
    )
    .execute();
}

export async function readReconciliation(db: Db, day: string): Promise<Reconciliation | null> {
  const row = await db.selectFrom('hedge_reconciliations').select('report').where('day', '=', day).executeTakeFirst();
  return row ? (JSON.parse(row.report) as Reconciliation) : null;
}

/** The day before `now`'s (UTC): what the daily run reconciles. */
export const previousDay = (now: number): string => dayOf(now - DAY_MS);

/** Milliseconds from `now` to the next daily run (00:05 UTC). */
export function untilNextRun(now: number): number {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const run = midnight + 5 * 60_000;
  return (run > now ? run : run + DAY_MS) - now;
}
