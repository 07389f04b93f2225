/** The dashboard asks 30 periods (spec §9); scrolling back loads more, up to this many. */
export const FIRST_PERIODS = 30;
const MORE_PERIODS = 300;
const MAX_PERIODS = 1000;

/**
 * The periods to ask once the view shows the oldest bar: more only while the server filled the
 * last ask (short of it there is no older history) and fewer than MAX_PERIODS are held. The view
 * also moves when a new bar opens: asking again then would reload every series for nothing.
 */
export function periodsAfterScroll(asked: number, held: number): number {
  if (held < asked || held >= MAX_PERIODS) return asked;
  return Math.min(asked + MORE_PERIODS, MAX_PERIODS);
}
