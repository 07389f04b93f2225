// The rules of one symbol group or symbol: trade and quote sessions, holidays and the triple-swap day, saved together.
import { useState } from 'react';
import { WEEKDAY_NAMES } from '@platform/shared/trading-calendar';
import { calendarTargetInputSchema, type TradingCalendarResponse } from '@platform/shared/trading-sessions';
import { Button } from '../../../../components/ui/button.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { localMessage } from '../../../../lib/server-message.ts';
import { useSaveCalendarRules } from '../../api/save-calendar-rules.ts';
import { useTargetDraft } from '../../hooks/use-target-draft.ts';
import { errorText } from '../error-text.ts';
import { requestOf, type Target } from './calendar-draft.ts';
import { HolidayEditor } from './holiday-editor.tsx';
import { WeekEditor } from './week-editor.tsx';

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const today = () => new Date().toISOString().slice(0, 10);

export function TargetEditor({ calendar, target }: { calendar: TradingCalendarResponse; target: Target }) {
  const { t } = useTranslation();
  const toast = useToast();
  const edit = useTargetDraft(calendar, target);
  const save = useSaveCalendarRules();
  const [invalid, setInvalid] = useState<string | null>(null);
  const { draft } = edit;

  function submit() {
    const request = requestOf(target, draft);
    const parsed = calendarTargetInputSchema.safeParse(request);
    if (!parsed.success) return setInvalid(localMessage(parsed.error.issues[0]?.message ?? ''));
    setInvalid(null);
    save.mutate(request, {
      onSuccess: () =>
        toast.show({ title: t('calendar.saved', { name: target.target }), description: t('calendar.savedNote'), variant: 'success' }),
    });
  }

  const tripleOptions = [
    { value: 'inherit', label: t('calendar.triple.inherit') },
    { value: 'none', label: t('calendar.triple.none') },
    ...WEEKDAY_NAMES.map((name, index) => ({ value: name, label: t(`calendar.weekdays.${DAY_KEYS[index]!}`) })),
  ];
  const week = (kind: 'trade' | 'quote') => (
    <WeekEditor
      kind={kind}
      week={draft.sessions[kind]}
      onSpan={(weekday, key, field, value) => edit.setSpan(kind, weekday, key, field, value)}
      onAdd={(weekday) => edit.addSpan(kind, weekday)}
      onRemove={(weekday, key) => edit.removeSpan(kind, weekday, key)}
      onCopyMonday={() => edit.copyMonday(kind)}
    />
  );

  return (
    <form
      className="card calendar-editor"
      aria-labelledby="calendar-editor-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <header className="calendar-editor__header">
        <h2 id="calendar-editor-title">{t('calendar.editing', { name: target.target })}</h2>
        <span className="calendar-kind">{t(`calendar.kinds.${target.target_kind}`)}</span>
      </header>
      {week('trade')}
      {week('quote')}
      <HolidayEditor
        holidays={draft.holidays}
        onChange={edit.setHoliday}
        onAdd={() => edit.addHoliday(today())}
        onRemove={edit.removeHoliday}
      />
      <section className="calendar-section calendar-triple">
        <Select
          label={t('calendar.triple.label')}
          hint={t('calendar.triple.hint')}
          options={tripleOptions}
          value={draft.tripleSwapDay}
          onChange={(event) => edit.setTripleSwapDay(event.target.value)}
        />
      </section>
      {(invalid ?? save.isError) && <div className="banner banner--error">{invalid ?? errorText(save.error)}</div>}
      <footer className="calendar-editor__footer">
        <Button variant="ghost" disabled={!edit.dirty || save.isPending} onClick={edit.reset}>
          {t('calendar.discard')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!edit.dirty}>
          {t('calendar.save', { name: target.target })}
        </Button>
      </footer>
    </form>
  );
}
