import type { HedgeOrderStatus, HedgeSide } from '../hedging.tables.ts';

/** A covering order as the session sends it: prices and quantities already in the LP's terms. */
export interface NewOrder {
  clOrdId: string;
  lpSymbol: string;
  side: HedgeSide;
  quantity: number;
  limitPrice: number;
  transactTime: Date;
  /** Sent again for an order the LP may have seen (PossResend). */
  possResend?: boolean;
}

/** What an ExecutionReport (35=8) says, in the LP's quantities and prices. */
export interface ExecutionReport {
  clOrdId: string;
  orderId: string | null;
  execId: string;
  execType: string;
  ordStatus: string;
  lastQty: number;
  lastPx: number | null;
  cumQty: number;
  text: string | null;
  possDup: boolean;
  avgPx: number | null;
  /** An order status answer for a ClOrdID the LP does not know (OrdRejReason 5). */
  unknownOrder: boolean;
}

const SIDE = { buy: '1', sell: '2' } as const;
const ORD_TYPE_LIMIT = '2';
const TIME_IN_FORCE_IOC = '3';
const HANDL_INST_AUTOMATED = '1';

export function newOrderSingle(order: NewOrder): Record<string, unknown> {
  return {
    ...(order.possResend ? { StandardHeader: { PossResend: true } } : {}),
    ClOrdID: order.clOrdId,
    HandlInst: HANDL_INST_AUTOMATED,
    Instrument: { Symbol: order.lpSymbol },
    Side: SIDE[order.side],
    TransactTime: order.transactTime,
    OrderQtyData: { OrderQty: order.quantity },
    OrdType: ORD_TYPE_LIMIT,
    Price: order.limitPrice,
    TimeInForce: TIME_IN_FORCE_IOC,
  };
}

export function orderStatusRequest(clOrdId: string, lpSymbol: string, side: HedgeSide): Record<string, unknown> {
  return { ClOrdID: clOrdId, Instrument: { Symbol: lpSymbol }, Side: SIDE[side] };
}

/** A decoded field as text: FIX values decode to strings, numbers, booleans or dates. */
export const str = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return null;
};
const num = (value: unknown): number | null => (value === undefined || value === null || value === '' ? null : Number(value));

/** Reads a decoded ExecutionReport object (jspurefix's `toObject()` of a 35=8). */
export function readExecutionReport(message: Record<string, unknown>): ExecutionReport | null {
  const clOrdId = str(message.ClOrdID);
  const execId = str(message.ExecID);
  const ordStatus = str(message.OrdStatus);
  if (!clOrdId || !execId || !ordStatus) return null;
  const header = (message.StandardHeader ?? {}) as Record<string, unknown>;
  return {
    clOrdId,
    orderId: str(message.OrderID),
    execId,
    execType: str(message.ExecType) ?? ordStatus,
    ordStatus,
    lastQty: num(message.LastQty) ?? 0,
    lastPx: num(message.LastPx),
    cumQty: num(message.CumQty) ?? 0,
    text: str(message.Text),
    possDup: header.PossDupFlag === true || header.PossDupFlag === 'Y',
    avgPx: num(message.AvgPx),
    unknownOrder: ordStatus === '8' && str(message.OrdRejReason) === '5',
  };
}

const ORD_STATUS: Record<string, HedgeOrderStatus> = {
  '0': 'new',
  '1': 'partially_filled',
  '2': 'filled',
  '4': 'cancelled',
  '8': 'rejected',
  C: 'expired',
  A: 'pending_new',
  E: 'pending_new',
};

/** Our status of an order from the LP's OrdStatus (39); an unknown one leaves the order working. */
export const orderStatusOf = (ordStatus: string): HedgeOrderStatus => ORD_STATUS[ordStatus] ?? 'new';

export const isFinal = (status: HedgeOrderStatus): boolean =>
  status === 'filled' || status === 'rejected' || status === 'cancelled' || status === 'expired';
