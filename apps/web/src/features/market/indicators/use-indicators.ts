import { useCallback, useEffect, useRef, useState } from 'react';
import { LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { IndicatorSetting } from '@platform/shared/chart-layout';
import type { Candle } from '@platform/shared/candles';
import type { IndicatorRun } from './indicator-run.ts';
import type * as Catalogue from './indicator-catalogue.ts';
import type * as Runs from './indicator-run.ts';

type Modules = [typeof Catalogue, typeof Runs];

interface Drawn {
  run: IndicatorRun;
  lines: { key: string; series: ISeriesApi<'Line'> }[];
}

/** The indicators' maths (trading-signals), loaded once the first indicator is on a chart. */
export const loadIndicatorModules = () => Promise.all([import('./indicator-catalogue.ts'), import('./indicator-run.ts')]);

/**
 * The chart's indicators (from the saved layout): their code loaded only once one is on the chart,
 * overlays on the price pane and oscillators in panes of their own, in the trader's colours.
 * `onBar` feeds the forming bar of each tick to every run, moving only the last points.
 */
export function useIndicators(chart: IChartApi | null, candles: Candle[] | undefined, active: IndicatorSetting[]) {
  const [modules, setModules] = useState<Modules | null>(null);
  const drawn = useRef<Drawn[]>([]);

  useEffect(() => {
    if (active.length > 0 && !modules) void loadIndicatorModules().then(setModules);
  }, [active, modules]);

  useEffect(() => {
    if (!chart || !modules || !candles) return;
    const [catalogue, runs] = modules;
    let pane = 0;
    drawn.current = active.flatMap((item) => {
      const spec = catalogue.indicatorSpec(item.id);
      if (!spec) return [];
      const run = new runs.IndicatorRun(spec, { ...catalogue.defaultParams(spec), ...item.params });
      const points = run.load(candles);
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
          },
          paneIndex,
        );
        series.setData(
          points.flatMap((p) => (p.values?.[key] === undefined ? [] : [{ time: p.time as UTCTimestamp, value: p.values[key] }])),
        );
        return { key, series };
      });
      return [{ run, lines }];
    });
    // The price pane keeps the most room: each oscillator pane gets a third of its height.
    chart.panes().forEach((p, index) => p.setStretchFactor(index === 0 ? 3 : 1));
    return () => {
      for (const { lines } of drawn.current) for (const { series } of lines) chart.removeSeries(series);
      drawn.current = [];
    };
  }, [chart, modules, candles, active]);

  const onBar = useCallback((bar: Candle) => {
    for (const { run, lines } of drawn.current) {
      const { values } = run.next(bar);
      if (!values) continue;
      for (const { key, series } of lines)
        if (values[key] !== undefined) series.update({ time: bar.time as UTCTimestamp, value: values[key] });
    }
  }, []);

  return { onBar, modules };
}
