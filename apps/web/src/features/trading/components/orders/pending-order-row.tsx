import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useCancelOrder } from '../../api/cancel-order.ts';
import { failureText } from '../../lib/failure-text.ts';
import { DateTimeCell, DirectionCell } from './order-cells.tsx';
import { PendingOrderEditor } from './lazy-editors.tsx';
import { PendingPrice } from './pending-price.tsx';
import { formatDateTime, formatLots, formatPrice } from '../../../../lib/format.ts';

/** A pending (or queued) order with its modify (prices, expiry), S/L·T/P and cancel actions. */
export function PendingOrderRow({ order, digits, onEditStops }: { order: Order; digits: number; onEditStops: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [editing, setEditing] = useState(false);
  const cancelOrder = () =>
    cancel.mutate(order.id, { onError: (error) => toast.error(t('trading.cancelFailed'), failureText(error, t('trading.requestFailed'))) });

  return (
    <tr data-order-id={order.id}>
      <td>
        #{order.id}
        {order.oco_order_id !== null && (
          <span className="orders-badge">{t('trading.pendingRow.oco', { id: String(order.oco_order_id) })}</span>
        )}
      </td>
      <DateTimeCell value={order.created_at} />
      <td>{order.symbol}</td>
      <DirectionCell order={order} />
      <td className="orders-table__num">{formatLots(order.volume)}</td>
      <td className="orders-table__num">
        {order.queued ? (
          <>
            {t('trading.pendingRow.market')}
            <span className="orders-badge">{t('trading.pendingRow.queued')}</span>
          </>
        ) : (
          <PendingPrice order={order} digits={digits} />
        )}
        {order.expiry !== null && (
          <div className="orders-table__muted">{t('trading.pendingRow.expires', { time: formatDateTime(order.expiry) })}</div>
        )}
      </td>
      <td className="orders-table__num">{formatPrice(order.stop_loss_price, digits)}</td>
      <td className="orders-table__num">{formatPrice(order.take_profit_price, digits)}</td>
      <td>
        <div className="orders-table__actions">
          {!order.queued && (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('trading.pendingRow.modifyOf', { id: String(order.id) })}
                onClick={() => setEditing(true)}
              >
                {t('trading.modify')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('trading.pendingRow.stopsOf', { id: String(order.id) })}
                onClick={onEditStops}
              >
                {t('trading.pendingRow.stops')}
              </Button>
            </>
          )}
          <Button size="sm" variant="danger" loading={cancel.isPending} onClick={cancelOrder}>
            {t('trading.cancel')}
          </Button>
        </div>
        {editing && <PendingOrderEditor order={order} digits={digits} onDone={() => setEditing(false)} />}
      </td>
    </tr>
  );
}
