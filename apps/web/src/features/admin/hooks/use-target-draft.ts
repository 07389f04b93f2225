// The calendar screen's draft of one target: edits stay local until saved; a new calendar or target starts it again.
import { useMemo, useState } from 'react';
import type { TradingCalendarResponse } from '@platform/shared/trading-sessions';
import {
  draftOf,
  newKey,
  type HolidayDraft,
  type SessionKind,
  type SpanDraft,
  type Target,
  type TargetDraft,
} from '../components/calendar/calendar-draft.ts';

const MONDAY = 1;
const WEEKDAYS = [2, 3, 4, 5];

export function useTargetDraft(calendar: TradingCalendarResponse, target: Target) {
  const saved = useMemo(() => draftOf(calendar, target), [calendar, target]);
  const [edited, setEdited] = useState<{ from: TargetDraft; draft: TargetDraft } | null>(null);
  // Edits belong to the calendar and target they started from.
  const draft = edited?.from === saved ? edited.draft : saved;
  const change = (next: (draft: TargetDraft) => TargetDraft) => setEdited({ from: saved, draft: next(draft) });
  const week = (kind: SessionKind, spans: (week: SpanDraft[][]) => SpanDraft[][]) =>
    change((d) => ({ ...d, sessions: { ...d.sessions, [kind]: spans(d.sessions[kind]) } }));

  return {
    draft,
    dirty: draft !== saved,
    reset: () => setEdited(null),
    setSpan: (kind: SessionKind, weekday: number, key: number, field: 'open' | 'close', value: string) =>
      week(kind, (days) =>
        days.map((spans, day) => (day === weekday ? spans.map((s) => (s.key === key ? { ...s, [field]: value } : s)) : spans)),
      ),
    addSpan: (kind: SessionKind, weekday: number) =>
      week(kind, (days) =>
        days.map((spans, day) =>
          day === weekday ? [...spans, { key: newKey(), open: spans.at(-1)?.close ?? '00:00', close: '24:00' }] : spans,
        ),
      ),
    removeSpan: (kind: SessionKind, weekday: number, key: number) =>
      week(kind, (days) => days.map((spans, day) => (day === weekday ? spans.filter((s) => s.key !== key) : spans))),
    /** Tuesday to Friday take Monday's sessions. */
    copyMonday: (kind: SessionKind) =>
      week(kind, (days) =>
        days.map((spans, day) => (WEEKDAYS.includes(day) ? days[MONDAY]!.map((s) => ({ ...s, key: newKey() })) : spans)),
      ),
    setHoliday: (key: number, changes: Partial<HolidayDraft>) =>
      change((d) => ({ ...d, holidays: d.holidays.map((h) => (h.key === key ? { ...h, ...changes } : h)) })),
    addHoliday: (date: string) =>
      change((d) => ({
        ...d,
        holidays: [...d.holidays, { key: newKey(), date, name: '', shortened: false, open: '00:00', close: '13:00' }],
      })),
    removeHoliday: (key: number) => change((d) => ({ ...d, holidays: d.holidays.filter((h) => h.key !== key) })),
    setTripleSwapDay: (day: string) => change((d) => ({ ...d, tripleSwapDay: day })),
  };
}
