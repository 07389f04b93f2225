import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currencies, currencyCodes, findCurrency } from './currencies.ts';

describe('currency list', () => {
  it('the list, when read, then about 150 unique codes in alphabetical order from AED', () => {
    const codes = currencies.map((c) => c.code);
    expect(codes[0]).toBe('AED');
    expect(codes).toEqual([...codes].sort());
    expect(currencyCodes.size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(140);
    expect(codes.length).toBeLessThanOrEqual(170);
  });

  it('the list, when read, then it carries the non-standard and historic codes', () => {
    for (const code of ['FOK', 'GGP', 'IMP', 'JEP', 'KID', 'HRK']) expect(currencyCodes.has(code)).toBe(true);
  });

  it('country codes, when special, then lower case as in the original (EUR, LAK, MKD, MOP)', () => {
    expect(['EUR', 'LAK', 'MKD', 'MOP'].map((code) => findCurrency(code)?.countryCode)).toEqual(['eu', 'la', 'mk', 'mo']);
    expect(findCurrency('INR')).toEqual({ code: 'INR', name: 'Indian Rupee', country: 'India', countryCode: 'IN', flag: 'IN' });
  });

  it('every flag, when looked up, then exists in the bundled country-flag-icons set', () => {
    const require = createRequire(import.meta.url);
    const flagsDir = path.join(path.dirname(require.resolve('country-flag-icons/package.json')), '3x2');
    const missing = currencies.filter((c) => !existsSync(path.join(flagsDir, `${c.flag}.svg`)));
    expect(missing).toEqual([]);
  });
});
