import { describe, expect, it } from 'vitest';
import { pipsFromStopPrice, stopPriceFromPips } from './stops.ts';

describe('stop levels from pips', () => {
  it('puts a buy stop loss below and take profit above the entry, a sell the other way round', () => {
    expect(stopPriceFromPips('buy', 'sl', 1.1, 50, 0.0001, 5)).toBe(1.095);
    expect(stopPriceFromPips('buy', 'tp', 1.1, 50, 0.0001, 5)).toBe(1.105);
    expect(stopPriceFromPips('sell', 'sl', 1.1, 50, 0.0001, 5)).toBe(1.105);
    expect(stopPriceFromPips('sell', 'tp', 150.25, 20, 0.01, 3)).toBe(150.05);
  });

  it('reads whole pips back from a price, and 0 when the price is on the wrong side', () => {
    expect(pipsFromStopPrice('buy', 'sl', 1.1, 1.0949, 0.0001)).toBe(51);
    expect(pipsFromStopPrice('sell', 'tp', 1.1, 1.1003, 0.0001)).toBe(0);
  });
});
