import { describe, expect, it } from 'vitest';
import { dateTextToIso, dateTimeTextToLocal, isoToDateText, localToDateTimeText } from './date-input.tsx';

describe('the app’s date format in inputs', () => {
  it('a day, when written for the field, then reads dd.mm.yyyy, and an empty value stays empty', () => {
    expect(isoToDateText('2026-03-01')).toBe('01.03.2026');
    expect(isoToDateText('')).toBe('');
  });

  it('a typed day, when dots, slashes, dashes or single digits are used, then it is that day', () => {
    expect(dateTextToIso('01.03.2026')).toBe('2026-03-01');
    expect(dateTextToIso(' 1/3/2026 ')).toBe('2026-03-01');
    expect(dateTextToIso('1-3-2026')).toBe('2026-03-01');
    expect(dateTextToIso('')).toBe('');
  });

  it('a typed day, when it is no real date or not the app’s order, then null', () => {
    for (const text of ['31.02.2026', '00.01.2026', '2026-03-01', '1.3.26', 'tomorrow']) expect(dateTextToIso(text)).toBeNull();
  });

  it('a date and time, when written for the field, then reads dd.mm.yyyy hh:mm', () => {
    expect(localToDateTimeText('2026-03-01T09:05')).toBe('01.03.2026 09:05');
    expect(localToDateTimeText('')).toBe('');
  });

  it('a typed date and time, when in the app’s format (24 h, single digits allowed), then the local yyyy-mm-ddTHH:mm', () => {
    expect(dateTimeTextToLocal('01.03.2026 09:05')).toBe('2026-03-01T09:05');
    expect(dateTimeTextToLocal('1.3.2026 9:05')).toBe('2026-03-01T09:05');
    expect(dateTimeTextToLocal('31.12.2026 23:59')).toBe('2026-12-31T23:59');
    expect(dateTimeTextToLocal('')).toBe('');
  });

  it('a typed date and time, when the day, the hour or the minute is impossible, or the time is missing, then null', () => {
    for (const text of ['32.01.2027 10:00', '12.13.2027 09:30', '01.03.2026 24:00', '01.03.2026 10:60', '01.03.2026', '2026-03-01T09:05'])
      expect(dateTimeTextToLocal(text)).toBeNull();
  });
});
