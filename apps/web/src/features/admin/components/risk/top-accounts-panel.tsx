// Top live accounts: by floating profit now, by realised profit and by volume over a period.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ClientRow, RiskPeriod } from '@platform/shared/risk';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useClients } from '../../api/risk.ts';
import { lots, money, tone } from './risk-format.ts';

export function TopAccountsPanel() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RiskPeriod>('today');
  const clients = useClients(period);
  return (
    <div className="risk-section">
      <div className="risk-section__header">
        <h2>{t('admin.risk.topAccounts')}</h2>
        <label>
          {t('admin.risk.period')}{' '}
          <select className="ui-input risk-control" value={period} onChange={(event) => setPeriod(event.target.value as RiskPeriod)}>
            {(['today', 'week', 'month'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`admin.risk.periods.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="risk-top-grid">
        <TopTable title={t('admin.risk.topFloating')} rows={clients.data?.floating} format={(value) => money(value)} coloured />
        <TopTable title={t('admin.risk.topRealised')} rows={clients.data?.realised} format={(value) => money(value)} coloured />
        <TopTable
          title={t('admin.risk.topVolume')}
          rows={clients.data?.volume}
          format={(value) => t('admin.risk.lotsValue', { lots: lots(value) })}
        />
      </div>
    </div>
  );
}

function TopTable({
  title,
  rows,
  format,
  coloured = false,
}: {
  title: string;
  rows: ClientRow[] | undefined;
  format: (value: number) => string;
  coloured?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={title}>
      <table className="admin-table" aria-label={title}>
        <caption className="risk-caption">{title}</caption>
        <thead>
          <tr>
            <th>{t('admin.risk.trader')}</th>
            <th>{t('admin.risk.group')}</th>
            <th className="risk-num">{t('admin.risk.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows?.length === 0 && (
            <tr>
              <td colSpan={3} className="muted">
                {t('admin.risk.noAccounts')}
              </td>
            </tr>
          )}
          {rows?.map((row) => (
            <tr key={row.account_id}>
              <th scope="row">
                <Link to={`/admin/traders/${row.user_id}`}>{row.name || row.email}</Link> <span className="muted">#{row.account_id}</span>
              </th>
              <td>{row.group}</td>
              <td className={`risk-num ${coloured ? (tone(row.value) ?? '') : ''}`}>{format(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
