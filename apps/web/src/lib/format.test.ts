import { describe, expect, it } from 'vitest';
import { formatDate, formatPipValue, formatSignedUsd, formatTime } from './format.ts';

describe('trading formats', () => {
  it('writes dates as dd.MM.yyyy and times as HH:mm:ss', () => {
    const at = new Date(2026, 0, 5, 7, 8, 9).toISOString();
    expect(formatDate(at)).toBe('05.01.2026');
    expect(formatTime(at)).toBe('07:08:09');
    expect(formatDate(null)).toBe('—');
  });

  it('signs dollars before the symbol and keeps two decimals', () => {
    expect(formatSignedUsd(-0.123)).toBe('-$0.12');
    expect(formatSignedUsd(1234.5)).toBe('$1,234.50');
    expect(formatSignedUsd(Number.NaN)).toBe('err');
  });

  it('shows a sub-cent pip value with two significant digits instead of $0.00', () => {
    expect(formatPipValue(0.0001)).toBe('$0.0001');
    expect(formatPipValue(0.00123)).toBe('$0.0012');
    expect(formatPipValue(10)).toBe('$10.00');
  });
});
