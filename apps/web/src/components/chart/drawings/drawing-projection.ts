import type { IChartApi, ISeriesApi, Logical, SeriesType } from 'lightweight-charts';
import type { DrawingPoint } from '@platform/shared/chart-layout';
import type { Px } from './drawing-geometry.ts';
import { logicalToTime, timeToLogical } from './time-axis.ts';

/** The loaded bars' times and the chart's interval: what anchors drawings on the time axis. */
export interface Bars {
  times: number[];
  interval: number;
  /** [open, high, low, close] of each bar, for the magnet. */
  ohlc: [number, number, number, number][];
  /** Held bars older than the chart's first (its logical 0): the chart is handed only the newest. */
  offset: number;
}

/** Converts drawing points (time, price) to pane pixels and back, for the chart as it stands now. */
export class Projection {
  bars: Bars = { times: [], interval: 60, ohlc: [], offset: 0 };

  constructor(
    private readonly chart: IChartApi,
    private readonly series: ISeriesApi<SeriesType>,
  ) {}

  /** `logical` counts the held bars; the chart's own count starts `bars.offset` later. */
  private logicalToX(logical: number): number | null {
    const scale = this.chart.timeScale();
    logical -= this.bars.offset;
    const whole = Math.floor(logical);
    const a = scale.logicalToCoordinate(whole as Logical);
    const b = scale.logicalToCoordinate((whole + 1) as Logical);
    if (a === null || b === null) return null;
    return a + (b - a) * (logical - whole);
  }

  /** The held bars' logical index under a pixel. */
  xToLogical(x: number): number | null {
    const scale = this.chart.timeScale();
    const a = scale.logicalToCoordinate(0 as Logical);
    const b = scale.logicalToCoordinate(1 as Logical);
    if (a === null || b === null || a === b) return null;
    return (x - a) / (b - a) + this.bars.offset;
  }

  toPx(point: DrawingPoint): Px | null {
    const x = this.logicalToX(timeToLogical(this.bars.times, this.bars.interval, point.time));
    const y = this.series.priceToCoordinate(point.price);
    return x === null || y === null ? null : { x, y };
  }

  /** The point under a pixel; with the magnet, the nearest open/high/low/close of the nearest bar. */
  toPoint(px: Px, magnet: boolean): DrawingPoint | null {
    const logical = this.xToLogical(px.x);
    const price = this.series.coordinateToPrice(px.y);
    if (logical === null || price === null) return null;
    if (magnet) {
      const index = Math.round(logical);
      const bar = this.bars.ohlc[index];
      const time = this.bars.times[index];
      if (bar && time !== undefined) {
        const nearest = bar.reduce((best, value) =>
          Math.abs((this.series.priceToCoordinate(value) ?? 1e9) - px.y) < Math.abs((this.series.priceToCoordinate(best) ?? 1e9) - px.y)
            ? value
            : best,
        );
        return { time, price: nearest };
      }
    }
    return { time: logicalToTime(this.bars.times, this.bars.interval, logical), price };
  }

  paneWidth(): number {
    return this.chart.timeScale().width();
  }

  paneHeight(): number {
    return this.chart.panes()[0]?.getHeight() ?? 0;
  }
}
