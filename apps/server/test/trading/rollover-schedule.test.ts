import { describe, expect, it } from 'vitest';
import { EMPTY_CALENDAR, localTime, resolveSymbolCalendar, rolloverDays } from '@platform/shared/trading-calendar';
import { latestRolloverAt, nextRolloverAt, rolloversBetween } from '../../src/engine-host/rollover/rollover-schedule.ts';

const MONDAY_NOON = Date.UTC(2026, 0, 5, 12);
const WEEK = 7 * 86_400_000;
const pairs = resolveSymbolCalendar(EMPTY_CALENDAR, 'EURUSD', 'Forex/Majors');
/** From the rollover before Monday noon: the broker's weekday each rollover of the week closes, and the swap days it charges a pair that rolls on weekdays. */
const week = (timeZone: string) =>
  rolloversBetween(latestRolloverAt(MONDAY_NOON, timeZone), MONDAY_NOON + WEEK, timeZone).map((at) => [
    localTime(timeZone, at - 1).weekday,
    rolloverDays(pairs, timeZone, true, at),
  ]);

describe('the daily rollover follows the broker time zone', () => {
  it('a broker in Tokyo, when its week rolls over, then each rollover is at its midnight and closes that weekday, Friday included', () => {
    expect(nextRolloverAt(MONDAY_NOON, 'Asia/Tokyo')).toBe(Date.UTC(2026, 0, 5, 15));
    expect(week('Asia/Tokyo')).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 1],
      [5, 1],
      [6, 0],
      [0, 0],
    ]);
  });

  it('a broker in UTC, New York or Athens, when asked, then the rollover stays at 21:00 UTC (Athens midnight in winter and summer)', () => {
    for (const zone of ['UTC', 'America/New_York', 'Europe/Athens'])
      expect(nextRolloverAt(MONDAY_NOON, zone)).toBe(Date.UTC(2026, 0, 5, 21));
    expect(nextRolloverAt(Date.UTC(2026, 6, 6, 12), 'Europe/Athens')).toBe(Date.UTC(2026, 6, 6, 21));
    expect(latestRolloverAt(MONDAY_NOON, 'UTC')).toBe(Date.UTC(2026, 0, 4, 21));
  });

  it('a broker in Dubai across its week, when the zone moves to UTC mid-week, then no day is rolled twice', () => {
    expect(nextRolloverAt(MONDAY_NOON, 'Asia/Dubai')).toBe(Date.UTC(2026, 0, 5, 20));
    // Monday rolled at Dubai's midnight (20:00 UTC); UTC's 21:00 an hour later would close Monday again.
    expect(rolloversBetween(Date.UTC(2026, 0, 5, 20), Date.UTC(2026, 0, 7, 22), 'UTC')).toEqual([
      Date.UTC(2026, 0, 6, 21),
      Date.UTC(2026, 0, 7, 21),
    ]);
  });
});
