import { signedUnits } from './client-fill.ts';
import type { CoverageBatch } from './coverage-batch.ts';
import { isFinal, orderStatusOf, type ExecutionReport } from './fix/fix-messages.ts';
import type { HedgeOrderRow } from './hedging.tables.ts';
import { pointsOfPrice, unitsOfQuantity, type LpInstrument } from './lp-terms.ts';
import type { SymbolBooks } from './symbol-books.ts';

export type ReportOutcome = 'applied' | 'duplicate' | 'unknown-order' | 'not-at-lp';

/**
 * Applies one execution report to the book through `batch` (its order loaded beforehand). The
 * fill is what the LP's cumulative quantity says beyond ours, so a report seen twice, a status
 * answer after a reconnect or a report resent by the LP moves the position once; its price is
 * LastPx when the report is that one fill, else what the LP's average price says of the new part.
 */
export function applyExecutionReport(
  batch: CoverageBatch,
  report: ExecutionReport,
  message: string,
  instrument: (symbol: string) => LpInstrument | undefined,
  books: SymbolBooks,
): ReportOutcome {
  const order = batch.order(report.clOrdId);
  if (!order) return 'unknown-order';
  const terms = instrument(order.symbol);
  if (!terms) return 'unknown-order';
  if (report.unknownOrder) return 'not-at-lp';
  const cumUnits = unitsOfQuantity(terms, report.cumQty);
  const fresh = batch.recordExecution({
    clOrdId: report.clOrdId,
    execId: report.execId,
    execType: report.execType,
    ordStatus: report.ordStatus,
    lastUnits: unitsOfQuantity(terms, report.lastQty),
    lastPts: report.lastPx === null ? null : pointsOfPrice(terms, report.lastPx),
    filledUnits: cumUnits,
    text: report.text,
    message,
  });
  if (!fresh && isFinal(order.status)) return 'duplicate';
  const newUnits = cumUnits - order.filled_units;
  let filledPtsUnits = order.filled_pts_units;
  if (newUnits > 0) {
    const added = addedPtsUnits(order, terms, report, newUnits, cumUnits);
    filledPtsUnits += added;
    batch.addToPosition({ symbol: order.symbol, digits: order.digits, side: order.side, units: newUnits, ptsUnits: added });
  }
  const status = orderStatusOf(report.ordStatus);
  const filledUnits = Math.max(cumUnits, order.filled_units);
  settleBook(books, order, status, filledUnits);
  batch.updateOrder(order.cl_ord_id, {
    status,
    filledUnits,
    filledPtsUnits,
    lpOrderId: report.orderId ?? order.lp_order_id,
    reason: report.text ?? order.reason,
  });
  return 'applied';
}

function addedPtsUnits(order: HedgeOrderRow, terms: LpInstrument, report: ExecutionReport, newUnits: number, cumUnits: number): number {
  if (report.lastPx !== null && unitsOfQuantity(terms, report.lastQty) === newUnits) return pointsOfPrice(terms, report.lastPx) * newUnits;
  if (report.avgPx !== null) return Math.round(pointsOfPrice(terms, report.avgPx) * cumUnits) - order.filled_pts_units;
  return order.limit_pts * newUnits;
}

/** An order that ends short of its volume gives the unfilled rest back to the uncovered exposure (call before the order's row moves). */
export function settleBook(books: SymbolBooks, order: HedgeOrderRow, status: HedgeOrderRow['status'], filledUnits: number): void {
  if (!isFinal(status) || isFinal(order.status)) return;
  books.get(order.symbol).coveredNetUnits -= signedUnits(order.side, order.volume_units - filledUnits);
}

/** A session or business reject of the order itself: nothing was filled, the order is over. */
export function rejectOrder(batch: CoverageBatch, clOrdId: string, reason: string, books: SymbolBooks): boolean {
  const order = batch.order(clOrdId);
  if (!order || isFinal(order.status)) return false;
  settleBook(books, order, 'rejected', order.filled_units);
  batch.updateOrder(clOrdId, {
    status: 'rejected',
    filledUnits: order.filled_units,
    filledPtsUnits: order.filled_pts_units,
    lpOrderId: order.lp_order_id,
    reason,
  });
  return true;
}
