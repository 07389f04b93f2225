import { useRef } from 'react';
import type { Performance } from '../api/get-performance.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useBalanceChart } from '../hooks/use-balance-chart.ts';
import { formatMoneyOrDash as money } from '../../../lib/format.ts';

export function BalanceCurve({ report }: { report: Performance }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement | null>(null);
  useBalanceChart(container, report);
  return (
    <section className="reports-panel reports-panel--wide" aria-label={t('reports.balanceCurve')}>
      <header>
        <h2>{t('reports.balanceAndPl')}</h2>
        {report.equity_now !== null && (
          <span className="reports-muted">{t('reports.equityNow', { amount: money(report.equity_now) })}</span>
        )}
      </header>
      {report.curve.length === 0 ? (
        <p className="reports-muted">{t('reports.noActivity')}</p>
      ) : (
        <>
          {/* Which line reads on which axis: a legend above the plot, not titles drawn over it (they hid a phone's plot). */}
          <ul className="reports-legend">
            <li data-series="profit">{t('reports.onLeftAxis', { name: t('reports.cumulativePl') })}</li>
            <li data-series="balance">{t('reports.onRightAxis', { name: t('reports.balance') })}</li>
          </ul>
          <div ref={container} className="reports-chart" />
        </>
      )}
    </section>
  );
}
