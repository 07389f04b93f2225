import type { SeedSymbol } from './seed-symbol.ts';

const coin = (
  base: string,
  baseTitle: string,
  digits: number,
  price: number,
  spreadPips: number,
  ticksPerSecond: number,
  bookSize: number,
): SeedSymbol => ({
  symbol: `${base}USDT`,
  title: `${baseTitle} vs Tether`,
  baseTitle,
  quoteTitle: 'Tether',
  category: 'crypto',
  baseCurrency: base,
  quoteCurrency: 'USDT',
  digits,
  contractSize: 1,
  leverage: 20,
  swapLong: -Number((price * 0.0003).toFixed(2)),
  swapShort: -Number((price * 0.0001).toFixed(2)),
  tradingHours: 'always',
  model: { price, spreadPips, volatility: 0.7, ticksPerSecond, bookSize },
});

/** Crypto quoted in USDT, one coin per lot, open around the clock. */
export const cryptoSymbols: SeedSymbol[] = [
  coin('BTC', 'Bitcoin', 2, 67_250, 150, 4, 3),
  coin('ETH', 'Ethereum', 2, 3_480, 25, 4, 40),
  coin('BNB', 'BNB', 2, 585.4, 10, 1, 150),
  coin('SOL', 'Solana', 2, 152.3, 2, 1, 800),
  coin('XRP', 'XRP', 4, 0.5231, 3, 1, 90_000),
  coin('ADA', 'Cardano', 4, 0.4512, 3, 1, 120_000),
  coin('DOGE', 'Dogecoin', 5, 0.1523, 0.3, 1, 400_000),
  coin('LTC', 'Litecoin', 2, 82.6, 2, 0.5, 600),
  coin('DOT', 'Polkadot', 3, 6.842, 0.3, 0.5, 9_000),
  coin('AVAX', 'Avalanche', 2, 34.85, 2, 0.5, 2_000),
];
