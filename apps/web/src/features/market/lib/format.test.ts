import { describe, expect, it } from 'vitest';
import { directionFrom, fitPrice, formatChange } from './format.ts';

describe('fitPrice', () => {
  it('when the price fits, then shows it at its digits', () => {
    expect(fitPrice(1.085, 5, 8)).toBe('1.08500');
  });
  it('when the price is longer than the width, then cuts it without a trailing dot', () => {
    expect(fitPrice(67232.81, 2, 8)).toBe('67232.81');
    expect(fitPrice(67232.81, 2, 6)).toBe('67232');
    expect(fitPrice(1.08512, 5, 6)).toBe('1.0851');
  });
  it('when there is no price, then shows a dash', () => {
    expect(fitPrice(null, 5, 8)).toBe('—');
  });
});

describe('formatChange and directionFrom', () => {
  it('when positive, then signs the change', () => {
    expect(formatChange(0.5)).toBe('+0.50%');
    expect(formatChange(-1.234)).toBe('-1.23%');
  });
  it('when the price moved from the first seen, then gives its direction', () => {
    expect(directionFrom(1.1, 1.2)).toBe('up');
    expect(directionFrom(1.1, 1.0)).toBe('down');
    expect(directionFrom(1.1, 1.1)).toBe('same');
    expect(directionFrom(undefined, 1.1)).toBe('same');
  });
});
