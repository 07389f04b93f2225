import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { Candle } from '@platform/shared/candles';
import type { ActiveIndicator } from './indicator-menu-items.ts';
import type { IndicatorRun } from './indicator-run.ts';
import type * as Catalogue from './indicator-catalogue.ts';
import type * as Runs from './indicator-run.ts';

const STORAGE_KEY = 'chart.indicators';
type Modules = [typeof Catalogue, typeof Runs];

function stored(): ActiveIndicator[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as ActiveIndicator[]).filter((item) => typeof item?.id === 'string') : [];
  } catch {
    return [];
  }
}

interface Drawn {
  run: IndicatorRun;
  lines: { key: string; series: ISeriesApi<'Line'> }[];
}

/**
 * The chart's indicators: chosen ones kept per browser, their code (trading-signals) loaded only
 * once one is on the chart, overlays on the price pane and oscillators in panes of their own.
 * `onBar` feeds the forming bar of each tick to every run, moving only the last points.
 */
export function useIndicators(chart: RefObject<IChartApi | null>, candles: Candle[] | undefined) {
  const [active, setActive] = useState<ActiveIndicator[]>(stored);
  const [modules, setModules] = useState<Modules | null>(null);
  const drawn = useRef<Drawn[]>([]);

  useEffect(() => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(active));
    if (active.length > 0 && !modules)
      void Promise.all([import('./indicator-catalogue.ts'), import('./indicator-run.ts')]).then(setModules);
  }, [active, modules]);

  useEffect(() => {
    const api = chart.current;
    if (!api || !modules || !candles) return;
    const [catalogue, runs] = modules;
    let pane = 0;
    drawn.current = active.flatMap((item) => {
      const spec = catalogue.indicatorSpec(item.id);
      if (!spec) return [];
      const run = new runs.IndicatorRun(spec, { ...catalogue.defaultParams(spec), ...item.params });
      const points = run.load(candles);
      const paneIndex = spec.pane === 'price' ? 0 : ++pane;
      const lines = spec.lines.map(({ key, colour }) => {
        const series = api.addSeries(
          LineSeries,
          { color: colour, lineWidth: 1, priceLineVisible: false, crosshairMarkerVisible: false, title: key === 'value' ? spec.label : '' },
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
    api.panes().forEach((p, index) => p.setStretchFactor(index === 0 ? 3 : 1));
    return () => {
      for (const { lines } of drawn.current) for (const { series } of lines) api.removeSeries(series);
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

  const add = (id: string) => setActive((list) => [...list, { uid: `${id}-${Date.now().toString(36)}`, id }]);
  const remove = (uid: string) => setActive((list) => list.filter((item) => item.uid !== uid));
  return { active, add, remove, onBar };
}
