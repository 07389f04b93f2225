import type { Id } from '../../db/column-types.ts';

export type LimitScope = 'symbol' | 'symbol_group';
export type LimitAction = 'notify' | 'close_only';

/** A B-book exposure limit on a symbol or a symbol group, in USD cents of net notional. */
export interface RiskLimitsTable {
  id: Id;
  scope: LimitScope;
  target: string;
  warning_cents: number;
  limit_cents: number;
  action: LimitAction;
  updated_by: number | null;
  updated_at: number;
}

/** One crossing of a warning level or a limit (the desk was told once). */
export interface RiskLimitEventsTable {
  id: Id;
  limit_id: number;
  scope: LimitScope;
  target: string;
  level: 'warning' | 'limit';
  side: 'long' | 'short';
  net_cents: number;
  threshold_cents: number;
  action: LimitAction;
  created_at: number;
}

/** A dealer's switch: a symbol, a client group or an account in close-only or disabled (one row per target). */
export interface RiskSwitchesTable {
  id: Id;
  scope: 'symbol' | 'group' | 'account';
  target: string;
  mode: 'close_only' | 'disabled';
  reason: string;
  set_by: number;
  set_at: number;
}
