import { useState } from 'react';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { usePerformance } from '../api/get-performance.ts';
import type { ReportFilter } from '../api/report-filter.ts';
import { BalanceCurve } from '../components/balance-curve.tsx';
import { Breakdowns } from '../components/breakdowns.tsx';
import { ReportFilters } from '../components/report-filters.tsx';
import { StatementCard } from '../components/statement-card.tsx';
import { AccountsSummaryCard } from '../components/accounts-summary-card.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TradeHistoryTable } from '../components/trade-history-table.tsx';
import '../components/reports.css';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** /reports: performance, statement and the whole trade history for a period and symbol. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>(() => ({
    from: isoDay(Date.now() - 30 * 86_400_000),
    to: isoDay(Date.now()),
    symbol: '',
  }));
  const performance = usePerformance(filter);
  return (
    <AppLayout>
      <div className="reports-page">
        <header className="reports-header">
          <h1>{t('reports.title')}</h1>
          <ReportFilters value={filter} onApply={setFilter} />
        </header>
        {performance.error && (
          <p role="alert" className="is-down">
            {performance.error.message}
          </p>
        )}
        {!performance.data && !performance.error && <PageSpinner />}
        {performance.data && (
          <>
            <SummaryCards report={performance.data} />
            <div className="reports-grid">
              <BalanceCurve report={performance.data} />
              <Breakdowns report={performance.data} />
              <StatementCard filter={filter} />
              <AccountsSummaryCard filter={filter} />
              <TradeHistoryTable key={`${filter.from}/${filter.to}/${filter.symbol}`} filter={filter} />
            </div>
          </>
        )}
      </div>
    </AppLayout>
  );
}
