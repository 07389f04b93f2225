import type { MonthlyTotals } from '@platform/shared/banking';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import './transaction-timeline.css';
import { formatMoneyIn } from '../../lib/format.ts';

/** Pending, paid and rejected amounts per month (UTC) and type, newest month first. */
export function MonthlyTotalsTable({ totals, only }: { totals: readonly MonthlyTotals[]; only?: MonthlyTotals['type'] }) {
  const { t } = useTranslation();
  const rows = only ? totals.filter((row) => row.type === only) : totals;
  return (
    <section className="tx-totals" aria-label={t('moneyTimeline.totalsTitle')}>
      <h2>{t('moneyTimeline.totalsTitle')}</h2>
      {rows.length === 0 ? (
        <p className="tx-totals__empty">{t('moneyTimeline.noTotals')}</p>
      ) : (
        <div className="tx-totals__frame">
          <table>
            <caption>{t('moneyTimeline.totalsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('moneyTimeline.month')}</th>
                {only ? null : (
                  <th scope="col" className="tx-totals__type">
                    {t('moneyTimeline.type')}
                  </th>
                )}
                <th scope="col">{t('moneyTimeline.pending')}</th>
                <th scope="col">{t('moneyTimeline.paid')}</th>
                <th scope="col">{t('moneyTimeline.rejected')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.month}-${row.type}`}>
                  <th scope="row">{row.month}</th>
                  {only ? null : <td className="tx-totals__type">{t(`moneyTimeline.${row.type}`)}</td>}
                  <td>${formatMoneyIn(row.pending)}</td>
                  <td>${formatMoneyIn(row.paid)}</td>
                  <td>${formatMoneyIn(row.rejected)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
