import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSymbolSheet } from '../../../features/trading/api/get-symbol-sheet.ts';
import { CloseTradeDialog, StopsEditorDialog } from '../../../features/trading/components/orders/lazy-editors.tsx';
import { CloseAllBar } from '../../../features/trading/components/orders/close-all-bar.tsx';
import { useLivePositions } from '../../../features/trading/hooks/use-live-positions.ts';
import { PendingOrdersList } from './pending-orders-list.tsx';
import { formatPrice, formatSignedUsd } from '../../../lib/format.ts';

/** Open trades on the phone (live P/L, SL/TP editing and closing) and the waiting orders, with the desktop's dialogs. */
export function PositionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { positions, isLoading } = useLivePositions();
  const sheet = useSymbolSheet();
  const [editing, setEditing] = useState<Order | null>(null);
  const [closing, setClosing] = useState<Order | null>(null);
  const specOf = (symbol: string) => sheet?.find((spec) => spec.symbol === symbol);
  const live = (order: Order | null) => positions.find((position) => position.order.id === order?.id);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('mobile.openPositions')} size="sm">
      {positions.length === 0 && !isLoading && <p className="mobile-empty">{t('trading.tables.noOpenOrders')}</p>}
      <CloseAllBar positions={positions} />
      <ul className="mobile-cards">
        {positions.map(({ order, live: now }) => {
          const digits = specOf(order.symbol)?.digits ?? 5;
          return (
            <li key={order.id} className="mobile-card" data-order-id={order.id}>
              <div className="mobile-card__top">
                <strong>{order.symbol}</strong>
                <span className={`mobile-side mobile-side--${order.side}`}>{t(`mobile.sides.${order.side}`)}</span>
                <span>{t('trading.lotsValue', { lots: order.volume.toFixed(2) })}</span>
                <span className={`mobile-card__profit ${(now.profit ?? 0) < 0 ? 'is-down' : 'is-up'}`}>{formatSignedUsd(now.profit)}</span>
              </div>
              <div className="mobile-card__prices">
                {formatPrice(order.open_price, digits)} → {formatPrice(now.currentPrice, digits)}
                <span>
                  {t('mobile.sl')} {formatPrice(order.stop_loss_price, digits)}
                  {order.trailing_stop_pips !== null && t('mobile.trailing', { pips: String(order.trailing_stop_pips) })} · {t('mobile.tp')}{' '}
                  {formatPrice(order.take_profit_price, digits)}
                </span>
              </div>
              <div className="mobile-card__actions">
                <Button variant="secondary" onClick={() => setEditing(order)}>
                  {t('mobile.slTp')}
                </Button>
                <Button variant="danger" disabled={now.profit === null || now.currentPrice === null} onClick={() => setClosing(order)}>
                  {t('trading.close')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <PendingOrdersList specOf={specOf} />
      {editing && <StopsEditorDialog position={live(editing)} spec={specOf(editing.symbol)} onDone={() => setEditing(null)} />}
      {closing && <CloseTradeDialog position={live(closing)} spec={specOf(closing.symbol)} onDone={() => setClosing(null)} />}
    </Dialog>
  );
}
