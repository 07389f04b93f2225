import { useRef } from 'react';
import type { Performance } from '../api/get-performance.ts';
import { useBalanceChart } from '../hooks/use-balance-chart.ts';
import { money } from './money.ts';

export function BalanceCurve({ report }: { report: Performance }) {
  const container = useRef<HTMLDivElement | null>(null);
  useBalanceChart(container, report);
  return (
    <section className="reports-panel reports-panel--wide" aria-label="Balance curve">
      <header>
        <h2>Balance and P/L</h2>
        {report.equity_now !== null && <span className="reports-muted">Equity now {money(report.equity_now)}</span>}
      </header>
      {report.curve.length === 0 ? (
        <p className="reports-muted">No activity in this period.</p>
      ) : (
        <div ref={container} className="reports-chart" />
      )}
    </section>
  );
}
