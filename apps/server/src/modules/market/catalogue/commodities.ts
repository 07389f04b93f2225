import type { SeedSymbol } from './seed-symbol.ts';

const commodity = (
  symbol: string,
  baseCurrency: string,
  baseTitle: string,
  digits: number,
  contractSize: number,
  leverage: number,
  swaps: [number, number],
  model: SeedSymbol['model'],
): SeedSymbol => ({
  symbol,
  title: `${baseTitle} vs US Dollar`,
  baseTitle,
  quoteTitle: 'US Dollar',
  category: 'commodities',
  baseCurrency,
  quoteCurrency: 'USD',
  digits,
  contractSize,
  leverage,
  swapLong: swaps[0],
  swapShort: swaps[1],
  tradingHours: 'fx',
  model,
});

/** Metals and energies with the market's usual contract sizes (100 oz gold, 1,000 bbl crude, …). */
export const commoditySymbols: SeedSymbol[] = [
  commodity('XAUUSD', 'XAU', 'Gold', 2, 100, 200, [-32.5, 14.2], {
    price: 2385.4,
    spreadPips: 25,
    volatility: 0.15,
    ticksPerSecond: 2,
    bookSize: 50,
  }),
  commodity('XAGUSD', 'XAG', 'Silver', 3, 5000, 200, [-18.4, 6.1], {
    price: 28.42,
    spreadPips: 3,
    volatility: 0.25,
    ticksPerSecond: 1,
    bookSize: 2000,
  }),
  commodity('XPTUSD', 'XPT', 'Platinum', 2, 50, 100, [-21.3, 5.5], {
    price: 978.6,
    spreadPips: 180,
    volatility: 0.22,
    ticksPerSecond: 0.5,
    bookSize: 20,
  }),
  commodity('WTI', 'WTI', 'WTI Crude Oil', 2, 1000, 100, [-9.6, 3.8], {
    price: 78.35,
    spreadPips: 3,
    volatility: 0.35,
    ticksPerSecond: 1,
    bookSize: 500,
  }),
  commodity('BRENT', 'BRENT', 'Brent Crude Oil', 2, 1000, 100, [-10.1, 4.0], {
    price: 82.1,
    spreadPips: 3,
    volatility: 0.33,
    ticksPerSecond: 1,
    bookSize: 500,
  }),
  commodity('NATGAS', 'NATGAS', 'Natural Gas', 3, 10_000, 50, [-14.7, 2.2], {
    price: 2.842,
    spreadPips: 0.6,
    volatility: 0.6,
    ticksPerSecond: 0.5,
    bookSize: 200,
  }),
  commodity('COPPER', 'COPPER', 'Copper', 4, 25_000, 50, [-8.8, 1.9], {
    price: 4.4125,
    spreadPips: 30,
    volatility: 0.22,
    ticksPerSecond: 0.5,
    bookSize: 100,
  }),
];
