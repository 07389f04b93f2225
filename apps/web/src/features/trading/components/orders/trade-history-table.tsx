import { Fragment } from 'react';
import { useSymbolSheet } from '../../api/get-symbol-sheet.ts';
import { useOrders } from '../../api/get-orders.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { stopOutText } from '../../lib/stop-out-text.ts';
import { DateTimeCell, DirectionCell, EmptyRow, ProfitCell } from './order-cells.tsx';
import './orders-table.css';
import { formatLots, formatPrice } from '../../../../lib/format.ts';

const headings = ['openTime', 'closeTime', 'symbol', 'type', 'lots', 'open', 'close', 'swap', 'profit'] as const;
const numeric = new Set<string>(['lots', 'open', 'close', 'swap', 'profit']);

/** Closed trades (and cancelled or expired orders), newest first as the server sends them. */
export function TradeHistoryTable() {
  const { t } = useTranslation();
  const orders = useOrders('closed');
  const sheet = useSymbolSheet();
  return (
    <div className="orders-table-wrap">
      <table className="orders-table" aria-label={t('trading.tables.tradeHistory')}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} className={numeric.has(heading) ? 'orders-table__num' : undefined}>
                {t(`trading.columns.${heading}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.data?.length === 0 && <EmptyRow columns={headings.length} text={t('trading.tables.noClosedTrades')} />}
          {orders.data?.map((order) => {
            const digits = sheet?.find((spec) => spec.symbol === order.symbol)?.digits ?? 5;
            const stopOut = stopOutText(order);
            return (
              <Fragment key={order.id}>
                <tr data-order-id={order.id}>
                  <DateTimeCell value={order.open_time} />
                  <DateTimeCell value={order.close_time ?? order.closed_at} />
                  <td>{order.symbol}</td>
                  <DirectionCell order={order} />
                  <td className="orders-table__num">{formatLots(order.volume)}</td>
                  <td className="orders-table__num">{formatPrice(order.open_price, digits)}</td>
                  <td className="orders-table__num">{formatPrice(order.close_price ?? order.exit_price, digits)}</td>
                  <td className="orders-table__num">{order.swap.toFixed(2)}</td>
                  {order.status === 'cancelled' ? (
                    <td className="orders-table__num orders-table__muted">
                      {order.close_reason === 'expired' ? t('trading.tables.expired') : t('trading.tables.cancelled')}
                    </td>
                  ) : (
                    <ProfitCell value={order.profit} />
                  )}
                </tr>
                {stopOut && (
                  <tr className="orders-table__details">
                    <td colSpan={headings.length} className="orders-table__stop-out">
                      {stopOut}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
