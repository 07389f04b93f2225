// One UTC day's reconciliation of the coverage book against the LP's reports: the day's figures and every
// difference; a past day can be built again and kept (after the LP corrected a fill, say).
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useReconciliation, useRerunReconciliation } from '../../api/hedging-reconciliation.ts';
import { errorText } from '../error-text.ts';
import { signedLots } from './hedging-format.ts';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function ReconciliationPanel() {
  const { t } = useTranslation();
  const [day, setDay] = useState(todayUtc);
  const [badDay, setBadDay] = useState(false);
  const report = useReconciliation(day);
  const rerun = useRerunReconciliation();
  const title = t('admin.hedging.reconciliation.title');
  const differences = t('admin.hedging.reconciliation.differences');
  return (
    <section className="risk-section" aria-labelledby="hedging-reconciliation-title">
      <h2 id="hedging-reconciliation-title">{title}</h2>
      <p className="muted">{t('admin.hedging.reconciliation.intro')}</p>
      <div className="risk-switch-form">
        <label>
          {t('admin.hedging.reconciliation.day')}
          <DateInput
            className="ui-input risk-control"
            value={day}
            placeholder={t('admin.hedging.reconciliation.dayPlaceholder')}
            onChange={(iso) => {
              setBadDay(iso === null);
              if (iso) setDay(iso);
            }}
          />
        </label>
        <Button variant="secondary" disabled={day >= todayUtc()} loading={rerun.isPending} onClick={() => rerun.mutate(day)}>
          {t('admin.hedging.reconciliation.rerun')}
        </Button>
      </div>
      {badDay && <div className="banner banner--error">{t('admin.hedging.reconciliation.badDay')}</div>}
      {(report.isError || rerun.isError) && <div className="banner banner--error">{errorText(report.error ?? rerun.error)}</div>}
      {report.data && (
        <>
          <p>
            {t('admin.hedging.reconciliation.summary', {
              orders: String(report.data.orders),
              filled: String(report.data.filled_orders),
              time: formatDateTime(report.data.created_at),
            })}
          </p>
          <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={differences}>
            <table className="admin-table" aria-label={differences}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.hedging.reconciliation.kind')}</th>
                  <th scope="col">{t('admin.hedging.reconciliation.clOrdId')}</th>
                  <th scope="col">{t('admin.hedging.reconciliation.symbol')}</th>
                  <th scope="col" className="risk-num">
                    {t('admin.hedging.reconciliation.ours')}
                  </th>
                  <th scope="col" className="risk-num">
                    {t('admin.hedging.reconciliation.lp')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.data.differences.length === 0 && (
                  <tr>
                    <td colSpan={5} className="muted">
                      {t('admin.hedging.reconciliation.none')}
                    </td>
                  </tr>
                )}
                {report.data.differences.map((difference, index) => (
                  <tr key={`${difference.kind}:${difference.cl_ord_id ?? difference.symbol}:${index}`}>
                    <th scope="row">{t(`admin.hedging.reconciliation.kinds.${difference.kind}`)}</th>
                    <td className="hedging-id">{difference.cl_ord_id ?? '—'}</td>
                    <td>{difference.symbol}</td>
                    <td className="risk-num">{difference.ours === null ? '—' : signedLots(difference.ours)}</td>
                    <td className="risk-num">{difference.lp === null ? '—' : signedLots(difference.lp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
