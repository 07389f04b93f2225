import { LOTS_MAX, LOTS_MIN, LOTS_STEP } from '@platform/shared/order-limits';

/** Spec §5: lots run 0.01–100 in steps of 0.01; an empty or unreadable entry resets to 0.01. */
export function clampLots(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return LOTS_MIN;
  const stepped = Math.round(value / LOTS_STEP) * LOTS_STEP;
  return Number(Math.min(LOTS_MAX, Math.max(LOTS_MIN, stepped)).toFixed(2));
}

/** One stepper press up or down, kept on the step and in range. */
export function stepLots(lots: number, direction: 1 | -1): number {
  return clampLots(String(lots + direction * LOTS_STEP));
}
