import type { EngineState } from './engine-state.ts';
import { takeProfitCondition } from './price-ladder.ts';
import type { EngineOrder, EngineSymbol } from './types.ts';

/** The trailing stop and break-even settings of a position, as the trader sets them (undefined = keep). */
export interface RiskToolSettings {
  trailingStopPips?: number | null;
  /** Profit in pips before the trailing stop starts to follow (null = at once). */
  trailingActivationPips?: number | null;
  breakEvenPips?: number | null;
  breakEvenOffsetPips?: number | null;
}

/** A ceiling on the distances, far beyond any real use (on crypto a pip is a cent). */
export const MAX_TRAILING_STOP_PIPS = 1_000_000;

/** Ladder entries the trailing stop and break-even keep for an open position. */
export function riskToolEntryCount(order: EngineOrder): number {
  return (order.trailingStopPts !== null ? 1 : 0) + (order.breakEvenPts !== null ? 1 : 0);
}

/**
 * Puts the position's trailing and break-even watch points into its symbol's ladder. The trailing
 * entry sits where the SL would next move by one pip (one step), so a quiet tick never looks at it;
 * a trailing position without an SL yet fires on the next price.
 */
export function addRiskToolEntries(state: EngineState, order: EngineOrder, sheet: EngineSymbol): void {
  if (order.trailingStopPts !== null) addTrailingEntry(state, order, sheet);
  if (order.breakEvenPts !== null && order.openPts !== null) {
    const key = order.side === 'buy' ? order.openPts + order.breakEvenPts : order.openPts - order.breakEvenPts;
    state.orderLadder(order).add(takeProfitCondition(order.side), key, 'break_even', order);
  }
}

/** Puts the trailing stop's watch point (see addRiskToolEntries) into the ladder under the order's current version. */
export function addTrailingEntry(state: EngineState, order: EngineOrder, sheet: EngineSymbol): void {
  const buy = order.side === 'buy';
  const sl = order.stopLossPts;
  const distance = order.trailingStopPts!;
  const next = sl === null ? (buy ? 0 : Number.MAX_SAFE_INTEGER) : buy ? sl + distance + sheet.pipPoints : sl - distance - sheet.pipPoints;
  // Before its activation profit the trailing stop sleeps until the price gets there.
  const activation = order.trailingActivationPts;
  const key =
    activation === null || order.openPts === null
      ? next
      : buy
        ? Math.max(next, order.openPts + activation)
        : Math.min(next, order.openPts - activation);
  state.orderLadder(order).add(takeProfitCondition(order.side), key, 'trailing_stop', order);
}

/**
 * Where the SL goes at this quote: break-even first (once the profit reaches its pips, the SL moves to
 * the entry plus offset unless it is already better), then the trailing stop (once the profit reaches
 * its activation, the SL follows the price at its distance, in steps of at least one pip, never back).
 * Returns null when nothing changes.
 */
export function stopsAfterPrice(
  order: EngineOrder,
  bid: number,
  ask: number,
  pipPoints: number,
): { stopLossPts: number | null; breakEvenPts: number | null } | null {
  if (order.openPts === null) return null;
  const buy = order.side === 'buy';
  const close = buy ? bid : ask;
  let stopLossPts = order.stopLossPts;
  let breakEvenPts = order.breakEvenPts;
  if (breakEvenPts !== null && (buy ? close >= order.openPts + breakEvenPts : close <= order.openPts - breakEvenPts)) {
    const target = buy ? order.openPts + order.breakEvenOffsetPts : order.openPts - order.breakEvenOffsetPts;
    if (stopLossPts === null || (buy ? target > stopLossPts : target < stopLossPts)) stopLossPts = target;
    breakEvenPts = null;
  }
  const distance = order.trailingStopPts;
  const activation = order.trailingActivationPts;
  const active = activation === null || (buy ? close >= order.openPts + activation : close <= order.openPts - activation);
  if (distance !== null && active) {
    const target = buy ? close - distance : close + distance;
    if (stopLossPts === null || (buy ? target >= stopLossPts + pipPoints : target <= stopLossPts - pipPoints)) stopLossPts = target;
  }
  if (stopLossPts === order.stopLossPts && breakEvenPts === order.breakEvenPts) return null;
  return { stopLossPts, breakEvenPts };
}

const pipsToPoints = (pips: number, sheet: EngineSymbol) => Math.round(pips * sheet.pipPoints);

/** The first field of the settings that is out of range, with a message the trader can act on. */
export function riskToolSettingsError(
  settings: RiskToolSettings,
  sheet: EngineSymbol,
  referencePts: number,
): { field: string; message: string } | null {
  const {
    trailingStopPips: trailing,
    breakEvenPips: breakEven,
    breakEvenOffsetPips: offset,
    trailingActivationPips: activation,
  } = settings;
  if (trailing !== undefined && trailing !== null) {
    if (!Number.isFinite(trailing) || pipsToPoints(trailing, sheet) < sheet.pipPoints || trailing > MAX_TRAILING_STOP_PIPS)
      return { field: 'trailing_stop_pips', message: `Trailing stop must be between 1 and ${MAX_TRAILING_STOP_PIPS} pips.` };
    if (pipsToPoints(trailing, sheet) >= referencePts)
      return { field: 'trailing_stop_pips', message: 'Trailing stop must be closer than the price itself.' };
  }
  if (activation !== undefined && activation !== null) {
    if (!Number.isFinite(activation) || pipsToPoints(activation, sheet) < sheet.pipPoints || activation > MAX_TRAILING_STOP_PIPS)
      return {
        field: 'trailing_activation_pips',
        message: `Trailing activation must be between 1 and ${MAX_TRAILING_STOP_PIPS} pips of profit.`,
      };
    if (trailing === null)
      return { field: 'trailing_activation_pips', message: 'Set a trailing stop distance to use an activation profit.' };
  }
  if (breakEven !== undefined && breakEven !== null) {
    if (!Number.isFinite(breakEven) || pipsToPoints(breakEven, sheet) < sheet.pipPoints || breakEven > MAX_TRAILING_STOP_PIPS)
      return { field: 'break_even_pips', message: `Break-even must be between 1 and ${MAX_TRAILING_STOP_PIPS} pips of profit.` };
    const offsetPts = offset === undefined || offset === null ? 0 : pipsToPoints(offset, sheet);
    if (!Number.isFinite(offsetPts) || offsetPts < 0 || offsetPts > pipsToPoints(breakEven, sheet) - sheet.pipPoints)
      return {
        field: 'break_even_offset_pips',
        message: 'Break-even offset must be 0 or more and at least 1 pip below the break-even profit.',
      };
  }
  return null;
}

/** Writes validated settings onto the order (a break-even setting re-arms it). */
export function applyRiskToolSettings(order: EngineOrder, settings: RiskToolSettings, sheet: EngineSymbol): void {
  if (settings.trailingStopPips !== undefined)
    order.trailingStopPts = settings.trailingStopPips === null ? null : pipsToPoints(settings.trailingStopPips, sheet);
  if (settings.trailingActivationPips !== undefined)
    order.trailingActivationPts = settings.trailingActivationPips === null ? null : pipsToPoints(settings.trailingActivationPips, sheet);
  // No trailing stop, nothing to activate.
  if (order.trailingStopPts === null) order.trailingActivationPts = null;
  if (settings.breakEvenPips !== undefined) {
    order.breakEvenPts = settings.breakEvenPips === null ? null : pipsToPoints(settings.breakEvenPips, sheet);
    order.breakEvenOffsetPts =
      settings.breakEvenPips === null || settings.breakEvenOffsetPips == null ? 0 : pipsToPoints(settings.breakEvenOffsetPips, sheet);
  }
}
