import { useOrders } from '../../api/get-orders.ts';
import type { TradeForm } from '../../hooks/use-trade-form.ts';

/** One-cancels-other: link the new pending order with one of the trader's unlinked pending orders on this symbol. */
export function OcoField({ form, symbol }: { form: TradeForm; symbol: string }) {
  const pending = (useOrders('pending').data ?? []).filter(
    (order) => order.symbol === symbol && !order.queued && order.order_type !== 'market' && order.oco_order_id === null,
  );
  if (!form.pending || pending.length === 0) return null;
  return (
    <label className="tp-field">
      <span className="tp-label">One cancels other (OCO)</span>
      <select
        value={form.ocoOrderId ?? ''}
        onChange={(event) => form.setOcoOrderId(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">Not linked</option>
        {pending.map((order) => (
          <option key={order.id} value={order.id}>
            {`#${order.id} ${order.side === 'buy' ? 'Buy' : 'Sell'} ${order.order_type === 'limit' ? 'Limit' : 'Stop'} ${order.trigger_price ?? ''}`}
          </option>
        ))}
      </select>
    </label>
  );
}
