import { describe, expect, it } from 'vitest';
import { logicalToTime, timeToLogical } from './time-axis.ts';

// Hourly bars with a weekend-like gap between the third and fourth.
const times = [3600, 7200, 10_800, 100_800, 104_400];

describe('time axis of drawings', () => {
  it('a bar time, when mapped, then answers its index and back', () => {
    expect(timeToLogical(times, 3600, 10_800)).toBe(2);
    expect(logicalToTime(times, 3600, 2)).toBe(10_800);
  });

  it('a time inside a gap, when mapped, then lands between the two bars', () => {
    expect(timeToLogical(times, 3600, 55_800)).toBe(2.5);
    expect(logicalToTime(times, 3600, 2.5)).toBe(55_800);
  });

  it('a time past the last bar, when mapped, then continues at the interval (the future)', () => {
    expect(timeToLogical(times, 3600, 104_400 + 3 * 3600)).toBe(7);
    expect(logicalToTime(times, 3600, 7)).toBe(104_400 + 3 * 3600);
    expect(timeToLogical(times, 3600, 0)).toBe(-1);
  });
});
