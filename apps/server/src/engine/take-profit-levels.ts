import { MAX_TAKE_PROFIT_LEVELS } from '@platform/shared/orders';
import type { EngineState } from './engine-state.ts';
import { pricesProblem } from './price-sanity.ts';
import { takeProfitCondition } from './price-ladder.ts';
import { stopsError, toPoints, volumeUnits } from './order-rules.ts';
import type { EngineError, EngineOrder, EngineSymbol, TakeProfitLevel } from './types.ts';

/** A staged take-profit as the trader sends it: a price and the lots to close there. */
export interface TakeProfitLevelInput {
  price: number;
  volume: number;
}

const levelsError = (message: string): EngineError => ({
  code: 'VALIDATION_ERROR',
  status: 422,
  message,
  errors: { take_profit_levels: [message] },
});

/** The first staged take-profit price no trader could mean (see price-sanity), or null. */
export function levelPricesProblem(state: EngineState, sheet: EngineSymbol, inputs: TakeProfitLevelInput[] | null | undefined) {
  for (const input of inputs ?? []) {
    const problem = pricesProblem(state, sheet, { take_profit_levels: input.price });
    if (problem) return problem;
  }
  return null;
}

/** Level `index` (0-based) at `pts` against the TP rule from the price it is judged from, or null. */
function levelRuleError(index: number, pts: number, order: EngineOrder, sheet: EngineSymbol, referencePts: number): EngineError | null {
  const broken = stopsError(order.side, null, pts, referencePts, sheet);
  return broken ? levelsError(`Take-profit level ${index + 1}: ${broken.message}`) : null;
}

/** The first of a position's levels the TP rule no longer allows from a new reference (a moved pending order), or null. */
export function takeProfitLevelsError(order: EngineOrder, sheet: EngineSymbol, referencePts: number): EngineError | null {
  for (const [index, level] of order.takeProfitLevels.entries()) {
    const broken = levelRuleError(index, level.pts, order, sheet, referencePts);
    if (broken) return broken;
  }
  return null;
}

/**
 * Checks staged take-profits against the position and the price they are judged from, and returns
 * them in points, nearest first. Each price obeys the TP rule; the volumes are on the sheet's step
 * and add up to at most the position's volume; no two levels share a price.
 */
export function readTakeProfitLevels(
  inputs: TakeProfitLevelInput[],
  order: EngineOrder,
  sheet: EngineSymbol,
  referencePts: number,
): { levels: TakeProfitLevel[] } | { error: EngineError } {
  if (inputs.length > MAX_TAKE_PROFIT_LEVELS) return { error: levelsError(`Set at most ${MAX_TAKE_PROFIT_LEVELS} take-profit levels.`) };
  const levels: TakeProfitLevel[] = [];
  for (const [index, input] of inputs.entries()) {
    const name = `Take-profit level ${index + 1}`;
    if (!Number.isFinite(input.price) || input.price <= 0) return { error: levelsError(`${name}: enter a price above 0.`) };
    if (!Number.isFinite(input.volume) || input.volume <= 0) return { error: levelsError(`${name}: enter a volume above 0.`) };
    const pts = toPoints(input.price, sheet);
    const broken = levelRuleError(index, pts, order, sheet, referencePts);
    if (broken) return { error: broken };
    const volume = volumeUnits(input.volume, sheet);
    if ('error' in volume) return { error: levelsError(`${name}: ${volume.error.message}`) };
    if (levels.some((level) => level.pts === pts)) return { error: levelsError(`${name}: two levels cannot share a price.`) };
    levels.push({ pts, units: volume.units });
  }
  const total = levels.reduce((sum, level) => sum + level.units, 0);
  if (total > order.volumeUnits)
    return { error: levelsError('The take-profit levels close more than the position holds. Lower their volumes.') };
  return { levels: sortedNearestFirst(levels, order.side) };
}

function sortedNearestFirst(levels: TakeProfitLevel[], side: 'buy' | 'sell'): TakeProfitLevel[] {
  return [...levels].sort((a, b) => (side === 'buy' ? a.pts - b.pts : b.pts - a.pts));
}

/** Puts the position's staged take-profits into its symbol's ladder under the order's current version. */
export function addTakeProfitLevelEntries(state: EngineState, order: EngineOrder): void {
  if (order.takeProfitLevels.length === 0) return;
  const ladder = state.orderLadder(order);
  const condition = takeProfitCondition(order.side);
  for (const level of order.takeProfitLevels) ladder.add(condition, level.pts, 'take_profit_level', order);
}

/** A position without staged take-profits shares this one (never mutated: levels are replaced, not edited). */
export const NO_LEVELS: TakeProfitLevel[] = Object.freeze([]) as unknown as TakeProfitLevel[];

/**
 * Takes the staged take-profits this closing price reaches off the position (so each fills once)
 * and returns them nearest first; the caller closes their volumes.
 */
export function takeReachedLevels(order: EngineOrder, closePts: number): TakeProfitLevel[] {
  if (order.takeProfitLevels.length === 0) return NO_LEVELS;
  const buy = order.side === 'buy';
  const reached = order.takeProfitLevels.filter((level) => (buy ? closePts >= level.pts : closePts <= level.pts));
  if (reached.length > 0) order.takeProfitLevels = order.takeProfitLevels.filter((level) => !reached.includes(level));
  return reached;
}
