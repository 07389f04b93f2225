// Every symbol group and symbol that sets anything in the calendar, with a way to open it.
import type { TradingCalendarResponse } from '@platform/shared/trading-sessions';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { DataTable } from '../data-table.tsx';
import { summariesOf, type Target, type TargetSummary } from './calendar-draft.ts';

const DAY_KEYS = {
  sunday: 'sun',
  monday: 'mon',
  tuesday: 'tue',
  wednesday: 'wed',
  thursday: 'thu',
  friday: 'fri',
  saturday: 'sat',
} as const;

export function CalendarOverview({ calendar, onEdit }: { calendar: TradingCalendarResponse; onEdit: (target: Target) => void }) {
  const { t } = useTranslation();
  const tripleText = (day: string | null) =>
    day === null
      ? t('calendar.overview.inherited')
      : day === 'none'
        ? t('calendar.triple.none')
        : t(`calendar.weekdays.${DAY_KEYS[day as keyof typeof DAY_KEYS] ?? 'wed'}`);
  const count = (value: number) => (value === 0 ? '—' : String(value));
  return (
    <section className="calendar-overview" aria-labelledby="calendar-overview-title">
      <h2 id="calendar-overview-title">{t('calendar.overview.title')}</h2>
      <DataTable<TargetSummary>
        label={t('calendar.overview.title')}
        columns={[
          {
            header: t('calendar.overview.target'),
            cell: (s) => (
              <>
                <strong>{s.target}</strong>
                <span className="cell-sub">{t(`calendar.kinds.${s.target_kind}`)}</span>
              </>
            ),
          },
          { header: t('calendar.trade.title'), align: 'right', cell: (s) => count(s.trade) },
          { header: t('calendar.quote.title'), align: 'right', cell: (s) => count(s.quote) },
          { header: t('calendar.holidays.title'), align: 'right', cell: (s) => count(s.holidays) },
          { header: t('calendar.triple.label'), cell: (s) => tripleText(s.tripleSwapDay) },
          {
            key: 'edit',
            header: '',
            align: 'right',
            cell: (s) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('calendar.overview.editTarget', { name: s.target })}
                onClick={() => onEdit(s)}
              >
                {t('calendar.overview.edit')}
              </Button>
            ),
          },
        ]}
        rows={summariesOf(calendar)}
        rowKey={(s) => `${s.target_kind}:${s.target}`}
        loading={false}
        error={false}
        empty={t('calendar.overview.none')}
      />
    </section>
  );
}
