import { describe, expect, it } from 'vitest';
import { clampLots, stepLots } from './lots.ts';

describe('clampLots', () => {
  it('resets an empty or unreadable entry to 0.01', () => {
    expect(clampLots('')).toBe(0.01);
    expect(clampLots('abc')).toBe(0.01);
  });

  it('clamps into 0.01–100 and rounds onto the 0.01 step', () => {
    expect(clampLots('0')).toBe(0.01);
    expect(clampLots('250')).toBe(100);
    expect(clampLots('1.234')).toBe(1.23);
    expect(clampLots('0.5')).toBe(0.5);
  });

  it('steps by 0.01 within the range', () => {
    expect(stepLots(0.01, -1)).toBe(0.01);
    expect(stepLots(0.29, 1)).toBe(0.3);
    expect(stepLots(100, 1)).toBe(100);
  });
});
