import { describe, expect, it } from 'vitest';
import { applyPrice } from './live-bar.ts';

const bar = { time: 3600, open: 1.1, high: 1.2, low: 1.0, close: 1.15 };

describe('applyPrice', () => {
  it('when the price falls in the last bar, then moves its close and extremes', () => {
    expect(applyPrice(bar, 1.25, 3600_000 + 5_000, 3600)).toEqual({ time: 3600, open: 1.1, high: 1.25, low: 1.0, close: 1.25 });
  });
  it('when the price opens a new interval, then starts a new bar at the price', () => {
    expect(applyPrice(bar, 1.3, 7200_000, 3600)).toEqual({ time: 7200, open: 1.3, high: 1.3, low: 1.3, close: 1.3 });
  });
  it('when the price is older than the last bar or there is no bar yet, then changes nothing', () => {
    expect(applyPrice(bar, 1.3, 1000, 3600)).toBeUndefined();
    expect(applyPrice(undefined, 1.3, 7200_000, 3600)).toBeUndefined();
  });
});
