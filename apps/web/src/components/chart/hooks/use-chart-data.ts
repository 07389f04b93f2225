import { useEffect, useMemo, useRef, useState } from 'react';
import type { IChartApi, ISeriesApi, ITimeScaleApi, SeriesType, Time, UTCTimestamp } from 'lightweight-charts';
import type { ChartType } from '@platform/shared/chart-layout';
import type { Candle } from '@platform/shared/candles';
import { subscribe, subscribeAll } from '../../../lib/tick-store.ts';
import { useOhlc } from '../api/get-ohlc.ts';
import { applyPrice } from '../lib/live-bar.ts';
import { FIRST_PERIODS, periodsAfterScroll, SHOWN_BARS, shownAfterScroll } from '../lib/history-window.ts';
import { heikinAshi, livePoint, seriesPoints, type OhlcPoint } from '../lib/series-data.ts';

/**
 * Bars in view when a symbol or timeframe opens (about TradingView's default); older ones are a
 * scroll away. Fitting thousands of bars into the pane made every repaint draw all of them on each
 * series: 5,000 bars × 8 series took 50–100 ms frames (issue 13).
 */
const OPENING_VIEW_BARS = 150;

type AnyPoint = Parameters<ISeriesApi<SeriesType>['update']>[0];
const asPoint = <T extends { time: number }>(point: T) => ({ ...point, time: point.time as UTCTimestamp }) as unknown as AnyPoint;

/**
 * The symbol's bars on the main series, in the chart type's form, with the last bar following the
 * live ticks (without re-rendering React): `data` all the bars held, `shown` the newest of them
 * handed to the chart (SHOWN_BARS at first); scrolling to the oldest shown bar shows more of those
 * held, then loads more history. `onBar` hears every forming bar (the indicators follow it);
 * `barListeners` are told of it too (the legend), so only they re-render, not the chart.
 */
export function useChartData(
  chart: IChartApi | null,
  series: ISeriesApi<SeriesType> | null,
  /** `interval` is null until the saved layout says which timeframe to show: no bars are asked before. */
  options: { symbol: string; interval: number | null; chartType: ChartType; element: HTMLElement | null; onBar: (bar: Candle) => void },
) {
  const { symbol, interval, chartType, element, onBar } = options;
  const [periods, setPeriods] = useState(FIRST_PERIODS);
  const [shownBars, setShownBars] = useState(SHOWN_BARS);
  const { data, isError } = useOhlc(symbol, interval, periods);
  const shown = useMemo(() => (data && data.length > shownBars ? data.slice(-shownBars) : data), [data, shownBars]);
  const lastBar = useRef<Candle | undefined>(undefined);
  const haHistory = useRef<OhlcPoint[]>([]);
  const handed = useRef({ key: '', count: 0 });
  const barListeners = useRef(new Set<(bar: Candle | undefined) => void>());
  const held = useRef({ bars: 0, shown: 0 });
  held.current = { bars: data?.length ?? 0, shown: shown?.length ?? 0 };
  const tell = (bar: Candle | undefined) => barListeners.current.forEach((listener) => listener(bar));

  useEffect(() => {
    setPeriods(FIRST_PERIODS);
    setShownBars(SHOWN_BARS);
  }, [symbol, interval]);

  // Stored candles: a new symbol or timeframe shows the latest; more bars keep the view in place.
  useEffect(() => {
    const timeScale = chart?.timeScale();
    if (!series || !timeScale || !data || !shown) return;
    const key = `${symbol}/${interval}`;
    const range = timeScale.getVisibleLogicalRange();
    // Heikin-Ashi bars read the one before: made from every held bar, so the first shown is the same.
    haHistory.current = chartType === 'heikin_ashi' ? heikinAshi(data) : [];
    const points = chartType === 'heikin_ashi' ? haHistory.current.slice(-shown.length) : seriesPoints(chartType, shown);
    series.setData(points.map(asPoint));
    lastBar.current = data.at(-1);
    tell(lastBar.current);
    markLastBar(element, lastBar.current);
    if (handed.current.key !== key) showLatest(timeScale, shown.length);
    else if (range && shown.length > handed.current.count) {
      const added = shown.length - handed.current.count;
      timeScale.setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    }
    handed.current = { key, count: shown.length };
  }, [data, shown, symbol, interval, chart, series, chartType, element]);

  // Scrolled to the oldest bar shown: show more of those held, then ask for more history.
  useEffect(() => {
    const timeScale = chart?.timeScale();
    if (!timeScale) return;
    const onRange = (range: { from: number } | null) => {
      if (!range || range.from >= 2) return;
      const { bars, shown } = held.current;
      setShownBars(shownAfterScroll(shown, bars));
      if (shown >= bars) setPeriods((asked) => periodsAfterScroll(asked, bars));
    };
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
  }, [chart]);

  // Every tick moves the forming bar; the chart, indicators and legend are shown it on the tick
  // store's repaints (at most every LIVE_REPAINT_MS, in the same frame as the rest of the screen).
  useEffect(() => {
    if (interval === null) return;
    let painted = true;
    /** A bar that closed before it was shown in its final form: shown before the new one. */
    let closed: Candle | undefined;
    const show = (bar: Candle) => {
      series?.update(asPoint(livePoint(chartType, bar, haHistory.current)));
      onBar(bar);
    };
    const stopTicks = subscribeAll((tick) => {
      if (tick.code !== symbol) return;
      const next = applyPrice(lastBar.current, tick.last_price, tick.time, interval);
      if (!next) return;
      if (!painted && lastBar.current && lastBar.current.time !== next.time) closed = lastBar.current;
      lastBar.current = next;
      painted = false;
    });
    const stopRepaints = subscribe(symbol, () => {
      const bar = lastBar.current;
      if (painted || !bar || !series) return;
      if (closed) show(closed);
      closed = undefined;
      show(bar);
      painted = true;
      markLastBar(element, bar);
      tell(bar);
    });
    return () => {
      stopTicks();
      stopRepaints();
    };
  }, [symbol, interval, series, chartType, onBar, element]);

  return { data, shown, isError, lastBar, barListeners: barListeners.current };
}

/** The newest OPENING_VIEW_BARS bars (all of them when there are fewer), with the chart's right offset. */
function showLatest(timeScale: ITimeScaleApi<Time>, bars: number) {
  if (bars <= OPENING_VIEW_BARS) return timeScale.fitContent();
  const { rightOffset } = timeScale.options();
  timeScale.setVisibleLogicalRange({ from: bars - OPENING_VIEW_BARS, to: bars - 1 + rightOffset });
}

/** The last bar as data attributes, for tests and tools reading the chart from outside. */
function markLastBar(element: HTMLElement | null, bar: Candle | undefined) {
  if (!element || !bar) return;
  element.dataset.lastTime = String(bar.time);
  element.dataset.lastClose = String(bar.close);
  element.dataset.lastHigh = String(bar.high);
  element.dataset.lastLow = String(bar.low);
}
