import { localTime } from '@platform/shared/trading-calendar';

/**
 * The daily swap rollover: at the end of the broker's trading day, midnight in the broker's time zone
 * (the calendar's), but never later than 21:00 UTC of that day (17:00 New York in winter, where the
 * FX day ends), so a zone west of UTC+3 keeps the 21:00 UTC rollover and one east of it rolls at its
 * own midnight. Either way the instant before the rollover lies in the day it closes.
 */
export const ROLLOVER_HOUR_UTC = 21;
const DAY_MS = 86_400_000;
/** Two rollovers closer than this close the same day (the zone was changed between them): the later is skipped. */
const MIN_GAP_MS = 12 * 3_600_000;

/** The rollover that closes the broker's day `day` (ms at 00:00 UTC of that date). */
function rolloverOfDay(day: number, timeZone: string): number {
  return Math.min(day + ROLLOVER_HOUR_UTC * 3_600_000, localMidnight(day + DAY_MS, timeZone));
}

/** The instant the broker's clock reads 00:00 on the date `day` (ms at 00:00 UTC of that date); DST-aware. */
function localMidnight(day: number, timeZone: string): number {
  let at = day;
  for (let i = 0; i < 3; i++) {
    const local = localTime(timeZone, at);
    const wall = Date.parse(`${local.date}T00:00:00Z`) + local.minute * 60_000;
    const next = day - (wall - Math.floor(at / 60_000) * 60_000);
    if (next === at) break;
    at = next;
  }
  return at;
}

/** The first rollover after `now`. */
export function nextRolloverAt(now: number, timeZone: string): number {
  const today = Date.parse(`${localTime(timeZone, now).date}T00:00:00Z`);
  for (let day = today - DAY_MS; ; day += DAY_MS) {
    const at = rolloverOfDay(day, timeZone);
    if (at > now) return at;
  }
}

/** The latest rollover at or before `now`. */
export function latestRolloverAt(now: number, timeZone: string): number {
  const today = Date.parse(`${localTime(timeZone, now).date}T00:00:00Z`);
  for (let day = today + DAY_MS; ; day -= DAY_MS) {
    const at = rolloverOfDay(day, timeZone);
    if (at <= now) return at;
  }
}

/** Every rollover after `after` up to and including `until`, oldest first (none within 12 h of the one before). */
export function rolloversBetween(after: number, until: number, timeZone: string): number[] {
  const due: number[] = [];
  let last = after;
  for (let at = nextRolloverAt(after, timeZone); at <= until; at = nextRolloverAt(at, timeZone)) {
    if (at - last < MIN_GAP_MS) continue;
    due.push(at);
    last = at;
  }
  return due;
}
