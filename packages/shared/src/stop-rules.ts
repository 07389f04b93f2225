import { MIN_STOP_DISTANCE_PIPS, stopsMessages } from './order-limits.ts';
import type { OrderSide } from './orders.ts';
import { pipPoints } from './pip-size.ts';

/**
 * The SL/TP distance rule of spec §5, once for the engine and the web: against the price the
 * position closes at, a buy's stop loss sits at least `minPips` below and its take profit at least
 * `minPips` above; reversed for a sell. Integer points, so no float edge decides a fill.
 */
export type StopField = 'stop_loss_price' | 'take_profit_price';

export interface StopBreach {
  field: StopField;
  message: string;
}

export interface StopPoints {
  side: OrderSide;
  stopLossPts: number | null;
  takeProfitPts: number | null;
  /** The closing price in points: the bid for a buy, the ask for a sell. */
  currentPts: number;
  pipPoints: number;
  digits: number;
  minPips?: number;
}

/** The first broken rule, stop loss before take profit, or null when both are where they may be. */
export function stopsBreach(stops: StopPoints): StopBreach | null {
  const n = stops.minPips ?? MIN_STOP_DISTANCE_PIPS;
  const distance = n * stops.pipPoints;
  const price = (stops.currentPts / 10 ** stops.digits).toFixed(stops.digits);
  const { stopLossPts: sl, takeProfitPts: tp, currentPts: current } = stops;
  const isBuy = stops.side === 'buy';
  if (sl !== null && (isBuy ? sl > current - distance : sl < current + distance)) {
    return { field: 'stop_loss_price', message: (isBuy ? stopsMessages.buyStopLoss : stopsMessages.sellStopLoss)(n, price) };
  }
  if (tp !== null && (isBuy ? tp < current + distance : tp > current - distance)) {
    return { field: 'take_profit_price', message: (isBuy ? stopsMessages.buyTakeProfit : stopsMessages.sellTakeProfit)(n, price) };
  }
  return null;
}

export interface StopPrices {
  side: OrderSide;
  stopLoss: number | null;
  takeProfit: number | null;
  currentPrice: number;
  pipSize: number;
  digits: number;
  minPips?: number;
}

/** The same rule on prices as the web holds them: each price is read as whole points first. */
export function stopsBreachAtPrices(stops: StopPrices): StopBreach | null {
  const points = (price: number) => Math.round(price * 10 ** stops.digits);
  return stopsBreach({
    side: stops.side,
    stopLossPts: stops.stopLoss === null ? null : points(stops.stopLoss),
    takeProfitPts: stops.takeProfit === null ? null : points(stops.takeProfit),
    currentPts: points(stops.currentPrice),
    pipPoints: pipPoints(stops.pipSize, stops.digits),
    digits: stops.digits,
    minPips: stops.minPips,
  });
}
