import { useState } from 'react';
import type { Order } from '@platform/shared/orders';
import { pipSize } from '@platform/shared/pip-size';
import { toast } from '../../../components/ui/toast-store.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useUpdateSlTp } from '../api/update-sl-tp.ts';
import { useUpdateTrigger } from '../api/update-trigger.ts';
import { failureText } from '../lib/failure-text.ts';
import { validateSlTp } from '../lib/sl-tp-validation.ts';
import { useSymbolSheet } from '../api/get-symbol-sheet.ts';

/** A trader's drag of a trade line: which order, which level, to what price. */
export interface LineMove {
  order: Order;
  level: 'sl' | 'tp' | 'trigger';
  price: number;
  /** A dropped SL that becomes a server-side trailing stop at its distance from the current price. */
  trail?: boolean;
}

/**
 * Moves dragged on the chart become changes through the same calls and checks as the dialogs:
 * the SL/TP rule of the editor first, then PATCH /order/{id}/sl-tp or /trigger (each with its own
 * Idempotency-Key). A move waits for the trader's confirm unless one-click trading is on. Pips are
 * those of the order's symbol sheet (staff may edit them).
 */
export function useLineMoves({ oneClick, currentPriceOf }: { oneClick: boolean; currentPriceOf: (order: Order) => number | null }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<LineMove | null>(null);
  const sheets = useSymbolSheet();
  const sheetOf = (order: Order) => sheets?.find((spec) => spec.symbol === order.symbol);
  /** The trailing distance in pips an SL dropped here would have (from the price the trade closes at). */
  const trailingPipsOf = (move: LineMove): number | null => {
    const current = currentPriceOf(move.order);
    const sheet = sheetOf(move.order);
    if (move.level !== 'sl' || current === null || !sheet) return null;
    return Math.round((Math.abs(current - move.price) / pipSize(sheet)) * 10) / 10;
  };
  const stops = useUpdateSlTp();
  const trigger = useUpdateTrigger();

  const problem = (move: LineMove): string | null => {
    if (move.level === 'trigger') return null;
    const currentPrice = currentPriceOf(move.order);
    const sheet = sheetOf(move.order);
    // Without the price or the sheet the server's own check is the one that answers.
    if (currentPrice === null || !sheet) return null;
    const stopLoss = move.level === 'sl' ? move.price : move.order.stop_loss_price;
    const takeProfit = move.level === 'tp' ? move.price : move.order.take_profit_price;
    return validateSlTp({
      side: move.order.side,
      currentPrice,
      pipSize: pipSize(sheet),
      digits: sheet.digits,
      stopLossOn: stopLoss !== null,
      stopLoss: stopLoss ?? Number.NaN,
      takeProfitOn: takeProfit !== null,
      takeProfit: takeProfit ?? Number.NaN,
    });
  };

  const perform = (move: LineMove) => {
    const invalid = problem(move);
    if (invalid) {
      toast.error(t('chartTrading.moveFailed'), invalid);
      return;
    }
    const feedback = {
      onSuccess: () => toast.success(t('chartTrading.moved'), `#${move.order.id}`),
      onError: (error: unknown) => toast.error(t('chartTrading.moveFailed'), failureText(error, t('chartTrading.moveFailed'))),
    };
    if (move.level === 'trigger')
      trigger.mutate(
        // A stop-limit past its stop waits at its limit: the dragged line is the limit price.
        move.order.order_type === 'stop_limit' && move.order.stop_reached_at !== null
          ? { orderId: move.order.id, limit_price: move.price }
          : { orderId: move.order.id, trigger_price: move.price },
        feedback,
      );
    else
      stops.mutate(
        {
          orderId: move.order.id,
          stop_loss_price: move.level === 'sl' ? move.price : move.order.stop_loss_price,
          take_profit_price: move.level === 'tp' ? move.price : move.order.take_profit_price,
          ...(move.trail && trailingPipsOf(move) !== null ? { trailing_stop_pips: trailingPipsOf(move) } : {}),
        },
        feedback,
      );
  };

  return {
    /** A dropped line: applied now (one-click) or held for the confirm dialog. */
    request: (move: LineMove) => (oneClick ? perform(move) : setPending(move)),
    pending,
    trailingPipsOf,
    /** Turns the held SL move into a trailing stop (or back). */
    setTrail: (trail: boolean) => setPending((current) => (current ? { ...current, trail } : current)),
    confirm: () => {
      if (pending) perform(pending);
      setPending(null);
    },
    cancel: () => setPending(null),
    busy: stops.isPending || trigger.isPending,
  };
}
