import { z } from 'zod';
import { WEEKDAY_NAMES, clockText, type TradingCalendar } from './trading-calendar.ts';

/**
 * The broker's trading calendar on the wire: quote and trade sessions per weekday, holidays and the
 * triple-swap day, each for a symbol group (a path such as `Forex/Majors`) or one symbol, in the
 * broker's time zone. How a symbol's calendar is worked out from them: ./trading-calendar.ts.
 */
const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Times are HH:MM, 00:00 to 24:00.')
  .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3)));
const targetFields = {
  target_kind: z.enum(['path', 'symbol'], { error: 'target_kind is path or symbol.' }),
  target: z.string().trim().min(1, 'Name a symbol group path or a symbol.').max(64),
};
const weekdayNumber = z.number().int().min(0, 'weekday is 0 (Sunday) to 6 (Saturday).').max(6, 'weekday is 0 (Sunday) to 6 (Saturday).');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
  .refine((date) => new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date, { message: 'Enter a real date.' });

export const sessionKindSchema = z.enum(['quote', 'trade'], { error: 'kind is quote or trade.' });
export const weekdayNameSchema = z.enum(WEEKDAY_NAMES, { error: 'Name a weekday (sunday … saturday).' });
/** A target's triple-swap day: `inherit` leaves it to a wider target (or the default), `none` has no triple day. */
export const tripleSwapChoiceSchema = z.union([z.literal('inherit'), z.literal('none'), weekdayNameSchema], {
  error: 'triple_swap_day is inherit, none or a weekday.',
});

const span = { weekday: weekdayNumber, open: hhmm, close: hhmm };
const closesAfterOpen = { message: 'A session closes after it opens.', path: ['close'] };
const shortenedDay = {
  message: 'A shortened day has both an opening and a later closing time.',
  path: ['close'],
};
const holidayFields = {
  date: isoDate,
  /** A shortened day trades from open to close; without them the day is closed. */
  open: hhmm.nullable().default(null),
  close: hhmm.nullable().default(null),
  name: z.string().trim().max(80).default(''),
};
const validShortening = (h: { open: number | null; close: number | null }) =>
  (h.open === null) === (h.close === null) && (h.open === null || h.close! > h.open);

export const sessionInputSchema = z
  .object({ ...targetFields, kind: sessionKindSchema.default('trade'), ...span })
  .refine((s) => s.close > s.open, closesAfterOpen);
export const holidayInputSchema = z.object({ ...targetFields, ...holidayFields }).refine(validShortening, shortenedDay);
export const tripleSwapDayInputSchema = z.object({ ...targetFields, day: z.union([z.literal('none'), weekdayNameSchema]) });

/** PUT /api/admin/trading-calendar: the whole calendar at once (scripts, a broker's migration). */
export const tradingCalendarInputSchema = z
  .object({
    time_zone: z.string().trim().min(1, 'Name the broker time zone (e.g. Europe/London).').max(64),
    sessions: z.array(sessionInputSchema).max(4000),
    holidays: z.array(holidayInputSchema).max(4000),
    triple_swap_days: z.array(tripleSwapDayInputSchema).max(500).default([]),
  })
  .superRefine((calendar, issues) => reportClashes(calendar, issues));
export type TradingCalendarInput = z.infer<typeof tradingCalendarInputSchema>;

/** PUT /api/admin/trading-calendar/rules: one symbol group's or symbol's sessions, holidays and triple day (the screen's save). */
export const calendarTargetInputSchema = z
  .object({
    ...targetFields,
    sessions: z.array(z.object({ kind: sessionKindSchema, ...span }).refine((s) => s.close > s.open, closesAfterOpen)).max(200),
    holidays: z.array(z.object(holidayFields).refine(validShortening, shortenedDay)).max(1000),
    triple_swap_day: tripleSwapChoiceSchema,
  })
  .superRefine((target, issues) =>
    reportClashes(
      {
        sessions: target.sessions.map((s) => ({ ...s, target_kind: target.target_kind, target: target.target })),
        holidays: target.holidays.map((h) => ({ ...h, target_kind: target.target_kind, target: target.target })),
      },
      issues,
    ),
  );
export type CalendarTargetInput = z.infer<typeof calendarTargetInputSchema>;

/** PUT /api/admin/trading-calendar/time-zone. */
export const calendarTimeZoneInputSchema = z.object({
  time_zone: z.string().trim().min(1, 'Name the broker time zone (e.g. Europe/London).').max(64),
});

const WEEKDAY_TITLES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Target = { target_kind: string; target: string };
const keyOf = (rule: Target) => `${rule.target_kind}\u0000${rule.target.toUpperCase()}`;

/**
 * What makes a calendar contradict itself, with where: two sessions of one kind overlapping on a
 * weekday of one target, a date listed twice for one target, a target given two triple-swap days.
 * The schemas refuse them, and the server again once it has spelled the targets as the tree does.
 */
export function calendarClash(calendar: {
  sessions: Array<Target & { kind: string; weekday: number; open: number; close: number }>;
  holidays: Array<Target & { date: string }>;
  triple_swap_days?: Target[];
}): { path: 'sessions' | 'holidays' | 'triple_swap_days'; message: string } | null {
  const byDay = new Map<string, Array<{ open: number; close: number }>>();
  for (const s of calendar.sessions) {
    const key = `${keyOf(s)}\u0000${s.kind}\u0000${s.weekday}`;
    const spans = byDay.get(key) ?? [];
    const clash = spans.find((other) => s.open < other.close && other.open < s.close);
    const text = (x: { open: number; close: number }) => `${clockText(x.open)}–${clockText(x.close)}`;
    if (clash)
      return {
        path: 'sessions',
        message: `${s.target}: ${WEEKDAY_TITLES[s.weekday]}'s ${s.kind} sessions ${text(clash)} and ${text(s)} overlap.`,
      };
    byDay.set(key, [...spans, s]);
  }
  const dates = new Set<string>();
  for (const h of calendar.holidays) {
    const key = `${keyOf(h)}\u0000${h.date}`;
    if (dates.has(key)) return { path: 'holidays', message: `${h.target}: ${h.date} is listed twice.` };
    dates.add(key);
  }
  const triples = new Set<string>();
  for (const t of calendar.triple_swap_days ?? []) {
    if (triples.has(keyOf(t))) return { path: 'triple_swap_days', message: `${t.target}: one triple-swap day only.` };
    triples.add(keyOf(t));
  }
  return null;
}

function reportClashes(calendar: Parameters<typeof calendarClash>[0], issues: z.RefinementCtx): void {
  const clash = calendarClash(calendar);
  if (clash) issues.addIssue({ code: 'custom', path: [clash.path], message: clash.message });
}

const minutes = z.number().int();
const targetOut = { target_kind: z.enum(['path', 'symbol']), target: z.string() };
export const tradingCalendarResponseSchema = z.object({
  status: z.literal('success'),
  time_zone: z.string(),
  sessions: z.array(z.object({ ...targetOut, kind: sessionKindSchema, weekday: z.number(), open: minutes, close: minutes })),
  holidays: z.array(z.object({ ...targetOut, date: z.string(), open: minutes.nullable(), close: minutes.nullable(), name: z.string() })),
  triple_swap_days: z.array(z.object({ ...targetOut, day: z.union([z.literal('none'), weekdayNameSchema]) })),
  /** Every symbol with its place in the symbol-group tree: the targets the calendar can name. */
  symbols: z.array(z.object({ symbol: z.string(), path: z.string() })),
});
export type TradingCalendarResponse = z.infer<typeof tradingCalendarResponseSchema>;

/** The wire's calendar as the evaluator reads it. */
export function calendarFromWire(input: Omit<TradingCalendarInput, 'time_zone'> & { time_zone: string }): TradingCalendar {
  return {
    timeZone: input.time_zone,
    sessions: input.sessions,
    holidays: input.holidays,
    tripleSwapDays: input.triple_swap_days.map((rule) => ({
      target_kind: rule.target_kind,
      target: rule.target,
      weekday: rule.day === 'none' ? null : WEEKDAY_NAMES.indexOf(rule.day),
    })),
  };
}
