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

/**
 * Bars handed to the chart when a symbol or timeframe opens: the opening view and room to scroll.
 * The chart repaints every series over all the bars it holds at each tick (lightweight-charts
 * rebuilds a series' points on every update): with 5,000 bars × 8 series that was most of the
 * main thread's live work and its garbage (issue 13). Scrolling to the oldest handed bar hands
 * MORE_SHOWN_BARS more of those held; the indicators still read every held bar.
 */
export const SHOWN_BARS = 600;
const MORE_SHOWN_BARS = 1000;

/** The bars to hand the chart once the view reaches the oldest one handed; all once every held bar is (the server is asked for older ones). */
export function shownAfterScroll(shown: number, held: number): number {
  return shown < held ? Math.min(shown + MORE_SHOWN_BARS, held) : Infinity;
}
