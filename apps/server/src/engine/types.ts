import type { ErrorCode } from '@platform/shared/errors';
import type { AlertEffect } from './alert-types.ts';
import type { CloseReason, OrderEventKind, OrderSide, OrderStatus, OrderType } from '@platform/shared/orders';

/** Volumes are integers of 1/10,000 lot inside the engine, so any sheet step down to 0.0001 is exact. */
export const UNITS_PER_LOT = 10_000;

/** A symbol as the engine needs it; prices are integer points of `digits`. */
export interface EngineSymbol {
  symbol: string;
  digits: number;
  /** One pip in points (10 for a 5-digit pair). */
  pipPoints: number;
  contractSize: number;
  leverageCap: number;
  baseCurrency: string;
  quoteCurrency: string;
  /** Swap per lot per day in cents (negative = charged), in the `usd_per_lot` mode. */
  swapLongCents: number;
  swapShortCents: number;
  /** A swap in points or % a year instead (swapLongCents/swapShortCents are then 0); absent: USD per lot. */
  swapRate?: SwapRate;
  volumeMinUnits: number;
  volumeMaxUnits: number;
  volumeStepUnits: number;
  enabled: boolean;
}

/** Swap long/short per lot per day in points of the symbol, or in % a year of the position's USD notional. */
export interface SwapRate {
  mode: 'points' | 'percent_per_year';
  long: number;
  short: number;
}

export interface EngineQuote {
  bid: number;
  ask: number;
  time: number;
}

export interface EngineOrder {
  id: number;
  /** The trading account the order is in: the engine's key for its margin, balance and ladders. */
  accountId: number;
  /** The account's owner, stored with the order for the trader-wide reports; the engine never reads it. */
  userId: number;
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  status: OrderStatus;
  volumeUnits: number;
  leverage: number;
  openPts: number | null;
  requestedPts: number | null;
  triggerPts: number | null;
  expiryAt: number | null;
  stopLossPts: number | null;
  takeProfitPts: number | null;
  /** Trailing stop distance in points: the SL follows the price at this distance, never back. */
  trailingStopPts: number | null;
  /** Profit in points the position must reach before its trailing stop starts to follow (null = at once). */
  trailingActivationPts: number | null;
  /** Profit in points at which the SL moves to the entry plus `breakEvenOffsetPts`, once; null when unset or done. */
  breakEvenPts: number | null;
  breakEvenOffsetPts: number;
  /** The other leg of a one-cancels-other pair: when either fills or is cancelled, the other is cancelled. */
  ocoOrderId: number | null;
  /** A partial close's record: the position (order id) it was cut from; null for a position itself. */
  positionId: number | null;
  /** Staged take-profits, nearest first: each closes its volume once when the price reaches it. */
  takeProfitLevels: TakeProfitLevel[];
  /** A stop-limit's limit price: once the stop (`triggerPts`) is reached, the order waits as a limit here. */
  limitPts: number | null;
  /** When a stop-limit's stop was reached (it now waits as a limit at `limitPts`); null before. */
  stopReachedAt: number | null;
  /** Set on a position closed by a stop-out. */
  stopOut: StopOutDetails | null;
  closePts: number | null;
  marginCents: number;
  swapCents: number;
  commissionCents: number;
  /** Realised P/L once closed. */
  profitCents: number | null;
  closeReason: CloseReason | null;
  queued: boolean;
  createdAt: number;
  openedAt: number | null;
  closedAt: number | null;
  fillLatencyMs: number | null;
  digits: number;
  /** Bumped on every change that moves the order's ladder entries; older entries are stale. */
  version: number;
}

/** One staged take-profit of a position: a price in points and the volume it closes there. */
export interface TakeProfitLevel {
  pts: number;
  units: number;
}

/** Why a stop-out closed a position: the account's figures just before and just after that close. */
export interface StopOutDetails {
  /** Margin level in % when the position was closed. */
  marginLevel: number;
  equityBeforeCents: number;
  usedMarginBeforeCents: number;
  equityAfterCents: number;
  usedMarginAfterCents: number;
}

/** Net open volume of one account in one symbol; P/L of all its positions is linear in the price. */
export interface Exposure {
  buyUnits: number;
  /** Σ open price × units of the buys. */
  buyPtsUnits: number;
  sellUnits: number;
  sellPtsUnits: number;
  positions: number;
}

export interface EngineAccount {
  accountId: number;
  /**
   * Who owns the account (told at load and when an account opens). One the engine was never told
   * about is its own owner's namesake: before accounts had ids, a user's account id was the user id.
   */
  userId: number;
  balanceCents: number;
  creditCents: number;
  reservedCents: number;
  usedMarginCents: number;
  openSwapCents: number;
  orderIds: Set<number>;
  exposures: Map<string, Exposure>;
  marginCall: boolean;
  /** Bumped when the stop-out thresholds are recomputed; older stop-out entries are stale. */
  riskVersion: number;
  /** Symbols holding this account's current stop-out entries (to count them stale when replaced). */
  stopOutSymbols: string[];
  /** The account's client group (0: the base group, today's conditions). */
  groupId: number;
  /** The leverage chosen when the account opened: no order of it trades above it (null: each order's own, capped by the group). */
  leverage: number | null;
  /** Closed by staff (empty): every order and balance change for it is refused. */
  closed: boolean;
  /** A demo account: the risk desk keeps its figures apart from the live book. */
  demo: boolean;
}

export type LedgerEffectKind =
  | 'realised_pnl'
  | 'swap'
  | 'commission'
  | 'write_off'
  | 'demo_reset'
  | 'deposit'
  | 'withdrawal'
  | 'adjustment'
  | 'referral_reward'
  | 'demo_credit'
  | 'transfer';

/** What a ledger entry points at and says, for entries outside trading (a deposit, an adjustment). */
export interface LedgerNote {
  refType?: string;
  refId?: number;
  note?: string;
  createdBy?: number;
}

export type Effect =
  /** `created` marks an order the store has not seen yet (a plain insert). */
  | { type: 'order'; event: OrderEventKind | 'persist'; order: EngineOrder; created?: true }
  | { type: 'ledger'; accountId: number; kind: LedgerEffectKind; amountCents: number; orderId: number | null; about?: LedgerNote }
  /** Credit line and money held for withdrawals, as the engine holds them now (balance moves by ledger effects). */
  | { type: 'funds'; accountId: number; creditCents: number; reservedCents: number }
  /** A balance command applied once: its id is claimed in storage, so no instance applies it twice. */
  | { type: 'applied'; accountId: number; opId: string }
  | { type: 'margin-call'; accountId: number; marginLevel: number }
  | { type: 'account'; accountId: number }
  | { type: 'orders-deleted'; accountId: number }
  | AlertEffect;

export interface EngineError {
  code: ErrorCode;
  status: number;
  message: string;
  details?: Record<string, unknown>;
  errors?: Record<string, string[]>;
}

export type EngineResult<T> = { ok: true; value: T; effects: Effect[] } | { ok: false; error: EngineError };

export function err(
  code: ErrorCode,
  status: number,
  message: string,
  details?: Record<string, unknown>,
): { ok: false; error: EngineError } {
  return { ok: false, error: { code, status, message, ...(details ? { details } : {}) } };
}

export function fieldError(field: string, message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code: 'VALIDATION_ERROR', status: 422, message, errors: { [field]: [message] } } };
}
