import type { Id } from '../../db/column-types.ts';
import type { Generated, Selectable } from 'kysely';
import type { SymbolCategory, TradingHours } from '@platform/shared/symbols';
import type { SwapMode } from '@platform/shared/trading-conditions';

export interface SymbolsTable {
  symbol: string;
  title: string;
  base_title: string;
  quote_title: string;
  category: SymbolCategory;
  base_currency: string;
  quote_currency: string;
  digits: number;
  pip_size: number;
  contract_size: number;
  volume_min: number;
  volume_max: number;
  volume_step: number;
  leverage: number;
  swap_mode: SwapMode;
  swap_long: number;
  swap_short: number;
  trading_hours: TradingHours;
  /** 1 or 0 on both dialects. */
  enabled: number;
  spread_markup: number;
  sort_order: number;
  updated_at: number;
}
export type SymbolRow = Selectable<SymbolsTable>;

export interface FavouritesTable {
  user_id: number;
  symbol: string;
  created_at: number;
}

/** One bar; prices are integers of the symbol's point (price × 10^digits). */
export interface CandlesTable {
  symbol: string;
  timeframe: number;
  /** Bar start, epoch seconds. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}
export type CandleRow = Selectable<CandlesTable>;

/** One quote or trade session of a symbol group (path) or symbol on one weekday, minutes of the broker's day. */
export interface TradingSessionsTable {
  id: Id;
  target_kind: 'path' | 'symbol';
  target: string;
  kind: Generated<'quote' | 'trade'>;
  weekday: number;
  open_minute: number;
  close_minute: number;
}

/** A closed (no minutes) or shortened day of a symbol group or symbol. */
export interface TradingHolidaysTable {
  id: Id;
  target_kind: 'path' | 'symbol';
  target: string;
  date: string;
  open_minute: number | null;
  close_minute: number | null;
  name: string;
}

/** A symbol group's or symbol's triple-swap day (0 Sunday … 6 Saturday; null: none). */
export interface TradingTripleSwapDaysTable {
  target_kind: 'path' | 'symbol';
  target: string;
  weekday: number | null;
}

/** The calendar's time zone (one row, id 1; none: UTC). */
export interface TradingCalendarTable {
  id: number;
  time_zone: string;
  updated_at: number;
}
