import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { Toggle } from '../trade-panel/toggle.tsx';
import type { LineMove } from '../../hooks/use-line-moves.ts';
import { waitingPrice } from '../../lib/waiting-price.ts';
import { formatPrice } from '../../../../lib/format.ts';

const fromPrice = (move: LineMove) =>
  move.level === 'sl' ? move.order.stop_loss_price : move.level === 'tp' ? move.order.take_profit_price : waitingPrice(move.order);

/** The confirm of a line dragged on the chart: what moves, from where to where (a stop loss may become a trailing stop). */
export function LineMoveDialog({
  move,
  digits,
  trailingPips,
  onTrail,
  onConfirm,
  onCancel,
}: {
  move: LineMove | null;
  digits: number;
  /** For a stop loss: the trailing distance it would keep from the price (null: not offered). */
  trailingPips: number | null;
  onTrail: (trail: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (!move) return null;
  const from = fromPrice(move);
  const what = t(`chartTrading.levels.${move.level}`);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('chartTrading.confirmTitle', { what, id: String(move.order.id) })}
      description={
        from === null
          ? t('chartTrading.confirmSet', { what, price: formatPrice(move.price, digits) })
          : t('chartTrading.confirmMove', { what, from: formatPrice(from, digits), to: formatPrice(move.price, digits) })
      }
      confirmLabel={t('chartTrading.confirm')}
      cancelLabel={t('common.cancel')}
      onConfirm={onConfirm}
    >
      {move.level === 'sl' && trailingPips !== null && trailingPips >= 1 && (
        <Toggle label={t('chartTrading.trailHere', { pips: String(trailingPips) })} checked={move.trail ?? false} onChange={onTrail} />
      )}
    </ConfirmDialog>
  );
}
