import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useCloseOrder } from '../../api/close-order.ts';
import { formatLots } from '../../lib/format.ts';
import { failureText } from '../../lib/failure-text.ts';
import type { OpenPosition } from '../../hooks/use-live-positions.ts';

interface CloseTradeDialogProps {
  /** undefined once the position is gone (closed elsewhere, by SL/TP or stop-out). */
  position: OpenPosition | undefined;
  onDone: () => void;
}

/** 'Close Trade #{id}' with Yes and No; the server closes at its own price. */
export function CloseTradeDialog({ position, onDone }: CloseTradeDialogProps) {
  const close = useCloseOrder();
  const order = position?.order;
  const submit = () => {
    if (!position || position.live.currentPrice === null || position.live.profit === null) return;
    close.mutate(
      {
        order_id: position.order.id,
        close_price: position.live.currentPrice,
        profit_loss: position.live.profit,
        volume: position.order.volume,
      },
      { onSuccess: onDone },
    );
  };
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
      busy={close.isPending}
      onConfirm={submit}
    >
      {close.isError && (
        <p className="tp-error" role="alert">
          {`Error closing trade: ${failureText(close.error, 'Request failed.', "We couldn't reach the server.")}`}
        </p>
      )}
    </ConfirmDialog>
  );
}
