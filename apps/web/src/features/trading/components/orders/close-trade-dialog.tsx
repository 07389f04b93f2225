import { useState } from 'react';
import type { SymbolSpec } from '@platform/shared/symbols';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { toast } from '../../../../components/ui/toast-store.ts';
import { useCloseOrder } from '../../api/close-order.ts';
import { useReverseOrder } from '../../api/reverse-order.ts';
import { formatLots } from '../../lib/format.ts';
import { failureText } from '../../lib/failure-text.ts';
import { closeVolumeError } from '../../lib/close-volume.ts';
import type { OpenPosition } from '../../hooks/use-live-positions.ts';
import '../controls.css';

interface CloseTradeDialogProps {
  /** undefined once the position is gone (closed elsewhere, by SL/TP or stop-out). */
  position: OpenPosition | undefined;
  spec: SymbolSpec | undefined;
  onDone: () => void;
}

/** 'Close Trade #{id}' with Yes and No; a volume below the position's closes part of it; Reverse flips it. */
export function CloseTradeDialog({ position, spec, onDone }: CloseTradeDialogProps) {
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
      { onSuccess: onDone },
    );
  };
  const reverseIt = () => {
    if (!order) return;
    reverse.mutate(order.id, {
      onSuccess: (answer) => {
        toast.success(answer.message, answer.data.opened ? `New order #${answer.data.opened.id}` : undefined);
        onDone();
      },
    });
  };
  const failure = close.error ?? reverse.error;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={`Close Trade #${order?.id ?? ''}`}
      description={
        order
          ? `Close ${order.side === 'buy' ? 'Buy' : 'Sell'} ${formatLots(order.volume)} ${order.symbol} at the market price?`
          : 'This trade is no longer open.'
      }
      confirmLabel="Yes"
      cancelLabel="No"
      tone="danger"
      busy={busy}
      onConfirm={submit}
    >
      {order && (
        <div className="close-trade">
          <label className="tp-mini">
            <span>Volume to close (lots)</span>
            <input
              type="number"
              min={spec?.volume_min ?? 0.01}
              max={order.volume}
              step={spec?.volume_step ?? 0.01}
              inputMode="decimal"
              aria-label="Volume to close"
              aria-invalid={volumeError !== null}
              value={volumeText}
              onChange={(event) => setVolumeText(event.target.value)}
            />
          </label>
          <div className="close-trade__shortcuts">
            <Button size="sm" variant="ghost" onClick={() => setVolumeText(String(order.volume))}>
              All
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setVolumeText(halfVolume(order.volume, spec))}>
              Half
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={reverseIt}>
              Reverse position
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
          {`Error closing trade: ${failureText(failure, 'Request failed.', "We couldn't reach the server.")}`}
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
