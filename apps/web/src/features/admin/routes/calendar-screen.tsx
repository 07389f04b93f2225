// The broker's trading calendar (lazy, admin only): the time zone, then one symbol group's or symbol's
// sessions, holidays and triple-swap day at a time; every change is audited and applies on every server at once.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Select } from '../../../components/ui/select.tsx';
import { useTradingCalendar } from '../api/trading-calendar.ts';
import { targetsOf, type Target } from '../components/calendar/calendar-draft.ts';
import { TargetEditor } from '../components/calendar/target-editor.tsx';
import { CalendarOverview } from '../components/calendar/calendar-overview.tsx';
import { TimeZoneForm } from '../components/calendar/time-zone-form.tsx';
import '../components/calendar/calendar-screen.css';

const keyOf = (target: Target) => `${target.target_kind}:${target.target}`;

export default function CalendarScreen() {
  const { t } = useTranslation();
  const calendar = useTradingCalendar();
  const targets = useMemo(() => (calendar.data ? targetsOf(calendar.data) : []), [calendar.data]);
  const [chosen, setChosen] = useState<string>('path:Forex');
  const target = targets.find((option) => keyOf(option) === chosen) ?? targets[0];

  return (
    <div className="calendar-page">
      <header className="admin-screen__header">
        <div>
          <h1>{t('calendar.title')}</h1>
          <p className="muted">{t('calendar.intro')}</p>
        </div>
      </header>
      {calendar.isError && <div className="banner banner--error">{t('calendar.loadFailed')}</div>}
      {calendar.data && target && (
        <>
          <div className="calendar-controls">
            <TimeZoneForm current={calendar.data.time_zone} />
            <Select
              className="calendar-target"
              label={t('calendar.target')}
              options={targets.map((option) => ({
                value: keyOf(option),
                // Indented by depth: the tree reads as groups, subgroups and their symbols.
                label: `${'\u2003'.repeat(option.depth)}${option.target}`,
              }))}
              value={keyOf(target)}
              onChange={(event) => setChosen(event.target.value)}
            />
          </div>
          <div className="calendar-layout">
            <TargetEditor key={keyOf(target)} calendar={calendar.data} target={target} />
            <CalendarOverview
              calendar={calendar.data}
              onEdit={(next) => {
                setChosen(keyOf(next));
                document.getElementById('calendar-editor-title')?.scrollIntoView({ block: 'start' });
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}
