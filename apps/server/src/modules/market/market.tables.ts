import type { Selectable } from 'kysely';
import type { SymbolCategory, TradingHours } from '@platform/shared/symbols';

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
