import { stopsBreach } from '@platform/shared/stop-rules';
import type { OrderSide } from '@platform/shared/orders';
import type { EngineError, EngineSymbol } from './types.ts';
import { UNITS_PER_LOT } from './types.ts';

const POWERS_OF_TEN = Array.from({ length: 16 }, (_, digits) => 10 ** digits);

/** 10^digits, the points in one price unit of a symbol quoted to `digits` decimals (a table look-up on every tick and fill). */
export function pointsPerUnit(digits: number): number {
  return POWERS_OF_TEN[digits] ?? 10 ** digits;
}

export function toPoints(price: number, symbol: EngineSymbol): number {
  return Math.round(price * pointsPerUnit(symbol.digits));
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

/** The SL/TP rule of spec §5 (packages/shared/stop-rules) against the price the position closes at. */
export function stopsError(
  side: OrderSide,
  stopLossPts: number | null,
  takeProfitPts: number | null,
  currentPts: number,
  symbol: EngineSymbol,
): EngineError | null {
  const breach = stopsBreach({ side, stopLossPts, takeProfitPts, currentPts, pipPoints: symbol.pipPoints, digits: symbol.digits });
  if (!breach) return null;
  return { code: 'INVALID_STOPS', status: 422, message: breach.message, errors: { [breach.field]: [breach.message] } };
}

/**
 * A limit must wait on the better side of the market, a stop on the worse side. `what` names the
 * price in the message ("Buy Stop price" by default; a stop-limit's stop says so).
 */
export function pendingPriceError(
  side: OrderSide,
  orderType: 'limit' | 'stop',
  triggerPts: number,
  bid: number,
  ask: number,
  digits: number,
  what = `${side === 'buy' ? 'Buy' : 'Sell'} ${orderType === 'limit' ? 'Limit' : 'Stop'} price`,
): EngineError | null {
  const reference = side === 'buy' ? ask : bid;
  const mustBeBelow = (side === 'buy') === (orderType === 'limit');
  const ok = mustBeBelow ? triggerPts < reference : triggerPts > reference;
  if (ok) return null;
  const where = mustBeBelow ? 'below' : 'above';
  const quoteSide = side === 'buy' ? 'ask' : 'bid';
  return {
    code: 'INVALID_PENDING_PRICE',
    status: 422,
    message: `${what} must be ${where} the current ${quoteSide} (${formatPoints(reference, digits)}).`,
    details: { trigger_price: fromPoints(triggerPts, digits), current_price: fromPoints(reference, digits) },
  };
}
