import { describe, expect, it } from 'vitest';
import { keptRange, spanOf } from './kept-range.ts';

describe('keptRange', () => {
  const candles = { low: 1.08, high: 1.09 };
  it('lines near the candles, when kept in view, then stretch the range to them', () => {
    expect(keptRange(candles, [1.075, 1.095])).toEqual({ minValue: 1.075, maxValue: 1.095 });
  });
  it('a stop loss far from the candles, when kept in view, then leaves the range on the candles', () => {
    expect(keptRange(candles, [0.9])).toBeNull();
    expect(keptRange(candles, [0.9, 1.085])).toEqual({ minValue: 1.08, maxValue: 1.09 });
  });
});

describe('spanOf', () => {
  it('candles and values, when read together, then give their low and high', () => {
    expect(spanOf([{ low: 2, high: 3 }, null, { value: 5 }, {}])).toEqual({ low: 2, high: 5 });
    expect(spanOf([])).toBeNull();
  });
});
