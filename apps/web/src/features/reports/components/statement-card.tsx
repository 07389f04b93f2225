import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useStatement } from '../api/get-statement.ts';
import { downloadReport } from '../api/download-report.ts';
import { filterQuery, type ReportFilter } from '../api/report-filter.ts';
import { formatMoneyOrDash as money } from '../../../lib/format.ts';
import { tone } from './money.ts';

const lines = ['deposits', 'withdrawals', 'transfers', 'realised_pnl', 'swaps', 'commissions', 'write_offs', 'adjustments'] as const;

/** The period's statement: opening, every line, closing; the full statement downloads as CSV or PDF. */
export function StatementCard({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation();
  const statement = useStatement(filter);
  const [error, setError] = useState<string | null>(null);
  const download = (format: 'csv' | 'pdf') => {
    setError(null);
    // The PDF prints its times in the trader's zone, as the screen does.
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const path = `/reports/statement${filterQuery({ ...filter, symbol: '' }, format === 'pdf' ? { format, tz } : { format })}`;
    downloadReport(path, `statement.${format}`).catch((e: Error) => setError(e.message));
  };
  const data = statement.data;
  return (
    <section className="reports-panel" aria-label={t('reports.statement')}>
      <header>
        <h2>{t('reports.statement')}</h2>
        <div className="reports-actions">
          <Button size="sm" variant="secondary" onClick={() => download('csv')}>
            {t('reports.statementCsv')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => download('pdf')}>
            {t('reports.statementPdf')}
          </Button>
        </div>
      </header>
      {error && (
        <p role="alert" className="is-down">
          {error}
        </p>
      )}
      {data && (
        <dl className="reports-statement">
          <div className="reports-statement__row">
            <dt>{t('reports.openingBalance')}</dt>
            <dd>{money(data.opening_balance)}</dd>
          </div>
          {lines.map((key) => (
            <div key={key} className="reports-statement__row">
              <dt>{t(`reports.lines.${key}`)}</dt>
              <dd className={tone(data.totals[key])}>{money(data.totals[key] ?? 0)}</dd>
            </div>
          ))}
          <div className="reports-statement__row reports-statement__row--total">
            <dt>{t('reports.closingBalance')}</dt>
            <dd>{money(data.closing_balance)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
