import type { Performance } from '../api/get-performance.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { CalendarHeatmap } from './calendar-heatmap.tsx';
import { formatMoneyOrDash as money } from '../../../lib/format.ts';
import { tone } from './money.ts';

/** A horizontal bar per row, scaled to the largest absolute P/L of the set. */
function Bars({ rows }: { rows: { label: string; profit: number; trades: number }[] }) {
  const largest = Math.max(...rows.map((r) => Math.abs(r.profit)), 0.01);
  return (
    <ul className="reports-bars">
      {rows.map((row) => (
        <li key={row.label}>
          <span className="reports-bars__label">{row.label}</span>
          <span className="reports-bars__track">
            <span
              className={`reports-bars__bar ${row.profit >= 0 ? 'is-up' : 'is-down'}`}
              style={{ width: `${(Math.abs(row.profit) / largest) * 100}%` }}
            />
          </span>
          <span className={`reports-bars__value ${tone(row.profit)}`}>{money(row.profit)}</span>
          <span className="reports-muted">{row.trades}</span>
        </li>
      ))}
    </ul>
  );
}

export function Breakdowns({ report }: { report: Performance }) {
  const { t } = useTranslation();
  const byHour = Array.from({ length: 24 }, (_, hour) => {
    const bucket = report.by_hour.find((b) => b.hour === hour);
    return { label: `${String(hour).padStart(2, '0')}:00`, profit: bucket?.profit ?? 0, trades: bucket?.trades ?? 0 };
  }).filter((row) => row.trades > 0);
  return (
    <>
      <section className="reports-panel" aria-label={t('reports.byInstrument')}>
        <h2>{t('reports.byInstrument')}</h2>
        {report.by_symbol.length === 0 ? (
          <p className="reports-muted">{t('reports.noClosedTrades')}</p>
        ) : (
          <Bars rows={report.by_symbol.map((b) => ({ label: b.symbol, profit: b.profit, trades: b.trades }))} />
        )}
      </section>
      <section className="reports-panel" aria-label={t('reports.byHourLabel')}>
        <h2>{t('reports.byHour')}</h2>
        {byHour.length === 0 ? <p className="reports-muted">{t('reports.noClosedTrades')}</p> : <Bars rows={byHour} />}
      </section>
      <section className="reports-panel" aria-label={t('reports.byDay')}>
        <h2>{t('reports.byDay')}</h2>
        <CalendarHeatmap days={report.by_day} />
      </section>
    </>
  );
}
