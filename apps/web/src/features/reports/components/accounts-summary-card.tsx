import type { AccountsSummary } from '@platform/shared/reports';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatMoneyOrDash as money } from '../../../lib/format.ts';
import { useAccountsSummary } from '../api/get-accounts-summary.ts';
import type { ReportFilter } from '../api/report-filter.ts';
import { tone } from './money.ts';

type Row = Pick<AccountsSummary['live'], 'opening_balance' | 'closing_balance' | 'totals' | 'trading_result' | 'equity'>;

/** The trader-wide summary (issue 29): each account's period in USD, then the live and the demo accounts summed. Shown with two accounts or more. */
export function AccountsSummaryCard({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation();
  const { data } = useAccountsSummary(filter);
  if (!data || data.accounts.length < 2) return null;
  const cells = (row: Row) => (
    <>
      <td>{money(row.opening_balance)}</td>
      <td className={tone(row.totals.deposits! + row.totals.withdrawals!)}>{money(row.totals.deposits! + row.totals.withdrawals!)}</td>
      <td className={tone(row.totals.transfers)}>{money(row.totals.transfers ?? 0)}</td>
      <td className={tone(row.trading_result)}>{money(row.trading_result)}</td>
      <td>{money(row.closing_balance)}</td>
      <td>{money(row.equity)}</td>
    </>
  );
  const typeOf = (type: 'demo' | 'live') => t(type === 'live' ? 'reports.summary.live' : 'reports.summary.demo');
  return (
    <section className="reports-panel reports-panel--wide" aria-label={t('reports.summary.title')}>
      <header>
        <h2>{t('reports.summary.title')}</h2>
      </header>
      <div className="reports-table-wrap">
        <table className="reports-table">
          <thead>
            <tr>
              <th scope="col">{t('reports.summary.account')}</th>
              <th scope="col">{t('reports.openingBalance')}</th>
              <th scope="col">{t('reports.summary.cash')}</th>
              <th scope="col">{t('reports.lines.transfers')}</th>
              <th scope="col">{t('reports.summary.trading')}</th>
              <th scope="col">{t('reports.closingBalance')}</th>
              <th scope="col">{t('reports.summary.equity')}</th>
            </tr>
          </thead>
          <tbody>
            {data.accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">
                  {typeOf(account.type)} #{account.number}
                </th>
                {cells(account)}
              </tr>
            ))}
            {(['live', 'demo'] as const)
              .filter((type) => data[type].accounts > 0)
              .map((type) => (
                <tr key={type} className="reports-table__total">
                  <th scope="row">{t('reports.summary.allOfType', { type: typeOf(type), count: data[type].accounts })}</th>
                  {cells(data[type])}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
