import { describe, expect, it } from 'vitest';
import { canDisplayIn, displayRoute, unitsPerUsd } from './display-currency.ts';

const sheet = [
  { symbol: 'EURUSD', base_currency: 'EUR', quote_currency: 'USD' },
  { symbol: 'USDJPY', base_currency: 'USD', quote_currency: 'JPY' },
  { symbol: 'EURGBP', base_currency: 'EUR', quote_currency: 'GBP' },
  { symbol: 'BTCUSDT', base_currency: 'BTC', quote_currency: 'USDT' },
];
const mids: Record<string, number> = { EURUSD: 1.085, USDJPY: 151.2, EURGBP: 0.8545, BTCUSDT: 67_000 };
const midOf = (symbol: string) => mids[symbol];

describe('display currency', () => {
  it('a currency quoted against USD, when converted, then one dollar is worth the inverse of XXXUSD or the mid of USDXXX', () => {
    expect(unitsPerUsd('EUR', displayRoute('EUR', sheet), midOf)).toBeCloseTo(1 / 1.085, 12);
    expect(unitsPerUsd('JPY', displayRoute('JPY', sheet), midOf)).toBeCloseTo(151.2, 9);
  });

  it('a currency only a cross or a stablecoin pair links, when asked, then the cross never prices it and the stablecoin pair does', () => {
    expect(canDisplayIn('GBP', sheet)).toBe(false);
    expect(canDisplayIn('BTC', sheet)).toBe(true);
    expect(unitsPerUsd('BTC', displayRoute('BTC', sheet), midOf)).toBeCloseTo(1 / 67_000, 12);
  });

  it('a currency none of our pairs quotes (INR), when asked, then it cannot be shown and has no rate', () => {
    expect(canDisplayIn('INR', sheet)).toBe(false);
    expect(unitsPerUsd('INR', displayRoute('INR', sheet), midOf)).toBeNull();
  });

  it('a quoted pair, when it has no price yet, then no rate rather than a guess', () => {
    expect(canDisplayIn('EUR', sheet)).toBe(true);
    expect(unitsPerUsd('EUR', displayRoute('EUR', sheet), () => undefined)).toBeNull();
  });

  it('USD, when asked, then always shown at 1', () => {
    expect(canDisplayIn('USD', [])).toBe(true);
    expect(unitsPerUsd('USD', [], () => undefined)).toBe(1);
  });
});
