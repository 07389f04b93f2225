import type { Quote } from '@platform/shared/quote';
import type { OrderSide, OrderType } from '@platform/shared/orders';
import type { RiskToolSettings } from './trailing-stop.ts';
import type { TakeProfitLevelInput } from './take-profit-levels.ts';

/** Inputs of the engine's commands. Prices are plain numbers (the engine converts to points); `now` is epoch ms. */
export interface PlaceOrderCommand {
  accountId: number;
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  volume: number;
  leverage: number;
  requestedPrice: number | null;
  triggerPrice: number | null;
  /** A stop-limit's limit price: once the trigger (its stop) is reached, the order waits as a limit here. */
  limitPrice?: number | null;
  stopLossPrice: number | null;
  takeProfitPrice: number | null;
  expiryAt: number | null;
  /** A server-side trailing stop from the ticket (pips); it places and moves the SL. */
  trailingStopPips?: number | null;
  /** Links the new pending order with this pending order of the trader as a one-cancels-other pair. */
  ocoOrderId?: number | null;
  /** Staged take-profits (price and lots), each closing its volume once. */
  takeProfitLevels?: TakeProfitLevelInput[];
  /** When the request arrived; fill latency is measured from here. */
  receivedAt: number;
  now: number;
  marketOpen: boolean;
}

export interface CloseOrderCommand {
  accountId: number;
  orderId: number;
  /** Lots to close; null or at least the position's volume closes it all. */
  volume: number | null;
  now: number;
  marketOpen: boolean;
}

export interface OrderRefCommand {
  accountId: number;
  orderId: number;
  now: number;
}

export interface ModifyStopsCommand extends OrderRefCommand, RiskToolSettings {
  /** Whether the symbol's market is open at `now` (a closed market checks against its last price). Default: open. */
  marketOpen?: boolean;
  stopLossPrice: number | null;
  takeProfitPrice: number | null;
  /** Staged take-profits; an empty list or null removes them, undefined keeps them. */
  takeProfitLevels?: TakeProfitLevelInput[] | null;
}

/** A pending order's new prices and expiry; an absent field is kept. */
export interface ModifyTriggerCommand extends OrderRefCommand {
  marketOpen?: boolean;
  triggerPrice?: number;
  /** A stop-limit's limit price. */
  limitPrice?: number;
  /** Epoch ms; null removes the expiry. */
  expiryAt?: number | null;
}

/** A new price for the engine (in the symbol's units; the engine turns it into points). */
export interface TickCommand extends Quote {
  marketOpen: boolean;
}

export interface AccountSnapshot {
  accountId: number;
  /** The account's owner (for its figures and order rows); the engine keys by `accountId`. */
  userId?: number;
  balanceCents: number;
  creditCents: number;
  reservedCents: number;
  /** The leverage chosen at opening (null: none). */
  leverage?: number | null;
  closed?: boolean;
  /** A demo account (the risk desk keeps it apart); unknown: live. */
  demo?: boolean;
}
