// Stop-outs of the last 24 hours: each position a stop-out closed, with its prices and result.
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useStopOuts } from '../../api/risk.ts';
import { lots, money, tone } from './risk-format.ts';

export function StopOutsPanel() {
  const { t } = useTranslation();
  const stopOuts = useStopOuts();
  const rows = stopOuts.data?.positions;
  return (
    <div className="risk-section">
      <h2>{t('admin.risk.stopOuts')}</h2>
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={t('admin.risk.stopOuts')}>
        <table className="admin-table" aria-label={t('admin.risk.stopOuts')}>
          <thead>
            <tr>
              <th>{t('admin.risk.closedAt')}</th>
              <th>{t('admin.risk.trader')}</th>
              <th>{t('admin.risk.position')}</th>
              <th className="risk-num">{t('admin.risk.openPrice')}</th>
              <th className="risk-num">{t('admin.risk.closePrice')}</th>
              <th className="risk-num">{t('admin.risk.profit')}</th>
              <th className="risk-num">{t('admin.risk.marginLevel')}</th>
            </tr>
          </thead>
          <tbody>
            {rows?.length === 0 && (
              <tr>
                <td colSpan={7} className="muted">
                  {t('admin.risk.noStopOuts')}
                </td>
              </tr>
            )}
            {rows?.map((row) => (
              <tr key={row.order_id}>
                <td>{new Date(row.closed_at).toLocaleString()}</td>
                <th scope="row">
                  <Link to={`/admin/traders/${row.user_id}`}>{row.name}</Link> <span className="muted">#{row.account_id}</span>
                </th>
                <td>
                  #{row.order_id} {t(`admin.risk.sides.${row.side}`)} {lots(row.lots)} {row.symbol}
                </td>
                <td className="risk-num">{row.open_price ?? '—'}</td>
                <td className="risk-num">{row.close_price ?? '—'}</td>
                <td className={`risk-num ${tone(row.profit) ?? ''}`}>{money(row.profit)}</td>
                <td className="risk-num">{row.margin_level === null ? '—' : `${row.margin_level.toFixed(2)}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
