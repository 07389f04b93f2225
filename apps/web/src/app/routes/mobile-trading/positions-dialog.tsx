import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSymbolSheet } from '../../../features/trading/api/get-symbol-sheet.ts';
import { CloseTradeDialog } from '../../../features/trading/components/orders/close-trade-dialog.tsx';
import { CloseAllBar } from '../../../features/trading/components/orders/close-all-bar.tsx';
import { StopsEditorDialog } from '../../../features/trading/components/orders/stops-editor-dialog.tsx';
import { formatPrice, formatSignedUsd } from '../../../features/trading/lib/format.ts';
import { useLivePositions } from '../../../features/trading/hooks/use-live-positions.ts';

/** Open trades on the phone: live P/L, SL/TP editing and closing, the same dialogs as the desktop. */
export function PositionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { positions, isLoading } = useLivePositions();
  const sheet = useSymbolSheet();
  const [editing, setEditing] = useState<Order | null>(null);
  const [closing, setClosing] = useState<Order | null>(null);
  const specOf = (symbol: string) => sheet?.find((spec) => spec.symbol === symbol);
  const live = (order: Order | null) => positions.find((position) => position.order.id === order?.id);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Open Positions" size="sm">
      {positions.length === 0 && !isLoading && <p className="mobile-empty">No open orders</p>}
      <CloseAllBar positions={positions} />
      <ul className="mobile-cards">
        {positions.map(({ order, live: now }) => {
          const digits = specOf(order.symbol)?.digits ?? 5;
          return (
            <li key={order.id} className="mobile-card" data-order-id={order.id}>
              <div className="mobile-card__top">
                <strong>{order.symbol}</strong>
                <span className={`mobile-side mobile-side--${order.side}`}>{order.side.toUpperCase()}</span>
                <span>{order.volume.toFixed(2)} lots</span>
                <span className={`mobile-card__profit ${(now.profit ?? 0) < 0 ? 'is-down' : 'is-up'}`}>{formatSignedUsd(now.profit)}</span>
              </div>
              <div className="mobile-card__prices">
                {formatPrice(order.open_price, digits)} → {formatPrice(now.currentPrice, digits)}
                <span>
                  SL {formatPrice(order.stop_loss_price, digits)}
                  {order.trailing_stop_pips !== null && ` (Trailing ${order.trailing_stop_pips} pips)`} · TP{' '}
                  {formatPrice(order.take_profit_price, digits)}
                </span>
              </div>
              <div className="mobile-card__actions">
                <Button variant="secondary" onClick={() => setEditing(order)}>
                  SL / TP
                </Button>
                <Button variant="danger" disabled={now.profit === null || now.currentPrice === null} onClick={() => setClosing(order)}>
                  CLOSE
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {editing && <StopsEditorDialog position={live(editing)} spec={specOf(editing.symbol)} onDone={() => setEditing(null)} />}
      {closing && <CloseTradeDialog position={live(closing)} spec={specOf(closing.symbol)} onDone={() => setClosing(null)} />}
    </Dialog>
  );
}
