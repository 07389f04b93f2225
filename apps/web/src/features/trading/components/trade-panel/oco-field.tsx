import { useOrders } from '../../api/get-orders.ts';
import type { TradeForm } from '../../hooks/use-trade-form.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { directionText } from '../../lib/direction-text.ts';

/** One-cancels-other: link the new pending order with one of the trader's unlinked pending orders on this symbol. */
export function OcoField({ form, symbol }: { form: TradeForm; symbol: string }) {
  const { t } = useTranslation();
  const pending = (useOrders('pending').data ?? []).filter(
    (order) => order.symbol === symbol && !order.queued && order.order_type !== 'market' && order.oco_order_id === null,
  );
  if (!form.pending || pending.length === 0) return null;
  return (
    <label className="tp-field">
      <span className="tp-label">{t('trading.panel.oco')}</span>
      <select
        value={form.ocoOrderId ?? ''}
        onChange={(event) => form.setOcoOrderId(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('trading.panel.notLinked')}</option>
        {pending.map((order) => (
          <option key={order.id} value={order.id}>
            {`#${order.id} ${directionText(order, t)} ${order.trigger_price ?? ''}`}
          </option>
        ))}
      </select>
    </label>
  );
}
