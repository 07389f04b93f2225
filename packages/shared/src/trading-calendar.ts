import { ruleSpecificity } from './trading-conditions.ts';

/**
 * The broker's trading calendar, evaluated: quote sessions (when prices are published), trade
 * sessions (when orders fill), holidays (whole-day closures and shortened days) and the triple-swap
 * day, each set for a symbol group path (`Forex/Majors`) or one symbol, in the broker's time zone
 * (DST through Intl's time-zone data). Pure: the server's market and engine host, the specification
 * and the back office all read a symbol's calendar through `resolveSymbolCalendar`.
 */
export type SessionKind = 'quote' | 'trade';
export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

interface Target {
  target_kind: 'path' | 'symbol';
  target: string;
}
/** `weekday` 0 = Sunday … 6 = Saturday; `open`/`close` minutes of the day, close after open (24:00 = 1440). */
export interface SessionRule extends Target {
  kind: SessionKind;
  weekday: number;
  open: number;
  close: number;
}
/** A holiday without times closes the day; with them it trades (and quotes) from open to close only. */
export interface HolidayRule extends Target {
  date: string;
  open: number | null;
  close: number | null;
  name: string;
}
/** null: no triple day. */
export interface TripleSwapRule extends Target {
  weekday: number | null;
}

export interface TradingCalendar {
  timeZone: string;
  sessions: SessionRule[];
  holidays: HolidayRule[];
  tripleSwapDays: TripleSwapRule[];
}

export interface SessionSpan {
  weekday: number;
  open: number;
  close: number;
}

/** One symbol's calendar: what the most specific targets covering it say. */
export interface SymbolCalendar {
  /** null: no target gives the symbol sessions of either kind, its sheet's hours decide. */
  quote: SessionSpan[] | null;
  trade: SessionSpan[] | null;
  /** By date (YYYY-MM-DD in the broker's zone), the most specific target naming it. */
  holidays: ReadonlyMap<string, HolidayRule>;
  /** A weekday, null for none; undefined when no target sets it (the default applies). */
  tripleSwapDay: number | null | undefined;
}

export const EMPTY_CALENDAR: TradingCalendar = { timeZone: 'UTC', sessions: [], holidays: [], tripleSwapDays: [] };

/** The rules of the most specific target covering the symbol (a symbol beats a path, a deeper path a shallower one); null when none does. */
function mostSpecific<T extends Target>(rules: readonly T[], symbol: string, path: string): T[] | null {
  let best = -1;
  for (const rule of rules) best = Math.max(best, ruleSpecificity(rule, symbol, path));
  return best < 0 ? null : rules.filter((rule) => ruleSpecificity(rule, symbol, path) === best);
}

const spansOf = (sessions: SessionRule[] | null): SessionSpan[] | null =>
  sessions?.map(({ weekday, open, close }) => ({ weekday, open, close })).sort((a, b) => a.weekday - b.weekday || a.open - b.open) ?? null;

/**
 * A symbol's calendar. Each kind of session comes from the most specific target that has sessions
 * of that kind; a symbol given only one kind uses it for both (quotes when it trades, or the reverse).
 */
export function resolveSymbolCalendar(calendar: TradingCalendar, symbol: string, path: string): SymbolCalendar {
  const quote = spansOf(
    mostSpecific(
      calendar.sessions.filter((s) => s.kind === 'quote'),
      symbol,
      path,
    ),
  );
  const trade = spansOf(
    mostSpecific(
      calendar.sessions.filter((s) => s.kind === 'trade'),
      symbol,
      path,
    ),
  );
  const holidays = new Map<string, { rule: HolidayRule; specificity: number }>();
  for (const rule of calendar.holidays) {
    const specificity = ruleSpecificity(rule, symbol, path);
    if (specificity < 0) continue;
    const known = holidays.get(rule.date);
    if (!known || specificity > known.specificity) holidays.set(rule.date, { rule, specificity });
  }
  const triple = mostSpecific(calendar.tripleSwapDays, symbol, path);
  return {
    quote: quote ?? trade,
    trade: trade ?? quote,
    holidays: new Map([...holidays].sort(([a], [b]) => a.localeCompare(b)).map(([date, { rule }]) => [date, rule])),
    tripleSwapDay: triple ? triple[0]!.weekday : undefined,
  };
}

export interface LocalTime {
  /** YYYY-MM-DD in the broker's zone. */
  date: string;
  weekday: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Each zone's wall clock of the last minute asked: every UTC offset is whole minutes, so it holds for that minute. */
const lastMinute = new Map<string, { utcMinute: number; local: LocalTime }>();

/**
 * The broker's wall clock at `at` (DST included). Asked for every quote of every symbol and every
 * order (is the market open?): Intl's formatToParts costs microseconds, so it runs once a minute per zone.
 */
export function localTime(timeZone: string, at: number): LocalTime {
  const utcMinute = Math.floor(at / 60_000);
  const remembered = lastMinute.get(timeZone);
  if (remembered?.utcMinute === utcMinute) return remembered.local;
  const local = formatLocalTime(timeZone, utcMinute * 60_000);
  lastMinute.set(timeZone, { utcMinute, local });
  return local;
}

function formatLocalTime(timeZone: string, at: number): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: SHORT_WEEKDAYS.indexOf(parts.weekday!),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * Whether the symbol quotes (`quote`) or trades (`trade`) at that wall-clock time. A holiday decides
 * its day (closed, or open between its times); otherwise the sessions do. null when neither covers
 * the symbol: its sheet's hours decide.
 */
export function openBySessions(symbol: SymbolCalendar, kind: SessionKind, local: LocalTime): boolean | null {
  const holiday = symbol.holidays.get(local.date);
  if (holiday) return holiday.open !== null && local.minute >= holiday.open && local.minute < holiday.close!;
  const spans = symbol[kind];
  if (!spans) return null;
  return spans.some((s) => s.weekday === local.weekday && local.minute >= s.open && local.minute < s.close);
}

/** The triple-swap day (a weekday, or null for none): the calendar's, else Wednesday for symbols that roll on weekdays only. */
export function tripleSwapDayOf(symbol: SymbolCalendar, weekdaysOnly: boolean): number | null {
  return symbol.tripleSwapDay === undefined ? (weekdaysOnly ? 3 : null) : symbol.tripleSwapDay;
}

/**
 * How many days of swap the daily rollover at `at` charges: none for a holiday (a whole-day closure)
 * and, for a symbol that rolls on weekdays only, for a Saturday or Sunday; three on the triple-swap
 * day; one otherwise. The rollover closes the broker's trading day that the instant before it falls in.
 */
export function rolloverDays(symbol: SymbolCalendar, timeZone: string, weekdaysOnly: boolean, at: number): number {
  const day = localTime(timeZone, at - 1);
  if (symbol.holidays.get(day.date)?.open === null) return 0;
  if (weekdaysOnly && (day.weekday === 0 || day.weekday === 6)) return 0;
  return day.weekday === tripleSwapDayOf(symbol, weekdaysOnly) ? 3 : 1;
}

/** The symbol's next holiday on or after `at`'s day in the broker's zone. */
export function nextHoliday(symbol: SymbolCalendar, timeZone: string, at: number): HolidayRule | undefined {
  const today = localTime(timeZone, at).date;
  for (const [date, rule] of symbol.holidays) if (date >= today) return rule;
  return undefined;
}

/** HH:MM of a minute of the day. */
export const clockText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
