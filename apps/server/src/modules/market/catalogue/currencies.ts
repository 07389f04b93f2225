import type { SeedSymbol } from './seed-symbol.ts';

const names: Record<string, string> = {
  EUR: 'Euro',
  USD: 'US Dollar',
  GBP: 'British Pound',
  JPY: 'Japanese Yen',
  CHF: 'Swiss Franc',
  AUD: 'Australian Dollar',
  CAD: 'Canadian Dollar',
  NZD: 'New Zealand Dollar',
  SGD: 'Singapore Dollar',
  HKD: 'Hong Kong Dollar',
  ZAR: 'South African Rand',
  MXN: 'Mexican Peso',
  TRY: 'Turkish Lira',
  SEK: 'Swedish Krona',
  NOK: 'Norwegian Krone',
};

type Tier = 'major' | 'cross' | 'exotic';
const tiers: Record<Tier, { leverage: number; volatility: number; ticksPerSecond: number; bookSize: number }> = {
  major: { leverage: 400, volatility: 0.08, ticksPerSecond: 4, bookSize: 2_000_000 },
  cross: { leverage: 400, volatility: 0.1, ticksPerSecond: 1, bookSize: 1_000_000 },
  exotic: { leverage: 100, volatility: 0.15, ticksPerSecond: 0.5, bookSize: 250_000 },
};

// [symbol, tier, typical price, spread in pips, swap long, swap short (USD per lot per day)]
const pairs: Array<[string, Tier, number, number, number, number]> = [
  ['EURUSD', 'major', 1.085, 0.8, -7.2, 2.1],
  ['GBPUSD', 'major', 1.27, 1.1, -5.4, 0.9],
  ['USDJPY', 'major', 151.2, 1.0, 11.3, -24.8],
  ['USDCHF', 'major', 0.882, 1.3, 4.1, -12.6],
  ['AUDUSD', 'major', 0.655, 1.0, -3.9, -0.8],
  ['USDCAD', 'major', 1.365, 1.4, 1.2, -8.7],
  ['NZDUSD', 'major', 0.6, 1.6, -3.1, -1.4],
  ['EURGBP', 'cross', 0.8545, 1.4, -5.6, 0.4],
  ['EURJPY', 'cross', 164.05, 1.8, 6.8, -19.5],
  ['GBPJPY', 'cross', 192.0, 2.6, 9.4, -25.1],
  ['EURCHF', 'cross', 0.957, 1.9, 2.7, -10.2],
  ['EURAUD', 'cross', 1.6565, 2.4, -11.5, 3.3],
  ['EURCAD', 'cross', 1.481, 2.5, -8.9, 1.7],
  ['EURNZD', 'cross', 1.8083, 3.5, -13.8, 4.2],
  ['GBPCHF', 'cross', 1.1201, 2.8, 3.5, -13.9],
  ['GBPAUD', 'cross', 1.9389, 3.1, -9.8, 1.1],
  ['GBPCAD', 'cross', 1.7336, 3.2, -6.2, -1.9],
  ['AUDJPY', 'cross', 99.04, 1.9, 5.1, -14.7],
  ['AUDCAD', 'cross', 0.8941, 2.2, -2.6, -4.4],
  ['AUDNZD', 'cross', 1.0917, 2.6, -4.7, -1.2],
  ['AUDCHF', 'cross', 0.5777, 2.3, 1.8, -7.9],
  ['CADJPY', 'cross', 110.77, 2.1, 6.3, -16.8],
  ['CHFJPY', 'cross', 171.43, 2.7, -3.2, -9.6],
  ['NZDJPY', 'cross', 90.72, 2.4, 4.6, -13.1],
  ['NZDCAD', 'cross', 0.819, 2.9, -2.1, -4.9],
  ['USDSGD', 'exotic', 1.342, 3.5, -1.9, -6.4],
  ['USDHKD', 'exotic', 7.812, 8.0, -4.5, -9.8],
  ['USDZAR', 'exotic', 18.25, 90, -112.0, 48.5],
  ['USDMXN', 'exotic', 17.05, 60, -98.4, 41.2],
  ['USDTRY', 'exotic', 32.4, 250, -640.0, 120.0],
  ['USDSEK', 'exotic', 10.45, 35, 2.4, -18.7],
  ['USDNOK', 'exotic', 10.62, 40, -1.1, -15.3],
];

export const currencySymbols: SeedSymbol[] = pairs.map(([symbol, tier, price, spreadPips, swapLong, swapShort]) => {
  const base = symbol.slice(0, 3);
  const quote = symbol.slice(3);
  const digits = quote === 'JPY' ? 3 : 5;
  const { leverage, volatility, ticksPerSecond, bookSize } = tiers[tier];
  return {
    symbol,
    title: `${names[base]} vs ${names[quote]}`,
    baseTitle: names[base]!,
    quoteTitle: names[quote]!,
    category: 'currencies',
    baseCurrency: base,
    quoteCurrency: quote,
    digits,
    contractSize: 100_000,
    leverage,
    swapLong,
    swapShort,
    tradingHours: 'fx',
    model: { price, spreadPips, volatility, ticksPerSecond, bookSize },
  };
});
