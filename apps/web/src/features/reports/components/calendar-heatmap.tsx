import type { Performance } from '../api/get-performance.ts';
import { i18n, INTL_LOCALE, isLanguage, useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatMoneyOrDash as money } from '../../../lib/format.ts';

const DAY_MS = 86_400_000;
const MONDAY = Date.UTC(2024, 0, 1);

const localeOf = () => INTL_LOCALE[isLanguage(i18n.language) ? i18n.language : 'en'];

/**
 * Closed-trade P/L per UTC day as a labelled calendar: weekday columns, one row per week, each day
 * with its date and its result (compact, signed); colour strength follows the size of the day's result.
 */
export function CalendarHeatmap({ days }: { days: Performance['by_day'] }) {
  const { t } = useTranslation();
  if (days.length === 0) return <p className="reports-muted">{t('reports.noClosedTrades')}</p>;
  const locale = localeOf();
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const monthDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const profitOf = new Map(days.map((d) => [d.day, d]));
  const first = Date.parse(`${days[0]!.day}T00:00:00Z`);
  const last = Date.parse(`${days[days.length - 1]!.day}T00:00:00Z`);
  const start = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS; // Monday of the first week
  const end = last + ((7 - new Date(last).getUTCDay()) % 7) * DAY_MS; // Sunday of the last week
  const largest = Math.max(...days.map((d) => Math.abs(d.profit)), 0.01);
  const cells = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const entry = profitOf.get(day);
    const inPeriod = at >= first && at <= last;
    const strength = entry ? 0.15 + 0.6 * Math.min(1, Math.abs(entry.profit) / largest) : 0;
    const colour = !entry ? undefined : entry.profit >= 0 ? `rgb(34 197 94 / ${strength})` : `rgb(239 68 68 / ${strength})`;
    const label = entry
      ? t('reports.dayTrades', { day, amount: money(entry.profit), count: entry.trades })
      : t('reports.dayNoTrades', { day });
    const date = new Date(at);
    const dateText = date.getUTCDate() === 1 || at === start ? monthDay.format(date) : String(date.getUTCDate());
    cells.push(
      <li
        key={day}
        className="reports-cal__day"
        data-outside={inPeriod ? undefined : true}
        data-sign={entry ? (entry.profit >= 0 ? 'up' : 'down') : undefined}
        style={{ background: colour }}
        title={label}
        aria-label={label}
      >
        <span className="reports-cal__date" aria-hidden="true">
          {dateText}
        </span>
        {entry && (
          <span className="reports-cal__amount" aria-hidden="true">
            {Math.abs(entry.profit) >= 1000 ? compact.format(entry.profit) : `${entry.profit > 0 ? '+' : ''}${money(entry.profit)}`}
          </span>
        )}
      </li>,
    );
  }
  return (
    <div className="reports-cal">
      <div className="reports-cal__weekdays" aria-hidden="true">
        {Array.from({ length: 7 }, (_, index) => (
          <span key={index}>{weekday.format(new Date(MONDAY + index * DAY_MS))}</span>
        ))}
      </div>
      <ol className="reports-cal__days" aria-label={t('reports.byDay')}>
        {cells}
      </ol>
    </div>
  );
}
