import { commoditySymbols } from './commodities.ts';
import { cryptoSymbols } from './crypto.ts';
import { currencySymbols } from './currencies.ts';
import type { SeedSymbol } from './seed-symbol.ts';

/** The seeded symbol sheet, in the order the symbol list shows it. */
export const seedSymbols: SeedSymbol[] = [...currencySymbols, ...commoditySymbols, ...cryptoSymbols];

const bySymbol = new Map(seedSymbols.map((s) => [s.symbol, s]));
export const findSeedSymbol = (symbol: string): SeedSymbol | undefined => bySymbol.get(symbol);
