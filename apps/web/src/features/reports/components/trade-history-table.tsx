import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { downloadReport } from '../api/download-report.ts';
import { TRADES_PER_PAGE, tradeHistoryPath, useTradeHistory, type TradePaging, type TradeSort } from '../api/get-trade-history.ts';
import type { ReportFilter } from '../api/report-filter.ts';
import { formatDateTime, formatMoneyOrDash as money } from '../../../lib/format.ts';
import { tone } from './money.ts';

type ColumnLabel = 'ticket' | 'symbol' | 'side' | 'lots' | 'opened' | 'openPrice' | 'closed' | 'closePrice' | 'reason' | 'pl';
const columns: { key: TradeSort | null; label: ColumnLabel }[] = [
  { key: null, label: 'ticket' },
  { key: 'symbol', label: 'symbol' },
  { key: null, label: 'side' },
  { key: 'volume', label: 'lots' },
  { key: 'opened_at', label: 'opened' },
  { key: null, label: 'openPrice' },
  { key: 'closed_at', label: 'closed' },
  { key: null, label: 'closePrice' },
  { key: null, label: 'reason' },
  { key: 'profit', label: 'pl' },
];

/** A price as the order carries it (the wire's number keeps the symbol's decimals that matter). */
const priceOf = (price: number | null) => (price === null ? '—' : String(price));

/** The whole filtered history, a page at a time, sortable; the export holds exactly what the filter shows. */
export function TradeHistoryTable({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<TradePaging>({ page: 1, sort: 'closed_at', order: 'desc' });
  const [error, setError] = useState<string | null>(null);
  const history = useTradeHistory(filter, paging);
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / TRADES_PER_PAGE));
  const sortBy = (key: TradeSort) =>
    setPaging((p) => ({ page: 1, sort: key, order: p.sort === key && p.order === 'desc' ? 'asc' : 'desc' }));
  const exportCsv = () => {
    setError(null);
    downloadReport(tradeHistoryPath(filter, paging, { format: 'csv' }), 'trades.csv').catch((e: Error) => setError(e.message));
  };
  return (
    <section className="reports-panel reports-panel--wide" aria-label={t('reports.tradeHistory')}>
      <header>
        <h2>{t('reports.tradeHistory')}</h2>
        <span className="reports-muted">{history.data ? t('reports.tradesCount', { count: history.data.total }) : ' '}</span>
        <Button size="sm" variant="secondary" onClick={exportCsv}>
          {t('reports.exportCsv')}
        </Button>
      </header>
      {error && (
        <p role="alert" className="is-down">
          {error}
        </p>
      )}
      <div className="reports-table-wrap">
        <table className="reports-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={column.key === paging.sort ? (paging.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.key ? (
                    <button type="button" onClick={() => sortBy(column.key!)}>
                      {t(`reports.columns.${column.label}`)}
                      {column.key === paging.sort ? (paging.order === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  ) : (
                    t(`reports.columns.${column.label}`)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.data?.items.map((order) => (
              <tr key={order.id}>
                <td>#{order.id}</td>
                <td>{order.symbol}</td>
                <td className={order.side === 'buy' ? 'is-up' : 'is-down'}>{t(`reports.sides.${order.side}`)}</td>
                <td>{order.volume.toFixed(2)}</td>
                <td>{formatDateTime(order.open_time)}</td>
                <td>{priceOf(order.open_price)}</td>
                <td>{formatDateTime(order.close_time)}</td>
                <td>{priceOf(order.close_price)}</td>
                <td>{order.close_reason ? t(`reports.reasons.${order.close_reason}`) : '—'}</td>
                <td className={tone(order.profit)}>{money(order.profit)}</td>
              </tr>
            ))}
            {history.data?.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="reports-muted">
                  {t('reports.noTradesMatch')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="reports-pager" aria-label={t('reports.pages')}>
        <Button size="sm" variant="ghost" disabled={paging.page <= 1} onClick={() => setPaging((p) => ({ ...p, page: p.page - 1 }))}>
          {t('reports.previous')}
        </Button>
        <span>{t('reports.pageOf', { page: String(paging.page), pages: String(pages) })}</span>
        <Button size="sm" variant="ghost" disabled={paging.page >= pages} onClick={() => setPaging((p) => ({ ...p, page: p.page + 1 }))}>
          {t('reports.next')}
        </Button>
      </nav>
    </section>
  );
}
