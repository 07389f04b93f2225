import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useOrders } from '../../../features/trading/api/get-orders.ts';
import { useSymbolSheet } from '../../../features/trading/api/get-symbol-sheet.ts';
import { formatDateTime, formatPrice, formatSignedUsd } from '../../../lib/format.ts';

/** The trader's closed trades on the phone, newest first. */
export function HistoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const closed = useOrders('closed', open);
  const sheet = useSymbolSheet();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('trading.dialogs.history')} size="sm">
      {closed.data?.length === 0 && <p className="mobile-empty">{t('trading.tables.noClosedTrades')}</p>}
      <ul className="mobile-cards">
        {closed.data?.map((order) => {
          const digits = sheet?.find((spec) => spec.symbol === order.symbol)?.digits ?? 5;
          return (
            <li key={order.id} className="mobile-card" data-order-id={order.id}>
              <div className="mobile-card__top">
                <strong>{order.symbol}</strong>
                <span className={`mobile-side mobile-side--${order.side}`}>{t(`mobile.sides.${order.side}`)}</span>
                <span>{t('trading.lotsValue', { lots: order.volume.toFixed(2) })}</span>
                <span className={`mobile-card__profit ${(order.profit ?? 0) < 0 ? 'is-down' : 'is-up'}`}>
                  {order.status === 'cancelled' ? t('trading.tables.cancelled') : formatSignedUsd(order.profit)}
                </span>
              </div>
              <div className="mobile-card__prices">
                {formatPrice(order.open_price, digits)} → {formatPrice(order.close_price, digits)}
                <span>
                  {formatDateTime(order.open_time)} – {formatDateTime(order.close_time)}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
