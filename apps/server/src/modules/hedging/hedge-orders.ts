import type { HedgeOrder, HedgeOrderPage } from '@platform/shared/hedging';
import type { Db } from '../../db/database.ts';
import { UNITS_PER_LOT } from '../../engine/types.ts';
import type { HedgeOrderRow } from './hedging.tables.ts';

const lots = (units: number) => units / UNITS_PER_LOT;
const price = (pts: number, digits: number) => Number((pts / 10 ** digits).toFixed(digits));

type ExecutionRow = {
  cl_ord_id: string;
  exec_id: string;
  exec_type: string;
  ord_status: string;
  last_units: number;
  last_pts: number | null;
  filled_units: number;
  text: string | null;
  received_at: number;
};

function orderView(row: HedgeOrderRow, executions: ExecutionRow[]): HedgeOrder {
  return {
    cl_ord_id: row.cl_ord_id,
    symbol: row.symbol,
    lp_symbol: row.lp_symbol,
    side: row.side,
    volume: lots(row.volume_units),
    limit_price: price(row.limit_pts, row.digits),
    status: row.status,
    filled: lots(row.filled_units),
    avg_price: row.filled_units > 0 ? price(Math.round(row.filled_pts_units / row.filled_units), row.digits) : null,
    lp_order_id: row.lp_order_id,
    reason: row.reason,
    created_at: row.created_at,
    sent_at: row.sent_at,
    updated_at: row.updated_at,
    executions: executions.map((report) => ({
      exec_id: report.exec_id,
      exec_type: report.exec_type,
      ord_status: report.ord_status,
      last_qty: lots(report.last_units),
      last_price: report.last_pts === null ? null : price(report.last_pts, row.digits),
      cum_qty: lots(report.filled_units),
      text: report.text,
      received_at: report.received_at,
    })),
  };
}

/** The covering orders, newest first, a page at a time, each with the execution reports the LP sent for it. */
export async function listHedgeOrders(
  db: Db,
  query: { page: number; page_size: number; symbol?: string | undefined },
): Promise<HedgeOrderPage> {
  let orders = db.selectFrom('hedge_orders');
  if (query.symbol) orders = orders.where('symbol', '=', query.symbol);
  const [rows, count] = await Promise.all([
    orders
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    orders.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const reports =
    rows.length === 0
      ? []
      : await db
          .selectFrom('hedge_executions')
          .select(['cl_ord_id', 'exec_id', 'exec_type', 'ord_status', 'last_units', 'last_pts', 'filled_units', 'text', 'received_at'])
          .where(
            'cl_ord_id',
            'in',
            rows.map((row) => row.cl_ord_id),
          )
          .orderBy('id')
          .execute();
  return {
    items: rows.map((row) =>
      orderView(
        row,
        reports.filter((report) => report.cl_ord_id === row.cl_ord_id),
      ),
    ),
    total: Number(count.n),
    page: query.page,
    page_size: query.page_size,
  };
}
