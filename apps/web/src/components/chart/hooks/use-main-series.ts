import { useEffect, useState } from 'react';
import {
  AreaSeries,
  BarSeries,
  CandlestickSeries,
  LineSeries,
  PriceScaleMode,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
} from 'lightweight-charts';
import type { ChartType, PriceScaleMode as ScaleChoice } from '@platform/shared/chart-layout';
import { useTheme } from '../../../lib/theme.ts';
import { chartColours } from './use-candle-chart.ts';

const SCALE_MODES: Record<ScaleChoice, PriceScaleMode> = {
  normal: PriceScaleMode.Normal,
  log: PriceScaleMode.Logarithmic,
  percent: PriceScaleMode.Percentage,
};

/** The chart's main (price) series for the chosen type; a new type replaces the series. */
export function useMainSeries(chart: IChartApi | null, type: ChartType, digits: number, scale: ScaleChoice): ISeriesApi<SeriesType> | null {
  const [made, setMade] = useState<{ series: ISeriesApi<SeriesType>; key: string } | null>(null);
  const theme = useTheme();
  const key = `${type}/${digits}/${theme}`;
  // In the render where the type (digits, theme) changes, the old series is on its way out: none is
  // handed on until the new one exists, so no effect talks to a removed series.
  const series = made?.key === key ? made.series : null;

  useEffect(() => {
    if (!chart) return;
    const c = chartColours(theme);
    const priceFormat = { type: 'price' as const, precision: digits, minMove: 10 ** -digits };
    const created =
      type === 'line'
        ? chart.addSeries(LineSeries, { color: c.line, lineWidth: 2, priceFormat })
        : type === 'area'
          ? chart.addSeries(AreaSeries, {
              lineColor: c.line,
              topColor: `${c.line}55`,
              bottomColor: `${c.line}05`,
              lineWidth: 2,
              priceFormat,
            })
          : type === 'bars'
            ? chart.addSeries(BarSeries, { upColor: c.up, downColor: c.down, thinBars: false, priceFormat })
            : chart.addSeries(CandlestickSeries, {
                upColor: c.up,
                downColor: c.down,
                wickUpColor: c.up,
                wickDownColor: c.down,
                borderVisible: false,
                priceFormat,
              });
    setMade({ series: created, key: `${type}/${digits}/${theme}` });
    return () => {
      setMade(null);
      // The lines, markers and drawings on it let go in this same commit; it goes after them.
      queueMicrotask(() => {
        try {
          chart.removeSeries(created);
        } catch {
          // The chart itself was removed (the screen closed): its series went with it.
        }
      });
    };
  }, [chart, type, digits, theme]);

  useEffect(() => {
    series?.priceScale().applyOptions({ mode: SCALE_MODES[scale] });
  }, [series, scale]);

  return series;
}
