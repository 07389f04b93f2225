// The covering orders at the LP, newest first, each with the execution reports it received (shown on demand).
import { Fragment, useState } from 'react';
import type { HedgeOrder } from '@platform/shared/hedging';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useHedgeOrders } from '../../api/hedging-orders.ts';
import { errorText } from '../error-text.ts';
import { Pager } from '../pager.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { signedLots } from './hedging-format.ts';

const PAGE_SIZE = 20;
const badgeOf: Record<HedgeOrder['status'], string> = {
  pending_new: 'pending',
  new: 'pending',
  partially_filled: 'pending',
  filled: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  expired: 'cancelled',
};
const execTypes = new Set(['0', '1', '2', '4', '8', 'C', 'F', 'I']);

export function OrdersPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useHedgeOrders(page, PAGE_SIZE);
  const title = t('admin.hedging.orders.title');
  return (
    <section className="risk-section" aria-labelledby="hedging-orders-title">
      <h2 id="hedging-orders-title">{title}</h2>
      <p className="muted">{t('admin.hedging.orders.intro')}</p>
      {orders.isError && <div className="banner banner--error">{errorText(orders.error)}</div>}
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={title}>
        <table className="admin-table" aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{t('admin.hedging.orders.created')}</th>
              <th scope="col">{t('admin.hedging.orders.clOrdId')}</th>
              <th scope="col">{t('admin.hedging.orders.symbol')}</th>
              <th scope="col">{t('admin.hedging.orders.side')}</th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.orders.volume')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.orders.limit')}
              </th>
              <th scope="col">{t('admin.hedging.orders.status')}</th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.orders.filled')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.orders.avgPrice')}
              </th>
              <th scope="col">{t('admin.hedging.orders.text')}</th>
              <th scope="col">{t('admin.hedging.orders.reports')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data?.items.length === 0 && (
              <tr>
                <td colSpan={11} className="muted">
                  {t('admin.hedging.orders.none')}
                </td>
              </tr>
            )}
            {orders.data?.items.map((order) => {
              const shown = open === order.cl_ord_id;
              return (
                <Fragment key={order.cl_ord_id}>
                  <tr data-cl-ord-id={order.cl_ord_id}>
                    <td>
                      {formatDateTime(order.created_at)}
                      {order.sent_at === null && <span className="cell-sub">{t('admin.hedging.orders.notSent')}</span>}
                    </td>
                    <th scope="row" className="hedging-id">
                      {order.cl_ord_id}
                    </th>
                    <td>{order.symbol === order.lp_symbol ? order.symbol : `${order.symbol} (${order.lp_symbol})`}</td>
                    <td>{t(`admin.hedging.orders.sides.${order.side}`)}</td>
                    <td className="risk-num">{signedLots(order.volume)}</td>
                    <td className="risk-num">{order.limit_price}</td>
                    <td>
                      <StatusBadge status={badgeOf[order.status]} label={t(`admin.hedging.orders.statuses.${order.status}`)} />
                    </td>
                    <td className="risk-num">{signedLots(order.filled)}</td>
                    <td className="risk-num">{order.avg_price ?? '—'}</td>
                    <td>{order.reason ?? ''}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-expanded={shown}
                        aria-controls={`reports-${order.cl_ord_id}`}
                        aria-label={
                          shown
                            ? t('admin.hedging.orders.hideReports', { id: order.cl_ord_id, count: order.executions.length })
                            : t('admin.hedging.orders.showReports', { id: order.cl_ord_id, count: order.executions.length })
                        }
                        onClick={() => setOpen(shown ? null : order.cl_ord_id)}
                      >
                        {order.executions.length}
                      </Button>
                    </td>
                  </tr>
                  {shown && (
                    <tr id={`reports-${order.cl_ord_id}`} className="hedging-reports">
                      <td colSpan={11}>
                        <Executions order={order} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {orders.data && <Pager page={page} pageSize={PAGE_SIZE} total={orders.data.total} onPage={setPage} />}
    </section>
  );
}

function Executions({ order }: { order: HedgeOrder }) {
  const { t } = useTranslation();
  const label = t('admin.hedging.orders.executions', { id: order.cl_ord_id });
  if (order.executions.length === 0) return <p className="muted">{t('admin.hedging.orders.noReports')}</p>;
  return (
    <table className="admin-table hedging-reports__table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('admin.hedging.orders.received')}</th>
          <th scope="col">{t('admin.hedging.orders.execType')}</th>
          <th scope="col">{t('admin.hedging.orders.status')}</th>
          <th scope="col" className="risk-num">
            {t('admin.hedging.orders.lastQty')}
          </th>
          <th scope="col" className="risk-num">
            {t('admin.hedging.orders.lastPrice')}
          </th>
          <th scope="col" className="risk-num">
            {t('admin.hedging.orders.cumQty')}
          </th>
          <th scope="col">{t('admin.hedging.orders.text')}</th>
        </tr>
      </thead>
      <tbody>
        {order.executions.map((report) => (
          <tr key={report.exec_id}>
            <td>{formatDateTime(report.received_at)}</td>
            <td>
              {execTypes.has(report.exec_type) ? t(`admin.hedging.orders.execTypes.${report.exec_type as '0'}`) : report.exec_type}{' '}
              <span className="muted">(150={report.exec_type})</span>
            </td>
            <td>39={report.ord_status}</td>
            <td className="risk-num">{signedLots(report.last_qty)}</td>
            <td className="risk-num">{report.last_price ?? '—'}</td>
            <td className="risk-num">{signedLots(report.cum_qty)}</td>
            <td>{report.text ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
