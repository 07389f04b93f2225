import type { SymbolCategory, TradingHours } from '@platform/shared/symbols';
import type { PriceModel } from '../../../feeds/simulator/price-model.ts';

export type { PriceModel };

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
