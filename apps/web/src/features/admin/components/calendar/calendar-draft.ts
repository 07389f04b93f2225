// One calendar target (a symbol group path or a symbol) as the screen edits it: times as typed text.
import { clockText, WEEKDAY_NAMES } from '@platform/shared/trading-calendar';
import type { TradingCalendarResponse } from '@platform/shared/trading-sessions';
import type { CalendarRulesRequest } from '../../api/save-calendar-rules.ts';

export type SessionKind = 'trade' | 'quote';
export interface Target {
  target_kind: 'path' | 'symbol';
  target: string;
}
export interface SpanDraft {
  key: number;
  open: string;
  close: string;
}
export interface HolidayDraft {
  key: number;
  date: string;
  name: string;
  /** A shortened day trades between open and close; otherwise the day is closed. */
  shortened: boolean;
  open: string;
  close: string;
}
export interface TargetDraft {
  /** Per kind, per weekday (0 Sunday … 6 Saturday). */
  sessions: Record<SessionKind, SpanDraft[][]>;
  holidays: HolidayDraft[];
  /** `inherit`, `none` or a weekday name. */
  tripleSwapDay: string;
}

let nextKey = 1;
export const newKey = () => nextKey++;

const isTarget = (target: Target) => (rule: Target) => rule.target_kind === target.target_kind && rule.target === target.target;

export function draftOf(calendar: TradingCalendarResponse, target: Target): TargetDraft {
  const mine = isTarget(target);
  const week = (kind: SessionKind) =>
    WEEKDAY_NAMES.map((_, weekday) =>
      calendar.sessions
        .filter((s) => mine(s) && s.kind === kind && s.weekday === weekday)
        .sort((a, b) => a.open - b.open)
        .map((s) => ({ key: newKey(), open: clockText(s.open), close: clockText(s.close) })),
    );
  return {
    sessions: { trade: week('trade'), quote: week('quote') },
    holidays: calendar.holidays.filter(mine).map((h) => ({
      key: newKey(),
      date: h.date,
      name: h.name,
      shortened: h.open !== null,
      open: h.open === null ? '' : clockText(h.open),
      close: h.close === null ? '' : clockText(h.close),
    })),
    tripleSwapDay: calendar.triple_swap_days.find(mine)?.day ?? 'inherit',
  };
}

export function requestOf(target: Target, draft: TargetDraft): CalendarRulesRequest {
  const kinds: SessionKind[] = ['trade', 'quote'];
  return {
    ...target,
    sessions: kinds.flatMap((kind) =>
      draft.sessions[kind].flatMap((spans, weekday) =>
        spans.map(({ open, close }) => ({ kind, weekday, open: open.trim(), close: close.trim() })),
      ),
    ),
    holidays: draft.holidays.map((h) => ({
      date: h.date,
      name: h.name.trim(),
      open: h.shortened ? h.open.trim() : null,
      close: h.shortened ? h.close.trim() : null,
    })),
    triple_swap_day: draft.tripleSwapDay,
  };
}

export interface TargetOption extends Target {
  /** 0 for a top-level group, deeper groups and symbols under it. */
  depth: number;
}

/** Every symbol group path (and each of its parents) and every symbol, in tree order. */
export function targetsOf(calendar: TradingCalendarResponse): TargetOption[] {
  const paths = new Set<string>();
  for (const { path } of calendar.symbols) {
    const parts = path.split('/');
    for (let depth = 1; depth <= parts.length; depth++) paths.add(parts.slice(0, depth).join('/'));
  }
  const options: TargetOption[] = [];
  for (const path of [...paths].sort()) {
    const depth = path.split('/').length - 1;
    options.push({ target_kind: 'path', target: path, depth });
    for (const { symbol } of calendar.symbols.filter((s) => s.path === path).sort((a, b) => a.symbol.localeCompare(b.symbol)))
      options.push({ target_kind: 'symbol', target: symbol, depth: depth + 1 });
  }
  return options;
}

export interface TargetSummary extends Target {
  trade: number;
  quote: number;
  holidays: number;
  tripleSwapDay: string | null;
}

/** The targets that set anything, with how much, in tree order. */
export function summariesOf(calendar: TradingCalendarResponse): TargetSummary[] {
  return targetsOf(calendar).flatMap((target) => {
    const mine = isTarget(target);
    const summary = {
      target_kind: target.target_kind,
      target: target.target,
      trade: calendar.sessions.filter((s) => mine(s) && s.kind === 'trade').length,
      quote: calendar.sessions.filter((s) => mine(s) && s.kind === 'quote').length,
      holidays: calendar.holidays.filter(mine).length,
      tripleSwapDay: calendar.triple_swap_days.find(mine)?.day ?? null,
    };
    return summary.trade + summary.quote + summary.holidays > 0 || summary.tripleSwapDay !== null ? [summary] : [];
  });
}
