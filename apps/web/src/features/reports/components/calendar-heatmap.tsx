import type { Performance } from '../api/get-performance.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatMoneyOrDash as money } from '../../../lib/format.ts';

const DAY_MS = 86_400_000;

/** Closed-trade P/L per UTC day as a week-column calendar; colour strength follows the size of the day's result. */
export function CalendarHeatmap({ days }: { days: Performance['by_day'] }) {
  const { t } = useTranslation();
  if (days.length === 0) return <p className="reports-muted">{t('reports.noClosedTrades')}</p>;
  const profitOf = new Map(days.map((d) => [d.day, d]));
  const first = Date.parse(`${days[0]!.day}T00:00:00Z`);
  const last = Date.parse(`${days[days.length - 1]!.day}T00:00:00Z`);
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS; // Monday of the first week
  const largest = Math.max(...days.map((d) => Math.abs(d.profit)), 0.01);
  const cells = [];
  for (let at = start; at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const entry = profitOf.get(day);
    const strength = entry ? 0.2 + 0.8 * Math.min(1, Math.abs(entry.profit) / largest) : 0;
    const colour = !entry ? undefined : entry.profit >= 0 ? `rgb(34 197 94 / ${strength})` : `rgb(239 68 68 / ${strength})`;
    const label = entry
      ? t('reports.dayTrades', { day, amount: money(entry.profit), count: entry.trades })
      : t('reports.dayNoTrades', { day });
    cells.push(
      <span key={day} className="reports-heat__cell" style={{ background: colour }} title={label} aria-label={label} role="img" />,
    );
  }
  return <div className="reports-heat">{cells}</div>;
}
