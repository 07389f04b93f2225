import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useCancelOrder } from '../../../features/trading/api/cancel-order.ts';
import { useOrders } from '../../../features/trading/api/get-orders.ts';
import { PendingOrderEditor, StopsEditorDialog } from '../../../features/trading/components/orders/lazy-editors.tsx';
import { PendingPrice } from '../../../features/trading/components/orders/pending-price.tsx';
import { directionText } from '../../../features/trading/lib/direction-text.ts';
import { pendingForStopsEditor } from '../../../features/trading/lib/waiting-price.ts';
import { failureText } from '../../../features/trading/lib/failure-text.ts';
import type { SymbolSpec } from '@platform/shared/symbols';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';

/** The phone's waiting orders: their prices and expiry, with modify, S/L·T/P and cancel, as on the desktop. */
export function PendingOrdersList({ specOf }: { specOf: (symbol: string) => SymbolSpec | undefined }) {
  const { t } = useTranslation();
  const orders = useOrders('pending');
  const cancel = useCancelOrder();
  const [modifying, setModifying] = useState<Order | null>(null);
  const [stops, setStops] = useState<Order | null>(null);
  const current = (order: Order | null) => orders.data?.find((candidate) => candidate.id === order?.id);
  if (!orders.data?.length) return null;
  const stopsOrder = current(stops);
  return (
    <section className="mobile-pending-list" aria-label={t('trading.tables.pendingOrders')}>
      <h3>{t('trading.tables.pendingOrders')}</h3>
      <ul className="mobile-cards">
        {orders.data.map((order) => {
          const digits = specOf(order.symbol)?.digits ?? 5;
          return (
            <li key={order.id} className="mobile-card" data-order-id={order.id}>
              <div className="mobile-card__top">
                <strong>{order.symbol}</strong>
                <span className={`mobile-side mobile-side--${order.side}`}>{directionText(order, t)}</span>
                <span>{t('trading.lotsValue', { lots: order.volume.toFixed(2) })}</span>
              </div>
              <div className="mobile-card__prices">
                {order.queued ? t('trading.pendingRow.queued') : <PendingPrice order={order} digits={digits} />}
                <span>
                  {t('mobile.sl')} {formatPrice(order.stop_loss_price, digits)} · {t('mobile.tp')}{' '}
                  {formatPrice(order.take_profit_price, digits)}
                </span>
                {order.expiry !== null && <span>{t('trading.pendingRow.expires', { time: formatDateTime(order.expiry) })}</span>}
              </div>
              <div className="mobile-card__actions">
                {!order.queued && (
                  <>
                    <Button
                      variant="secondary"
                      aria-label={t('trading.pendingRow.modifyOf', { id: String(order.id) })}
                      onClick={() => setModifying(order)}
                    >
                      {t('trading.modify')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('trading.pendingRow.stopsOf', { id: String(order.id) })}
                      onClick={() => setStops(order)}
                    >
                      {t('mobile.slTp')}
                    </Button>
                  </>
                )}
                <Button
                  variant="danger"
                  loading={cancel.isPending && cancel.variables === order.id}
                  onClick={() =>
                    cancel.mutate(order.id, {
                      onError: (error) => toast.error(t('trading.cancelFailed'), failureText(error, t('trading.requestFailed'))),
                    })
                  }
                >
                  {t('trading.cancel')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {modifying && (
        <PendingOrderEditor order={modifying} digits={specOf(modifying.symbol)?.digits ?? 5} onDone={() => setModifying(null)} />
      )}
      {stops && (
        <StopsEditorDialog
          position={stopsOrder && pendingForStopsEditor(stopsOrder)}
          spec={specOf(stops.symbol)}
          onDone={() => setStops(null)}
        />
      )}
    </section>
  );
}
