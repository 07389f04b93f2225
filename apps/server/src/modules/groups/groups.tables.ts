import type { Id } from '../../db/column-types.ts';
import type { SwapMode, TradeMode } from '@platform/shared/trading-conditions';

export interface ClientGroupsTable {
  id: Id;
  name: string;
  account_type: 'demo' | 'live';
  currency: string;
  default_leverage: number;
  max_leverage: number;
  margin_call_level: number;
  stop_out_level: number;
  trade_mode: TradeMode;
  /** 1 or 0 on both dialects. */
  is_default: number;
  archived: number;
  created_at: number;
  updated_at: number;
}

/** One rule of a group's symbol conditions; a null field defers to a less specific rule or the sheet. */
export interface GroupConditionRulesTable {
  id: Id;
  group_id: number;
  position: number;
  target_kind: 'path' | 'symbol';
  target: string;
  markup_mode: 'points' | 'percent' | null;
  markup: number | null;
  commission_mode: 'per_lot' | 'per_million' | null;
  commission: number | null;
  leverage_cap: number | null;
  swap_mode: SwapMode | null;
  swap_long: number | null;
  swap_short: number | null;
  volume_min: number | null;
  volume_max: number | null;
  volume_step: number | null;
  trade_mode: TradeMode | null;
}

/** A trading account's group; an account without a row (or whose row names a group of the other type) is in its type's default group. */
export interface AccountGroupsTable {
  account_id: number;
  group_id: number;
  updated_at: number;
}
