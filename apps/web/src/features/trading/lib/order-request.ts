import { DEFAULT_LEVERAGE } from '@platform/shared/order-limits';
import type { OrderSide, OrderType, PlaceOrderRequest } from '@platform/shared/orders';

/** An order as the web's tickets hold it: in lots and prices, named in TypeScript's words. */
export interface OrderTicket {
  symbol: string;
  side: OrderSide;
  type: OrderType;
  /** Lots. */
  volume: number;
  /** A market order's price as the trader saw it (the ask for a buy, the bid for a sell); a pending order's trigger (a stop-limit's stop). */
  price: number | null;
  /** A stop-limit's limit price. */
  limitPrice?: number | null;
  stopLoss?: number | undefined;
  takeProfit?: number | undefined;
  trailingStopPips?: number;
  /** ISO date-time; a pending order still waiting then expires. */
  expiry?: string;
  ocoOrderId?: number;
}

/** The one place the web writes the body of POST /place (the desktop ticket, the phone, one-click and chart orders). */
export function placeOrderRequest(ticket: OrderTicket): PlaceOrderRequest {
  const request: PlaceOrderRequest = {
    symbol: ticket.symbol,
    side: ticket.side,
    order_type: ticket.type,
    volume: ticket.volume,
    leverage: DEFAULT_LEVERAGE,
  };
  if (ticket.type === 'market') request.open_price = ticket.price;
  else request.trigger_price = ticket.price;
  if (ticket.type === 'stop_limit') request.limit_price = ticket.limitPrice;
  if (ticket.type !== 'market' && ticket.expiry !== undefined) request.expiry = ticket.expiry;
  if (ticket.type !== 'market' && ticket.ocoOrderId !== undefined) request.oco_order_id = ticket.ocoOrderId;
  if (ticket.stopLoss !== undefined) request.stop_loss_price = ticket.stopLoss;
  if (ticket.takeProfit !== undefined) request.take_profit_price = ticket.takeProfit;
  if (ticket.trailingStopPips !== undefined) request.trailing_stop_pips = ticket.trailingStopPips;
  return request;
}
