import { stopsMessages } from '@platform/shared/orders';
import type { OrderSide } from '@platform/shared/orders';
import type { EngineError, EngineSymbol } from './types.ts';
import { UNITS_PER_LOT } from './types.ts';

export const MIN_STOP_DISTANCE_PIPS = 1;

export function toPoints(price: number, symbol: EngineSymbol): number {
  return Math.round(price * 10 ** symbol.digits);
}

export function fromPoints(points: number, digits: number): number {
  return Number((points / 10 ** digits).toFixed(digits));
}

export function formatPoints(points: number, digits: number): string {
  return (points / 10 ** digits).toFixed(digits);
}

/** Lots → volume units, or an error with the spec's details when off the sheet's range or step. */
export function volumeUnits(lots: number, symbol: EngineSymbol): { units: number } | { error: EngineError } {
  const min = symbol.volumeMinUnits / UNITS_PER_LOT;
  const max = symbol.volumeMaxUnits / UNITS_PER_LOT;
  const step = symbol.volumeStepUnits / UNITS_PER_LOT;
  const exact = lots * UNITS_PER_LOT;
  const units = Math.round(exact);
  if (units < symbol.volumeMinUnits || units > symbol.volumeMaxUnits) {
    return {
      error: {
        code: 'VOLUME_OUT_OF_RANGE',
        status: 422,
        message: `Allowed: ${min}–${max}. You entered ${lots}.`,
        details: { min, max, requested: lots },
      },
    };
  }
  if (Math.abs(exact - units) > 1e-6 || units % symbol.volumeStepUnits !== 0) {
    return {
      error: {
        code: 'VOLUME_STEP_INVALID',
        status: 422,
        message: `Volume must be in steps of ${step}. You entered ${lots}.`,
        details: { step, requested: lots },
      },
    };
  }
  return { units };
}

/**
 * The SL/TP rule of spec §5 against the price the position closes at (`currentPts`): a buy's SL at
 * least one pip below and TP one pip above; reversed for a sell. Returns the first broken rule.
 */
export function stopsError(
  side: OrderSide,
  stopLossPts: number | null,
  takeProfitPts: number | null,
  currentPts: number,
  symbol: EngineSymbol,
): EngineError | null {
  const distance = MIN_STOP_DISTANCE_PIPS * symbol.pipPoints;
  const price = formatPoints(currentPts, symbol.digits);
  const n = MIN_STOP_DISTANCE_PIPS;
  const invalid = (field: string, message: string): EngineError => ({
    code: 'INVALID_STOPS',
    status: 422,
    message,
    errors: { [field]: [message] },
  });
  if (side === 'buy') {
    if (stopLossPts !== null && stopLossPts > currentPts - distance) return invalid('stop_loss_price', stopsMessages.buyStopLoss(n, price));
    if (takeProfitPts !== null && takeProfitPts < currentPts + distance)
      return invalid('take_profit_price', stopsMessages.buyTakeProfit(n, price));
  } else {
    if (stopLossPts !== null && stopLossPts < currentPts + distance)
      return invalid('stop_loss_price', stopsMessages.sellStopLoss(n, price));
    if (takeProfitPts !== null && takeProfitPts > currentPts - distance)
      return invalid('take_profit_price', stopsMessages.sellTakeProfit(n, price));
  }
  return null;
}

/** A limit must wait on the better side of the market, a stop on the worse side. */
export function pendingPriceError(
  side: OrderSide,
  orderType: 'limit' | 'stop',
  triggerPts: number,
  bid: number,
  ask: number,
  digits: number,
): EngineError | null {
  const name = `${side === 'buy' ? 'Buy' : 'Sell'} ${orderType === 'limit' ? 'Limit' : 'Stop'}`;
  const reference = side === 'buy' ? ask : bid;
  const mustBeBelow = (side === 'buy') === (orderType === 'limit');
  const ok = mustBeBelow ? triggerPts < reference : triggerPts > reference;
  if (ok) return null;
  const where = mustBeBelow ? 'below' : 'above';
  const quoteSide = side === 'buy' ? 'ask' : 'bid';
  return {
    code: 'INVALID_PENDING_PRICE',
    status: 422,
    message: `${name} price must be ${where} the current ${quoteSide} (${formatPoints(reference, digits)}).`,
    details: { trigger_price: fromPoints(triggerPts, digits), current_price: fromPoints(reference, digits) },
  };
}
