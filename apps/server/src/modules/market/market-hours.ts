import type { TradingHours } from '@platform/shared/symbols';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Currency pairs and commodities trade from Sunday 21:00 UTC to Friday 21:00 UTC; crypto never
 * closes. Pure, so tests and the engine can ask about any instant.
 */
export function isOpenAt(hours: TradingHours, at: number): boolean {
  if (hours === 'always') return true;
  // Day of week and hour by arithmetic (1970-01-01 was a Thursday): called per symbol per step.
  const day = (Math.floor(at / DAY) + 4) % 7;
  const hour = Math.floor((at % DAY) / HOUR);
  if (day === 6) return false;
  if (day === 5) return hour < 21;
  if (day === 0) return hour >= 21;
  return true;
}

/** The next instant (epoch ms) at or after `at` when the market is open. */
export function nextOpenAt(hours: TradingHours, at: number): number {
  let probe = Math.floor(at / HOUR) * HOUR;
  if (isOpenAt(hours, at)) return at;
  while (!isOpenAt(hours, probe)) probe += HOUR;
  return probe;
}
