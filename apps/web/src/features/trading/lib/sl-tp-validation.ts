import { MIN_STOP_DISTANCE_PIPS } from '@platform/shared/order-limits';
import type { OrderSide } from '@platform/shared/orders';
import { stopsBreachAtPrices } from '@platform/shared/stop-rules';
import { i18n } from '../../../lib/i18n/i18n.ts';

export interface SlTpDraft {
  side: OrderSide;
  /** The price the position would close at now: bid for a buy, ask for a sell. */
  currentPrice: number;
  pipSize: number;
  digits: number;
  stopLossOn: boolean;
  stopLoss: number;
  takeProfitOn: boolean;
  takeProfit: number;
  minDistancePips?: number;
}

/** Spec §5: the first message that applies to the SL/TP editor's values, or null when they are valid. */
export function validateSlTp(draft: SlTpDraft): string | null {
  if (draft.stopLossOn && !Number.isFinite(draft.stopLoss)) return i18n.t('trading.stops.invalidStopLoss');
  if (draft.takeProfitOn && !Number.isFinite(draft.takeProfit)) return i18n.t('trading.stops.invalidTakeProfit');
  const breach = stopsBreachAtPrices({
    side: draft.side,
    stopLoss: draft.stopLossOn ? draft.stopLoss : null,
    takeProfit: draft.takeProfitOn ? draft.takeProfit : null,
    currentPrice: draft.currentPrice,
    pipSize: draft.pipSize,
    digits: draft.digits,
    minPips: draft.minDistancePips,
  });
  if (!breach) return null;
  // The rule's own (English) message names the same distance and price: said here in the trader's language.
  const values = { pips: String(draft.minDistancePips ?? MIN_STOP_DISTANCE_PIPS), price: draft.currentPrice.toFixed(draft.digits) };
  return i18n.t(`trading.stops.${draft.side}${breach.field === 'stop_loss_price' ? 'StopLoss' : 'TakeProfit'}`, values);
}
