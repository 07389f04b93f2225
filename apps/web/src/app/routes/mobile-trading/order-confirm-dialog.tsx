import type { OrderSide } from '@platform/shared/orders';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatPrice } from '../../../lib/format.ts';

interface OrderConfirmDialogProps {
  side: OrderSide | null;
  lots: number;
  symbol: string;
  price: number | undefined;
  digits: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** With one-click trading off, the phone's SELL/BUY asks before it places (the switch's label and the tap agree). */
export function OrderConfirmDialog({ side, lots, symbol, price, digits, busy, onConfirm, onClose }: OrderConfirmDialogProps) {
  const { t } = useTranslation();
  const sideText = side ? t(`mobile.sides.${side}`) : '';
  return (
    <ConfirmDialog
      open={side !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('mobile.confirmTitle')}
      description={t('mobile.confirmText', { side: sideText, lots: lots.toFixed(2), symbol, price: formatPrice(price, digits) })}
      confirmLabel={sideText}
      cancelLabel={t('common.cancel')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
