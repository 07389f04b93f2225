/** The daily swap rollover at 21:00 UTC. */
export const ROLLOVER_HOUR_UTC = 21;

export function nextRolloverAt(now: number): number {
  const date = new Date(now);
  const today = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), ROLLOVER_HOUR_UTC);
  return today > now ? today : today + 86_400_000;
}

/** The latest rollover at or before `now`. */
export function latestRolloverAt(now: number): number {
  return nextRolloverAt(now + 1) - 86_400_000;
}

/** Every rollover after `after` up to and including `until`, oldest first. */
export function rolloversBetween(after: number, until: number): number[] {
  const due: number[] = [];
  for (let at = nextRolloverAt(after); at <= until; at += 86_400_000) due.push(at);
  return due;
}
