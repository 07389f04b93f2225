/** The daily swap rollover at 21:00 UTC. */
export const ROLLOVER_HOUR_UTC = 21;

export function nextRolloverAt(now: number): number {
  const date = new Date(now);
  const today = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), ROLLOVER_HOUR_UTC);
  return today > now ? today : today + 86_400_000;
}
