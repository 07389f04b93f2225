import { useState } from 'react';
import type { SymbolSpec } from '@platform/shared/symbols';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useCloseOrder } from '../../api/close-order.ts';
import { useReverseOrder } from '../../api/reverse-order.ts';
import { failureText } from '../../lib/failure-text.ts';
import { closeVolumeError } from '../../lib/close-volume.ts';
import type { OpenPosition } from '../../hooks/use-live-positions.ts';
import '../controls.css';
import { formatLots, formatPrice, formatUsd } from '../../../../lib/format.ts';

interface CloseTradeDialogProps {
  /** undefined once the position is gone (closed elsewhere, by SL/TP or stop-out). */
  position: OpenPosition | undefined;
  spec: SymbolSpec | undefined;
  onDone: () => void;
}

/** 'Close Trade #{id}' with Yes and No; a volume below the position's closes part of it; Reverse flips it. */
export function CloseTradeDialog({ position, spec, onDone }: CloseTradeDialogProps) {
  const { t } = useTranslation();
  const close = useCloseOrder();
  const reverse = useReverseOrder();
  const order = position?.order;
  const [volumeText, setVolumeText] = useState(order ? String(order.volume) : '');
  const volume = Number(volumeText);
  const volumeError = order ? closeVolumeError(volumeText, order.volume, spec) : null;
  const busy = close.isPending || reverse.isPending;

  const submit = () => {
    if (!position || volumeError || position.live.currentPrice === null || position.live.profit === null) return;
    close.mutate(
      { order_id: position.order.id, close_price: position.live.currentPrice, profit_loss: position.live.profit, volume },
      {
        // What was closed, at what price and P/L, as the server booked it (issue 33).
        onSuccess: ({ data: { order: closed } }) => {
          toast.success(
            t(closed.id === position.order.id ? 'orderEditors.closeTrade.closed' : 'orderEditors.closeTrade.partlyClosed', {
              id: String(position.order.id),
            }),
            t('orderEditors.closeTrade.closedText', {
              side: t(`trading.side.${closed.side}`),
              lots: formatLots(closed.volume),
              symbol: closed.symbol,
              price: formatPrice(closed.close_price, spec?.digits),
              profit: closed.profit === null ? t('common.err') : `${closed.profit < 0 ? '-' : '+'}$${formatUsd(Math.abs(closed.profit))}`,
            }),
          );
          onDone();
        },
      },
    );
  };
  const reverseIt = () => {
    if (!order) return;
    reverse.mutate(order.id, {
      onSuccess: (answer) => {
        toast.success(
          t(answer.data.opened ? 'orderEditors.closeTrade.reversed' : 'orderEditors.closeTrade.reverseOpenRefused'),
          answer.data.opened ? t('orderEditors.closeTrade.newOrder', { id: String(answer.data.opened.id) }) : undefined,
        );
        onDone();
      },
    });
  };
  const failure = close.error ?? reverse.error;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={t('orderEditors.closeTrade.title', { id: String(order?.id ?? '') })}
      description={
        order
          ? t('orderEditors.closeTrade.question', {
              side: t(`trading.side.${order.side}`),
              lots: formatLots(order.volume),
              symbol: order.symbol,
            })
          : t('orderEditors.closeTrade.gone')
      }
      confirmLabel={t('trading.yes')}
      cancelLabel={t('trading.no')}
      tone="danger"
      busy={busy}
      onConfirm={submit}
    >
      {order && (
        <div className="close-trade">
          <label className="tp-mini">
            <span>{t('orderEditors.closeTrade.volumeLabel')}</span>
            <input
              type="number"
              min={spec?.volume_min ?? 0.01}
              max={order.volume}
              step={spec?.volume_step ?? 0.01}
              inputMode="decimal"
              aria-label={t('orderEditors.closeTrade.volume')}
              aria-invalid={volumeError !== null}
              value={volumeText}
              onChange={(event) => setVolumeText(event.target.value)}
            />
          </label>
          <div className="close-trade__shortcuts">
            <Button size="sm" variant="ghost" onClick={() => setVolumeText(String(order.volume))}>
              {t('orderEditors.closeTrade.all')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setVolumeText(halfVolume(order.volume, spec))}>
              {t('orderEditors.closeTrade.half')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={reverseIt}>
              {t('orderEditors.closeTrade.reverse')}
            </Button>
          </div>
          {volumeError && (
            <p className="tp-error" role="alert">
              {volumeError}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p className="tp-error" role="alert">
          {t('orderEditors.closeTrade.error', { message: failureText(failure, t('trading.requestFailed'), t('trading.unreachable')) })}
        </p>
      )}
    </ConfirmDialog>
  );
}

function halfVolume(volume: number, spec: SymbolSpec | undefined): string {
  const step = spec?.volume_step ?? 0.01;
  const half = Math.floor(volume / 2 / step + 1e-9) * step;
  return String(Number(Math.max(half, spec?.volume_min ?? step).toFixed(4)));
}
