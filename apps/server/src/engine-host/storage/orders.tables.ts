import type { CloseReason, OrderSide, OrderStatus, OrderType } from '@platform/shared/orders';

/** One order from placement to close; prices are integer points of `digits`, money integer cents. */
export interface OrdersTable {
  /** Assigned by the engine (the single writer), so a fill and its id are decided together. */
  id: number;
  user_id: number;
  account_id: number;
  symbol: string;
  side: OrderSide;
  order_type: OrderType;
  status: OrderStatus;
  /** 1/10,000 lot. */
  volume_units: number;
  leverage: number;
  digits: number;
  open_pts: number | null;
  requested_pts: number | null;
  trigger_pts: number | null;
  expiry_at: number | null;
  stop_loss_pts: number | null;
  take_profit_pts: number | null;
  /** Trailing stop distance in points (null = none). */
  trailing_stop_pts: number | null;
  /** Profit in points that moves the SL to the entry plus the offset, once (null = none or done). */
  break_even_pts: number | null;
  break_even_offset_pts: number;
  /** The other leg of a one-cancels-other pair (null when not linked). */
  oco_order_id: number | null;
  /** A partial close's record: the position it was cut from (reports count one trade per position); null otherwise. */
  position_id: number | null;
  /** JSON of the staged take-profits still waiting, [points, volume units] pairs nearest first (null = none). */
  take_profit_levels: string | null;
  /** A stop-limit's limit price in points. */
  limit_pts: number | null;
  /** When a stop-limit's stop was reached (epoch ms). */
  stop_reached_at: number | null;
  /** Profit in points before the trailing stop follows (null = at once). */
  trailing_activation_pts: number | null;
  /** JSON of the account's figures before and after, on a position closed by a stop-out. */
  stop_out_details: string | null;
  close_pts: number | null;
  margin_cents: number;
  swap_cents: number;
  commission_cents: number;
  profit_cents: number | null;
  close_reason: CloseReason | null;
  queued: number;
  fill_latency_ms: number | null;
  created_at: number;
  opened_at: number | null;
  closed_at: number | null;
  updated_at: number;
}
