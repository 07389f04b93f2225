import type { Performance } from '../api/get-performance.ts';
import { holdingText, money, tone } from './money.ts';

/** The headline figures of the period, each from the server. */
export function SummaryCards({ report }: { report: Performance }) {
  const cards: { label: string; value: string; className?: string }[] = [
    { label: 'Net P/L', value: money(report.net_profit), className: tone(report.net_profit) },
    { label: 'Trades', value: String(report.trades) },
    { label: 'Win rate', value: report.win_rate === null ? '—' : `${report.win_rate.toFixed(1)} %` },
    { label: 'Profit factor', value: report.profit_factor === null ? '—' : report.profit_factor.toFixed(2) },
    { label: 'Average win', value: money(report.average_win), className: tone(report.average_win) },
    { label: 'Average loss', value: money(report.average_loss), className: tone(report.average_loss) },
    { label: 'Largest win', value: money(report.largest_win), className: tone(report.largest_win) },
    { label: 'Largest loss', value: money(report.largest_loss), className: tone(report.largest_loss) },
    { label: 'Max drawdown', value: money(report.max_drawdown) },
    { label: 'Avg holding time', value: holdingText(report.average_holding_seconds) },
  ];
  return (
    <dl className="reports-cards">
      {cards.map((card) => (
        <div key={card.label} className="reports-card">
          <dt>{card.label}</dt>
          <dd className={card.className}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
