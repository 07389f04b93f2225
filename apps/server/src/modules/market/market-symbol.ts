import type { SymbolCategory, TradingHours } from '@platform/shared/symbols';
import type { SymbolRow } from './market.tables.ts';

/** One symbol's contract specification, as the services read it. */
export interface MarketSymbol {
  symbol: string;
  title: string;
  baseTitle: string;
  quoteTitle: string;
  category: SymbolCategory;
  baseCurrency: string;
  quoteCurrency: string;
  digits: number;
  pipSize: number;
  contractSize: number;
  volumeMin: number;
  volumeMax: number;
  volumeStep: number;
  leverage: number;
  swapLong: number;
  swapShort: number;
  tradingHours: TradingHours;
  enabled: boolean;
  /** Pips added to the feed's spread, half on each side. */
  spreadMarkup: number;
  sortOrder: number;
}

export function toMarketSymbol(row: SymbolRow): MarketSymbol {
  return {
    symbol: row.symbol,
    title: row.title,
    baseTitle: row.base_title,
    quoteTitle: row.quote_title,
    category: row.category,
    baseCurrency: row.base_currency,
    quoteCurrency: row.quote_currency,
    digits: Number(row.digits),
    pipSize: Number(row.pip_size),
    contractSize: Number(row.contract_size),
    volumeMin: Number(row.volume_min),
    volumeMax: Number(row.volume_max),
    volumeStep: Number(row.volume_step),
    leverage: Number(row.leverage),
    swapLong: Number(row.swap_long),
    swapShort: Number(row.swap_short),
    tradingHours: row.trading_hours,
    enabled: Number(row.enabled) === 1,
    spreadMarkup: Number(row.spread_markup),
    sortOrder: Number(row.sort_order),
  };
}

/** Rounds a price to the symbol's digits (feeds and markups produce float noise). */
export const roundPrice = (price: number, digits: number): number => Number(price.toFixed(digits));
