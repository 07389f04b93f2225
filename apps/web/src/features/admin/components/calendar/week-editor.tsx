// One kind of session (trade or quote) of a calendar target, a row per weekday with its intervals.
import { Button, IconButton } from '../../../../components/ui/button.tsx';
import { AddIcon, CloseIcon } from '../../../../components/ui/icons.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import type { SessionKind, SpanDraft } from './calendar-draft.ts';

/** Monday first, as brokers read a trading week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

interface Props {
  kind: SessionKind;
  week: SpanDraft[][];
  onSpan: (weekday: number, key: number, field: 'open' | 'close', value: string) => void;
  onAdd: (weekday: number) => void;
  onRemove: (weekday: number, key: number) => void;
  onCopyMonday: () => void;
}

export function WeekEditor({ kind, week, onSpan, onAdd, onRemove, onCopyMonday }: Props) {
  const { t } = useTranslation();
  const empty = week.every((spans) => spans.length === 0);
  const headingId = `calendar-${kind}-title`;
  return (
    <section className="calendar-section" aria-labelledby={headingId}>
      <header className="calendar-section__header">
        <div>
          <h3 id={headingId}>{t(`calendar.${kind}.title`)}</h3>
          <p className="muted">{t(`calendar.${kind}.hint`)}</p>
        </div>
        <Button size="sm" variant="secondary" disabled={week[1]!.length === 0} onClick={onCopyMonday}>
          {t('calendar.copyMonday')}
        </Button>
      </header>
      {empty && <p className="calendar-section__inherited">{t(`calendar.${kind}.notSetHere`)}</p>}
      <ul className="calendar-week">
        {WEEK_ORDER.map((weekday) => {
          const day = t(`calendar.weekdays.${DAY_KEYS[weekday]!}`);
          const spans = week[weekday]!;
          return (
            <li key={weekday} className="calendar-week__day">
              <span className="calendar-week__name">{day}</span>
              <div className="calendar-week__spans">
                {/* A week with no session at all sets nothing here (it inherits); one with some closes the others. */}
                {spans.length === 0 && <span className="muted">{empty ? '—' : t('calendar.noSession')}</span>}
                {spans.map((span) => (
                  <span key={span.key} className="calendar-span">
                    <input
                      className="ui-input calendar-time"
                      inputMode="numeric"
                      maxLength={5}
                      placeholder="00:00"
                      aria-label={t('calendar.opensOn', { day })}
                      value={span.open}
                      onChange={(event) => onSpan(weekday, span.key, 'open', event.target.value)}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      className="ui-input calendar-time"
                      inputMode="numeric"
                      maxLength={5}
                      placeholder="24:00"
                      aria-label={t('calendar.closesOn', { day })}
                      value={span.close}
                      onChange={(event) => onSpan(weekday, span.key, 'close', event.target.value)}
                    />
                    <IconButton
                      size="sm"
                      label={t('calendar.removeSession', { day, open: span.open, close: span.close })}
                      onClick={() => onRemove(weekday, span.key)}
                    >
                      <CloseIcon />
                    </IconButton>
                  </span>
                ))}
              </div>
              <IconButton size="sm" label={t('calendar.addSession', { day })} onClick={() => onAdd(weekday)}>
                <AddIcon />
              </IconButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
