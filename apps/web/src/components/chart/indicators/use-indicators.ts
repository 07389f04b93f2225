import { useCallback, useEffect, useRef, useState } from 'react';
import { LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { IndicatorSetting } from '@platform/shared/chart-layout';
import type { Candle } from '@platform/shared/candles';
import type { IndicatorRun } from './indicator-run.ts';
import type * as Catalogue from './indicator-catalogue.ts';
import type * as Runs from './indicator-run.ts';
import { afterNextFrame, nextTask } from '../lib/yield-to-browser.ts';
import { inOwnPane } from './indicator-menu-items.ts';

type Modules = [typeof Catalogue, typeof Runs];

interface Drawn {
  uid: string;
  run: IndicatorRun;
  lines: { key: string; series: ISeriesApi<'Line'> }[];
}

/**
 * Bars an indicator reads in one task when it loads the history: 5,000 bars in one go (three
 * indicators, their lines handed to the chart in the same task) made first-load tasks of 150 ms.
 */
const LOAD_SLICE_BARS = 1000;
/** Latest bars kept for runs still loading: more than can open while one loads. */
const KEPT_BARS = 3;

/** The indicators' maths (trading-signals), loaded once the first indicator is on a chart. */
export const loadIndicatorModules = () => Promise.all([import('./indicator-catalogue.ts'), import('./indicator-run.ts')]);

/**
 * The chart's indicators (from the saved layout): their code loaded only once one is on the chart,
 * overlays on the price pane and oscillators in panes of their own, in the trader's colours.
 * Each reads the history in slices and goes on the chart in a frame of its own, so no task of the
 * first load is long; the lines it replaces (new bars from the server, changed settings) stay until
 * then. `onBar` feeds the forming bar of each tick to every run, moving only the last points (a
 * run still loading catches up with those bars once loaded).
 */
export function useIndicators(
  chart: IChartApi | null,
  /**
   * Every bar held (the values read them all), the time of the first the chart is handed (the lines
   * start there) and whose bars they are (symbol/timeframe: lines of other bars go at once).
   */
  history: { key: string; candles: Candle[]; from: number } | undefined,
  active: IndicatorSetting[],
  /** The symbol's price digits: the lines in prices show as many. */
  digits: number,
) {
  const [modules, setModules] = useState<Modules | null>(null);
  const drawn = useRef<Drawn[]>([]);
  /** Lines of the runs before, on the chart until their successors are drawn. */
  const retiring = useRef<{ chart: IChartApi | null; key: string; drawn: Drawn[] }>({ chart: null, key: '', drawn: [] });
  /** The last bars `onBar` was given, the latest of each time: a run that loaded the history catches up with them. */
  const ticked = useRef<Candle[]>([]);

  useEffect(() => {
    if (active.length > 0 && !modules) void loadIndicatorModules().then(setModules);
  }, [active, modules]);

  // The oscillators' panes, in their final proportions, from the chart's first frame: added one by
  // one as each indicator loaded, each pane resized every canvas of the chart (a full redraw of
  // every pane, the first load's longest frames). An empty hidden line holds each pane until the
  // indicator's lines join it (then it goes: a pane's first series sets how its scale reads).
  const ownPanes = active.filter((item) => inOwnPane(item.id)).length;
  const paneHolders = useRef(new Map<number, ISeriesApi<'Line'>>());
  useEffect(() => {
    if (!chart || ownPanes === 0) return;
    const holders = paneHolders.current;
    for (let pane = 1; pane <= ownPanes; pane++)
      holders.set(pane, chart.addSeries(LineSeries, { visible: false, priceLineVisible: false, lastValueVisible: false }, pane));
    chart.panes().forEach((p, index) => p.setStretchFactor(index === 0 ? 3 : 1));
    return () => {
      for (const pane of [...holders.keys()]) letGo(chart, holders, pane);
    };
  }, [chart, ownPanes]);

  useEffect(() => {
    /** Takes the lines of the runs before off the chart (those of `uid` only, when given). */
    const retire = (uid?: string) => {
      const { chart: owner, drawn: old } = retiring.current;
      for (const { lines } of old.filter((d) => uid === undefined || d.uid === uid))
        for (const { series } of lines) {
          try {
            owner?.removeSeries(series);
          } catch {
            // That chart was removed (the screen closed): its series went with it.
          }
        }
      retiring.current.drawn = uid === undefined ? [] : old.filter((d) => d.uid !== uid);
    };
    if (retiring.current.chart !== chart || retiring.current.key !== history?.key) retire();
    if (!chart || !modules || !history) return retire();
    const { candles, from } = history;
    const [catalogue, runs] = modules;
    let stopped = false;
    const keepGoing = () => nextTask().then(() => !stopped);
    const lastTime = candles.at(-1)?.time ?? -Infinity;
    drawn.current = [];
    void (async () => {
      let pane = 0;
      for (const item of active) {
        const spec = catalogue.indicatorSpec(item.id);
        if (!spec) continue;
        // After the bars' own task (and each indicator's frame), not in it.
        if (!(await keepGoing())) return;
        const run = new runs.IndicatorRun(spec, { ...catalogue.defaultParams(spec), ...item.params });
        const points = await run.loadInSlices(candles, LOAD_SLICE_BARS, keepGoing);
        if (!points || !(await keepGoing())) return;
        const paneIndex = spec.pane === 'price' ? 0 : ++pane;
        const lines = spec.lines.map(({ key, colour }) => {
          const series = chart.addSeries(
            LineSeries,
            {
              color: item.colours[key] ?? colour,
              lineWidth: 1,
              priceLineVisible: false,
              lastValueVisible: spec.pane !== 'price',
              crosshairMarkerVisible: false,
              title: key === 'value' ? spec.label : '',
              ...(catalogue.valuesInPrices(spec) ? { priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits } } : {}),
            },
            paneIndex,
          );
          series.setData(
            points.flatMap((p) =>
              p.values?.[key] === undefined || p.time < from ? [] : [{ time: p.time as UTCTimestamp, value: p.values[key] }],
            ),
          );
          return { key, series };
        });
        letGo(chart, paneHolders.current, paneIndex);
        retire(item.uid);
        const loaded = { uid: item.uid, run, lines };
        drawn.current = [...drawn.current, loaded];
        for (const bar of ticked.current) if (bar.time >= lastTime) show(loaded, bar);
        // The chart draws this indicator in the next frame, alone.
        await afterNextFrame();
        if (stopped) return;
      }
      retire();
    })();
    return () => {
      stopped = true;
      retiring.current = { chart, key: history.key, drawn: [...retiring.current.drawn, ...drawn.current] };
      drawn.current = [];
    };
  }, [chart, modules, history, active, digits]);

  const onBar = useCallback((bar: Candle) => {
    const bars = ticked.current;
    if (bars.at(-1)?.time === bar.time) bars[bars.length - 1] = bar;
    else if (bars.push(bar) > KEPT_BARS) bars.shift();
    for (const loaded of drawn.current) show(loaded, bar);
  }, []);

  return { onBar, modules };
}

/** Takes the line holding `pane` (if any) off the chart. */
function letGo(chart: IChartApi, holders: Map<number, ISeriesApi<'Line'>>, pane: number) {
  const holder = holders.get(pane);
  holders.delete(pane);
  try {
    if (holder) chart.removeSeries(holder);
  } catch {
    // That chart was removed (the screen closed): its series went with it.
  }
}

/** The indicator's value for the forming (or a new) bar, on its lines. */
function show({ run, lines }: Drawn, bar: Candle) {
  const { values } = run.next(bar);
  if (!values) return;
  for (const { key, series } of lines) if (values[key] !== undefined) series.update({ time: bar.time as UTCTimestamp, value: values[key] });
}
