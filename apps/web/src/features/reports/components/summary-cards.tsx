import type { Performance } from '../api/get-performance.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { holdingText, tone } from './money.ts';
import { formatMoneyOrDash as money } from '../../../lib/format.ts';

/** The headline figures of the period, each from the server. */
export function SummaryCards({ report }: { report: Performance }) {
  const { t } = useTranslation();
  const cards: { label: string; value: string; className?: string }[] = [
    { label: t('reports.cards.netPl'), value: money(report.net_profit), className: tone(report.net_profit) },
    { label: t('reports.cards.trades'), value: String(report.trades) },
    { label: t('reports.cards.winRate'), value: report.win_rate === null ? '—' : `${report.win_rate.toFixed(1)} %` },
    { label: t('reports.cards.profitFactor'), value: report.profit_factor === null ? '—' : report.profit_factor.toFixed(2) },
    { label: t('reports.cards.averageWin'), value: money(report.average_win), className: tone(report.average_win) },
    { label: t('reports.cards.averageLoss'), value: money(report.average_loss), className: tone(report.average_loss) },
    { label: t('reports.cards.largestWin'), value: money(report.largest_win), className: tone(report.largest_win) },
    { label: t('reports.cards.largestLoss'), value: money(report.largest_loss), className: tone(report.largest_loss) },
    { label: t('reports.cards.maxDrawdown'), value: money(report.max_drawdown) },
    { label: t('reports.cards.averageHolding'), value: holdingText(report.average_holding_seconds) },
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
