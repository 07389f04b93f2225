import type { Selectable } from 'kysely';
import type { Id } from '../../db/column-types.ts';

export type RoutingMode = 'b_book' | 'a_book' | 'exposure';
/** Which accounts a rule takes by their closed trades' P/L: those in profit, those not (null = all). */
export type Profitability = 'profitable' | 'unprofitable';
export type HedgeSide = 'buy' | 'sell';
/** Our state of a covering order: the LP's OrdStatus, plus `pending_new` until its first report. */
export type HedgeOrderStatus = 'pending_new' | 'new' | 'partially_filled' | 'filled' | 'rejected' | 'cancelled' | 'expired';

/** A dealer's routing rule; the most specific one that matches a client fill decides its route. */
export interface HedgeRulesTable {
  id: Id;
  /** A client group's name (the groups module's); null = every group. */
  client_group: string | null;
  /** A symbol-group path such as `forex` or `forex/majors`; null = every symbol group. */
  symbol_group: string | null;
  symbol: string | null;
  /** Bounds of the client fill's volume, 1/10,000 lot (null = unbounded). */
  min_volume_units: number | null;
  max_volume_units: number | null;
  mode: RoutingMode;
  /** For `exposure`: the uncovered net volume per symbol the broker keeps, 1/10,000 lot. */
  exposure_limit_units: number | null;
  profitability: Profitability | null;
  created_at: number;
  updated_at: number;
}
export type HedgeRuleRow = Selectable<HedgeRulesTable>;

/** Every client fill the hedge service routed (once: `fill_key` is unique). */
export interface HedgeClientFillsTable {
  id: Id;
  /** `open:<order id>` or `close:<order id>`. */
  fill_key: string;
  order_id: number;
  user_id: number;
  symbol: string;
  /** The direction of the client's trade: a buy opened or a sell closed is `buy`. */
  side: HedgeSide;
  volume_units: number;
  price_pts: number;
  digits: number;
  rule_id: number | null;
  mode: RoutingMode;
  /** The covering order this fill caused (null when none was needed). */
  cl_ord_id: string | null;
  filled_at: number;
  routed_at: number;
}

/** The routed client fills per symbol as running totals (+ = clients long), written with each batch of fills. */
export interface HedgeClientNetsTable {
  symbol: string;
  digits: number;
  /** Σ signed volume (1/10,000 lot). */
  units: number;
  /** Σ signed fill price (points) × volume: with `units`, the clients' P/L at any price. */
  pts_units: number;
  fills: number;
  updated_at: number;
}

/** An order sent (or about to be sent) to the LP; its ClOrdID is never reused. */
export interface HedgeOrdersTable {
  id: Id;
  cl_ord_id: string;
  symbol: string;
  lp_symbol: string;
  side: HedgeSide;
  volume_units: number;
  /** The limit price (the client's price moved by the allowed slippage), integer points. */
  limit_pts: number;
  digits: number;
  status: HedgeOrderStatus;
  filled_units: number;
  /** Σ fill price (points) × units of its fills: the average price without a float. */
  filled_pts_units: number;
  lp_order_id: string | null;
  reason: string | null;
  created_at: number;
  sent_at: number | null;
  updated_at: number;
}
export type HedgeOrderRow = Selectable<HedgeOrdersTable>;

/** Every execution report received, as received (unique per ClOrdID and ExecID). */
export interface HedgeExecutionsTable {
  id: Id;
  cl_ord_id: string;
  exec_id: string;
  exec_type: string;
  ord_status: string;
  last_units: number;
  last_pts: number | null;
  filled_units: number;
  text: string | null;
  /** The report as the session log shows it (tag=value, `|` between fields). */
  message: string;
  received_at: number;
}

/** The covering position at the LP per symbol, kept like the engine's exposure (linear P/L). */
export interface HedgePositionsTable {
  symbol: string;
  digits: number;
  buy_units: number;
  buy_pts_units: number;
  sell_units: number;
  sell_pts_units: number;
  updated_at: number;
}

/** One day's reconciliation of our coverage book against the LP's execution reports (UTC day). */
export interface HedgeReconciliationsTable {
  day: string;
  orders: number;
  differences: number;
  /** JSON of the report (`@platform/shared/hedging`'s reconciliation). */
  report: string;
  created_at: number;
}

/** The FIX session as its holder last reported it (one row per session), read by every instance. */
export interface HedgeSessionTable {
  /** `FIX.4.4-<Sender>-<Target>`. */
  session_id: string;
  state: 'stopped' | 'connecting' | 'logged_on' | 'waiting';
  since: number | null;
  reason: string | null;
  /** The hedge service holding the session (host, process and start), null once it handed it over. */
  holder: string | null;
  next_sender_seq: number | null;
  next_target_seq: number | null;
  /**
   * Every outgoing MsgSeqNum below this may have been used: a holder never sends one at or above it
   * without raising it here first, so the next holder, on another instance, starts from it.
   */
  reserved_sender_seq: number;
  updated_at: number;
}

/** A threshold on uncovered exposure (USD cents of notional) for one symbol or a symbol-group path. */
export interface HedgeUncoveredLimitsTable {
  id: Id;
  scope: 'symbol' | 'symbol_group';
  target: string;
  threshold_cents: number;
  updated_by: number | null;
  updated_at: number;
}

/** A threshold crossed (the desk was told, once) or re-armed (the exposure fell back below it). */
export interface HedgeUncoveredEventsTable {
  id: Id;
  limit_id: number;
  kind: 'crossed' | 'rearmed';
  side: 'long' | 'short';
  uncovered_cents: number;
  threshold_cents: number;
  /** The LP session's state then: a session down leaves working orders uncovered. */
  session_state: string;
  created_at: number;
}
