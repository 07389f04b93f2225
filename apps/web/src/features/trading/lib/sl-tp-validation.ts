import { MIN_STOP_DISTANCE_PIPS, stopsMessages, type OrderSide } from '@platform/shared/orders';

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

const EPSILON = 1e-9;

/** Spec §5: the first message that applies to the SL/TP editor's values, or null when they are valid. */
export function validateSlTp(draft: SlTpDraft): string | null {
  const n = draft.minDistancePips ?? MIN_STOP_DISTANCE_PIPS;
  const distance = n * draft.pipSize;
  const price = draft.currentPrice.toFixed(draft.digits);
  const isBuy = draft.side === 'buy';
  if (draft.stopLossOn) {
    if (!Number.isFinite(draft.stopLoss)) return stopsMessages.invalidStopLoss;
    const ok = isBuy
      ? draft.stopLoss <= draft.currentPrice - distance + EPSILON
      : draft.stopLoss >= draft.currentPrice + distance - EPSILON;
    if (!ok) return (isBuy ? stopsMessages.buyStopLoss : stopsMessages.sellStopLoss)(n, price);
  }
  if (draft.takeProfitOn) {
    if (!Number.isFinite(draft.takeProfit)) return stopsMessages.invalidTakeProfit;
    const ok = isBuy
      ? draft.takeProfit >= draft.currentPrice + distance - EPSILON
      : draft.takeProfit <= draft.currentPrice - distance + EPSILON;
    if (!ok) return (isBuy ? stopsMessages.buyTakeProfit : stopsMessages.sellTakeProfit)(n, price);
  }
  return null;
}
