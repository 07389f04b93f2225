import type { Clock } from '../../src/lib/clock.ts';

/**
 * A clock that starts on Tuesday 6 Jan 2026 12:00 UTC and runs at real speed: currency pairs and
 * commodities quote and trade (their sheet's hours) whatever day the suite runs, and time still moves.
 */
export function weekdayClock(start = Date.UTC(2026, 0, 6, 12)): Clock {
  const origin = Date.now();
  return { now: () => start + (Date.now() - origin) };
}
