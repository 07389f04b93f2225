import { describe, expect, it } from 'vitest';
import { usdRate, usdRoute, type CurrencyPair } from './usd-rate.ts';

const pair = (symbol: string, base: string, quote: string): CurrencyPair => ({ symbol, base, quote });
const SHEET = [
  pair('EURUSD', 'EUR', 'USD'),
  pair('USDJPY', 'USD', 'JPY'),
  pair('GBPUSD', 'GBP', 'USD'),
  pair('XAUUSD', 'XAU', 'USD'),
  pair('BTCUSDT', 'BTC', 'USDT'),
];
const mids: Record<string, number> = { EURUSD: 1.1, USDJPY: 150, GBPUSD: 1.25, XAUUSD: 2400, BTCUSDT: 60_000, EURGBP: 0.85 };
const midOf = (symbol: string) => mids[symbol];

describe('the USD-conversion rule', () => {
  it('when a currency is USD or a stablecoin nobody prices, then it is worth one dollar', () => {
    expect(usdRate('USD', SHEET, midOf)).toBe(1);
    expect(usdRate('USDT', SHEET, midOf)).toBe(1);
  });

  it('when a stablecoin has its own USD quote, then that quote prices it and the coins quoted in it', () => {
    const withPeg = [...SHEET, pair('USDTUSD', 'USDT', 'USD')];
    const pegged = (symbol: string) => (symbol === 'USDTUSD' ? 0.998 : midOf(symbol));
    expect(usdRate('USDT', withPeg, pegged)).toBe(0.998);
    expect(usdRate('BTC', withPeg, pegged)).toBeCloseTo(60_000 * 0.998, 9);
  });

  it('when a currency is the base or the quote of a USD pair, then the mid or its inverse prices it', () => {
    expect(usdRate('EUR', SHEET, midOf)).toBe(1.1);
    expect(usdRate('JPY', SHEET, midOf)).toBeCloseTo(1 / 150, 12);
    expect(usdRate('XAU', SHEET, midOf)).toBe(2400);
    expect(usdRate('BTC', SHEET, midOf)).toBe(60_000);
  });

  it('when the back office adds a cross listed before the USD pair, then the USD pair still prices the currency', () => {
    const withCross = [pair('EURGBP', 'EUR', 'GBP'), ...SHEET];
    expect(usdRoute('GBP', withCross).map((step) => step.symbol)).toEqual(['GBPUSD']);
    expect(usdRate('GBP', withCross, midOf)).toBe(1.25);
  });

  it('when the best pair has no quote yet, then the next one that links to USD is used', () => {
    const both = [pair('ETHUSD', 'ETH', 'USD'), pair('ETHUSDT', 'ETH', 'USDT')];
    const onlyTether = (symbol: string) => (symbol === 'ETHUSDT' ? 3000 : undefined);
    expect(usdRate('ETH', both, onlyTether)).toBe(3000);
    expect(usdRate('ETH', both, (symbol) => (symbol === 'ETHUSD' ? 3100 : 3000))).toBe(3100);
  });

  it('when nothing links a currency to USD, or its only quote is not a positive number, then the rate is unknown', () => {
    expect(usdRate('CHF', SHEET, midOf)).toBeUndefined();
    expect(usdRate('EUR', SHEET, () => 0)).toBeUndefined();
    expect(usdRate('EUR', SHEET, () => Number.NaN)).toBeUndefined();
  });
});
