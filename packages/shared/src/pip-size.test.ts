import { describe, expect, it } from 'vitest';
import { pipPoints, pipSize, seedPipSize } from './pip-size.ts';

describe('pip size', () => {
  it('a new symbol, when seeded, then gets 0.0001 with 4 or more digits and 0.01 otherwise', () => {
    expect([5, 4, 3, 2].map(seedPipSize)).toEqual([0.0001, 0.0001, 0.01, 0.01]);
  });

  it('a sheet, when staff have edited its pip, then its pip is the edited one, not the digits rule', () => {
    expect(pipSize({ pip_size: 0.001 })).toBe(0.001);
    expect(pipPoints(0.001, 5)).toBe(100);
  });

  it('a pip, when finer than the price’s last digit, then still counts as one point', () => {
    expect(pipPoints(0.00001, 3)).toBe(1);
  });
});
