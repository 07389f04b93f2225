import type { SymbolCategory, TradingHours } from '@platform/shared/symbols';

/** How the simulator moves a symbol: a typical price, spread and volatility, and how often it ticks. */
export interface PriceModel {
  price: number;
  /** Typical raw spread in pips. */
  spreadPips: number;
  /** Annualised volatility (0.08 = 8 %). */
  volatility: number;
  ticksPerSecond: number;
  /** Typical size on each side of the book, in units of the base. */
  bookSize: number;
}

/** One row of the seeded symbol sheet plus its simulator model. */
export interface SeedSymbol {
  symbol: string;
  title: string;
  baseTitle: string;
  quoteTitle: string;
  category: SymbolCategory;
  baseCurrency: string;
  quoteCurrency: string;
  digits: number;
  contractSize: number;
  leverage: number;
  swapLong: number;
  swapShort: number;
  tradingHours: TradingHours;
  model: PriceModel;
}
