import { describe, expect, it } from 'vitest';
import { formatUsdAmount, shortenAddress } from '../../../lib/format.ts';
import { isValidUsdAmount, statusTone } from './amounts.ts';

describe('banking formats', () => {
  it('shortenAddress, when the address is long, then it keeps the first 6 and last 6 characters', () => {
    expect(shortenAddress('TnTCVEBWRKHkSEjJVuJGwxzZbXEJfPdAmY')).toBe('TnTCVE…fPdAmY');
    expect(shortenAddress('short')).toBe('short');
  });

  it('statusTone, when given each status of spec §4, then it picks green, amber, red or neutral', () => {
    expect(['approved', 'completed', 'success', 'Approved'].map(statusTone)).toEqual(['success', 'success', 'success', 'success']);
    expect(statusTone('pending')).toBe('pending');
    expect(['rejected', 'failed'].map(statusTone)).toEqual(['failure', 'failure']);
    expect(statusTone('processing')).toBe('neutral');
  });

  it('isValidUsdAmount, when the amount is not above 0 or has more than 2 decimals, then it is refused', () => {
    expect(['10', '0.01', '150.50', '.5'].map(isValidUsdAmount)).toEqual([true, true, true, true]);
    expect(['', '0', '0.00', '-5', '1.234', 'abc', '1e3'].map(isValidUsdAmount)).toEqual([false, false, false, false, false, false, false]);
  });

  it('formatUsdAmount, when formatting, then it shows at most 2 decimals', () => {
    expect(formatUsdAmount(1000)).toBe('1,000');
    expect(formatUsdAmount(120.5)).toBe('120.5');
    expect(formatUsdAmount(0.125)).toBe('0.13');
  });
});
