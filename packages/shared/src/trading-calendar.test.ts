import { describe, expect, it } from 'vitest';
import {
  localTime,
  nextHoliday,
  openBySessions,
  resolveSymbolCalendar,
  rolloverDays,
  type SessionRule,
  type TradingCalendar,
} from './trading-calendar.ts';
import { tradingCalendarInputSchema, calendarFromWire } from './trading-sessions.ts';

const newYork = (calendar: Partial<TradingCalendar>): TradingCalendar => ({
  timeZone: 'America/New_York',
  sessions: [],
  holidays: [],
  tripleSwapDays: [],
  ...calendar,
});
const metals = (weekday: number, open: number, close: number, kind: SessionRule['kind'] = 'trade'): SessionRule => ({
  target_kind: 'path',
  target: 'Metals',
  kind,
  weekday,
  open,
  close,
});
const openAt = (calendar: TradingCalendar, symbol: string, path: string, kind: 'quote' | 'trade', at: number) =>
  openBySessions(resolveSymbolCalendar(calendar, symbol, path), kind, localTime(calendar.timeZone, at));

describe('trading calendar', () => {
  it('a session at 09:30 New York, when the clocks change, then it opens at 14:30 UTC in winter and 13:30 UTC in summer', () => {
    const calendar = newYork({ sessions: [metals(1, 570, 960), metals(3, 570, 960)] });
    expect(localTime('America/New_York', Date.UTC(2026, 0, 5, 14, 30))).toEqual({ date: '2026-01-05', weekday: 1, minute: 570 });
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'trade', Date.UTC(2026, 0, 5, 14, 29))).toBe(false);
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'trade', Date.UTC(2026, 0, 5, 14, 30))).toBe(true);
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'trade', Date.UTC(2026, 6, 1, 13, 30))).toBe(true);
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'trade', Date.UTC(2026, 6, 1, 13, 29))).toBe(false);
  });

  it("a shortened day and a symbol rule, when both apply, then the symbol's holiday wins over its group's sessions and a symbol no rule covers is left to its sheet", () => {
    const calendar = newYork({
      sessions: [metals(3, 0, 1440)],
      holidays: [{ target_kind: 'symbol', target: 'XAUUSD', date: '2026-07-01', open: 600, close: 720, name: 'Early close' }],
    });
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'trade', Date.UTC(2026, 6, 1, 15, 59))).toBe(true); // 11:59 New York
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'trade', Date.UTC(2026, 6, 1, 16, 0))).toBe(false); // 12:00
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'quote', Date.UTC(2026, 6, 1, 16, 0))).toBe(false);
    expect(openAt(calendar, 'XAGUSD', 'Metals', 'trade', Date.UTC(2026, 6, 1, 16, 0))).toBe(true);
    expect(openAt(calendar, 'EURUSD', 'Forex/Majors', 'trade', Date.UTC(2026, 6, 1, 16, 0))).toBeNull();
    const june = Date.UTC(2026, 5, 1);
    expect(nextHoliday(resolveSymbolCalendar(calendar, 'XAUUSD', 'Metals'), calendar.timeZone, june)?.name).toBe('Early close');
    expect(nextHoliday(resolveSymbolCalendar(calendar, 'XAGUSD', 'Metals'), calendar.timeZone, june)).toBeUndefined();
  });

  it('quote sessions wider than trade sessions, when asked between them, then the symbol quotes but does not trade; a symbol given one kind uses it for both', () => {
    const calendar = newYork({ sessions: [metals(1, 480, 1020, 'quote'), metals(1, 570, 960, 'trade')] });
    const nineNewYork = Date.UTC(2026, 0, 5, 14, 0);
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'quote', nineNewYork)).toBe(true);
    expect(openAt(calendar, 'XAUUSD', 'Metals', 'trade', nineNewYork)).toBe(false);
    const onlyTrade = newYork({ sessions: [metals(1, 570, 960, 'trade')] });
    expect(openAt(onlyTrade, 'XAUUSD', 'Metals', 'quote', nineNewYork)).toBe(false);
    expect(resolveSymbolCalendar(onlyTrade, 'XAUUSD', 'Metals').quote).toEqual([{ weekday: 1, open: 570, close: 960 }]);
  });

  it('the rollover, when its day is a holiday, a weekend, the triple day or a day set by a symbol group, then charges 0, 0, 3 or the configured days', () => {
    const rollover = (day: number) => Date.UTC(2026, 0, day, 21); // 2026-01-05 is a Monday; 21:00 UTC is 16:00 New York
    const calendar = newYork({
      holidays: [{ target_kind: 'path', target: 'Forex', date: '2026-01-06', open: null, close: null, name: 'Closed' }],
      tripleSwapDays: [{ target_kind: 'path', target: 'Forex/Minors', weekday: 5 }],
    });
    const major = resolveSymbolCalendar(calendar, 'EURUSD', 'Forex/Majors');
    const minor = resolveSymbolCalendar(calendar, 'EURGBP', 'Forex/Minors');
    const days = (symbol: typeof major, day: number, weekdaysOnly = true) =>
      rolloverDays(symbol, calendar.timeZone, weekdaysOnly, rollover(day));
    expect([5, 6, 7, 8, 9, 10, 11].map((day) => days(major, day))).toEqual([1, 0, 3, 1, 1, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11].map((day) => days(minor, day))).toEqual([1, 0, 1, 1, 3, 0, 0]);
    const crypto = resolveSymbolCalendar(calendar, 'BTCUSDT', 'Crypto');
    expect([5, 6, 7, 10].map((day) => days(crypto, day, false))).toEqual([1, 1, 1, 1]);
  });

  it('a calendar input, when two sessions of one kind overlap on a weekday or a date is listed twice, then it is refused with both named', () => {
    const base = { time_zone: 'UTC', holidays: [] };
    const session = (open: string, close: string, kind = 'trade') => ({
      target_kind: 'path',
      target: 'Metals',
      kind,
      weekday: 1,
      open,
      close,
    });
    const overlap = tradingCalendarInputSchema.safeParse({ ...base, sessions: [session('09:00', '12:00'), session('11:00', '14:00')] });
    expect(overlap.error?.issues[0]?.message).toBe("Metals: Monday's trade sessions 09:00–12:00 and 11:00–14:00 overlap.");
    const kinds = tradingCalendarInputSchema.safeParse({
      ...base,
      sessions: [session('09:00', '12:00'), session('08:00', '13:00', 'quote')],
    });
    expect(kinds.success).toBe(true);
    const holiday = { target_kind: 'symbol', target: 'XAUUSD', date: '2026-12-25' };
    const twice = tradingCalendarInputSchema.safeParse({ ...base, sessions: [], holidays: [holiday, holiday] });
    expect(twice.error?.issues[0]?.message).toBe('XAUUSD: 2026-12-25 is listed twice.');
    expect(tradingCalendarInputSchema.safeParse({ ...base, sessions: [], holidays: [{ ...holiday, date: '2026-02-30' }] }).success).toBe(
      false,
    );
    const parsed = tradingCalendarInputSchema.parse({
      ...base,
      sessions: [session('00:00', '24:00')],
      triple_swap_days: [{ target_kind: 'path', target: 'Metals', day: 'friday' }],
    });
    expect(calendarFromWire(parsed).tripleSwapDays).toEqual([{ target_kind: 'path', target: 'Metals', weekday: 5 }]);
    expect(parsed.sessions[0]).toMatchObject({ open: 0, close: 1440 });
  });
});
