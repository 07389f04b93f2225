import type { SymbolCategory, TradingHours } from '@platform/shared/symbols';
import type { SwapMode } from '@platform/shared/trading-conditions';

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
  /** How swapLong/swapShort read: USD, points or % a year, per lot per day. */
  swapMode: SwapMode;
  swapLong: number;
  swapShort: number;
  tradingHours: TradingHours;
  enabled: boolean;
  /** Pips added to the feed's spread, half on each side. */
  spreadMarkup: number;
  sortOrder: number;
}

/** Rounds a price to the symbol's digits (feeds and markups produce float noise). */
export const roundPrice = (price: number, digits: number): number => Number(price.toFixed(digits));
