import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useCancelOrder } from '../../api/cancel-order.ts';
import { useUpdateTrigger } from '../../api/update-trigger.ts';
import { failureText } from '../../lib/failure-text.ts';
import { formatLots, formatPrice } from '../../lib/format.ts';
import { DateTimeCell, DirectionCell } from './order-cells.tsx';

/** A pending (or queued) order with its cancel and modify-trigger actions. */
export function PendingOrderRow({ order, digits, onEditStops }: { order: Order; digits: number; onEditStops: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const updateTrigger = useUpdateTrigger();
  const [editing, setEditing] = useState(false);
  const [triggerText, setTriggerText] = useState(String(order.trigger_price ?? ''));
  const trigger = Number(triggerText);
  const triggerValid = triggerText.trim() !== '' && Number.isFinite(trigger) && trigger > 0;

  const saveTrigger = () =>
    updateTrigger.mutate(
      { orderId: order.id, trigger_price: trigger },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => toast.error(t('trading.updateFailed'), failureText(error, t('trading.updateFailed'))),
      },
    );
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
        ) : editing ? (
          <input
            className="orders-table__trigger"
            type="number"
            step={10 ** -digits}
            aria-label={t('trading.pendingRow.triggerOf', { id: String(order.id) })}
            value={triggerText}
            onChange={(event) => setTriggerText(event.target.value)}
          />
        ) : (
          formatPrice(order.trigger_price, digits)
        )}
      </td>
      <td className="orders-table__num">{formatPrice(order.stop_loss_price, digits)}</td>
      <td className="orders-table__num">{formatPrice(order.take_profit_price, digits)}</td>
      <td>
        <div className="orders-table__actions">
          {!order.queued &&
            (editing ? (
              <>
                <Button size="sm" loading={updateTrigger.isPending} disabled={!triggerValid} onClick={saveTrigger}>
                  {t('trading.save')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                  {t('trading.back')}
                </Button>
              </>
            ) : (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
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
            ))}
          <Button size="sm" variant="danger" loading={cancel.isPending} onClick={cancelOrder}>
            {t('trading.cancel')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
