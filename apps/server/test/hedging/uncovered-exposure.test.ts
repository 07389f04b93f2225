import { describe, expect, it } from 'vitest';
import type { CoverageBook } from '../../src/modules/hedging/coverage.ts';
import { uncoveredUnits } from '../../src/modules/hedging/uncovered-exposure.ts';
import { uncoveredUnder } from '../../src/modules/hedging/uncovered-watch.ts';
import type { UncoveredThreshold } from '../../src/modules/hedging/uncovered-limits.repository.ts';

const LOT = 10_000;
const sheets: Record<string, { symbol: string; category: string; baseCurrency: string; quoteCurrency: string; contractSize: number }> = {
  EURUSD: { symbol: 'EURUSD', category: 'currencies', baseCurrency: 'EUR', quoteCurrency: 'USD', contractSize: 100_000 },
  GBPUSD: { symbol: 'GBPUSD', category: 'currencies', baseCurrency: 'GBP', quoteCurrency: 'USD', contractSize: 100_000 },
  EURGBP: { symbol: 'EURGBP', category: 'currencies', baseCurrency: 'EUR', quoteCurrency: 'GBP', contractSize: 100_000 },
  XAUUSD: { symbol: 'XAUUSD', category: 'metals', baseCurrency: 'XAU', quoteCurrency: 'USD', contractSize: 100 },
};
const mids: Record<string, number> = { EURUSD: 1.1, GBPUSD: 1.25, EURGBP: 0.85, XAUUSD: 2000 };
const market = {
  getSymbol: (symbol: string) => sheets[symbol] as never,
  quotes: { latest: (symbol: string) => (symbol in mids ? { bid: mids[symbol]!, ask: mids[symbol]! } : undefined) } as never,
  usdRate: (currency: string) => ({ USD: 1, GBP: 1.25 })[currency],
};

const book = (over: Partial<CoverageBook> = {}): CoverageBook => ({ clients: [], positions: [], working: [], ...over });
const client = (symbol: string, lots: number) => ({ symbol, units: lots * LOT, ptsUnits: 0, digits: 5 });
const position = (symbol: string, buyLots: number, sellLots: number) => ({
  symbol,
  digits: 5,
  buy_units: buyLots * LOT,
  buy_pts_units: 0,
  sell_units: sellLots * LOT,
  sell_pts_units: 0,
  updated_at: 0,
});
const threshold = (id: number, scope: UncoveredThreshold['scope'], target: string): UncoveredThreshold => ({
  id,
  scope,
  target,
  thresholdCents: 1,
});

describe('uncovered exposure as the alerts read it', () => {
  it('the clients net, when the LP filled part and an order works for the rest, then is uncovered by nothing over a live session and by the working rest with the session down', () => {
    const covered = book({
      clients: [client('EURUSD', 1)],
      positions: [position('EURUSD', 0.6, 0)],
      working: [{ symbol: 'EURUSD', side: 'buy', volume_units: 0.5 * LOT, filled_units: 0.1 * LOT }],
    });
    expect(uncoveredUnits(covered, true).get('EURUSD')).toBe(0);
    expect(uncoveredUnits(covered, false).get('EURUSD')).toBe(0.4 * LOT);
  });

  it('thresholds, when on a symbol and on groups, then read their symbol or the sum over the group below them in USD cents (a GBP-quoted symbol through its USD rate), signed', () => {
    const figures = uncoveredUnder(
      [
        threshold(1, 'symbol', 'EURUSD'),
        threshold(2, 'symbol_group', 'Forex'),
        threshold(3, 'symbol_group', 'Forex/Minors'),
        threshold(4, 'symbol_group', 'Metals'),
      ],
      book({
        clients: [client('EURUSD', 0.5), client('GBPUSD', -1), client('EURGBP', 2), client('XAUUSD', 0.2)],
        positions: [position('XAUUSD', 0.2, 0)],
      }),
      true,
      market,
    );
    // 0.5 × 100,000 × 1.1 = 55,000 USD; −1 × 100,000 × 1.25 = −125,000 USD; 2 × 100,000 × 0.85 × 1.25 = 212,500 USD.
    expect(figures.get(1)).toBe(5_500_000);
    expect(figures.get(2)).toBe(5_500_000 - 12_500_000 + 21_250_000);
    expect(figures.get(3)).toBe(21_250_000);
    expect(figures.get(4)).toBe(0);
  });
});
