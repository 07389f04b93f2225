import { describe, expect, it } from 'vitest';
import { birthYears, isAdultOn, isRealDate, phoneCodes } from './profile.ts';

describe('profile rules', () => {
  const today = new Date(Date.UTC(2026, 5, 15));

  it('birth years, when listed, then from this year down to 1900', () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });

  it.each([
    [29, 2, 2024, true],
    [29, 2, 2023, false],
    [31, 4, 2000, false],
    [31, 12, 1900, true],
  ])('%i.%i.%i, when checked, then real: %s', (day, month, year, real) => {
    expect(isRealDate(day, month, year)).toBe(real);
  });

  it('the 18th birthday, when it is today, then adult; a day later born, then not', () => {
    expect(isAdultOn(15, 6, 2008, today)).toBe(true);
    expect(isAdultOn(16, 6, 2008, today)).toBe(false);
  });

  it('phone codes, when offered, then +1 once though it serves two countries', () => {
    expect(phoneCodes).toEqual(['+91', '+1', '+44', '+971', '+61']);
  });
});
