import type { Bar, IndicatorCalc, IndicatorSpec, IndicatorValues } from './indicator-catalogue.ts';

export interface IndicatorPoint {
  time: number;
  values: IndicatorValues;
}

/**
 * One indicator on one chart: fed the history once, then each tick. A tick of the forming bar
 * replaces the last input (the library rolls its state back one step) and a new bar adds one, so
 * the last value follows every tick without recomputing the series.
 */
export class IndicatorRun {
  private calc: IndicatorCalc;
  private lastTime: number | null = null;

  constructor(
    readonly spec: IndicatorSpec,
    readonly params: Record<string, number>,
  ) {
    this.calc = spec.create(params);
  }

  load(bars: readonly Bar[]): IndicatorPoint[] {
    this.restart();
    return bars.map((bar) => this.next(bar));
  }

  /**
   * The same as `load`, `size` bars at a time with `between` awaited after each slice but the last
   * (the chart yields to the browser there, so 5,000 bars are not one long task); answers null
   * when `between` says to stop.
   */
  async loadInSlices(bars: readonly Bar[], size: number, between: () => Promise<boolean>): Promise<IndicatorPoint[] | null> {
    this.restart();
    const points: IndicatorPoint[] = [];
    for (let from = 0; from < bars.length; from += size) {
      if (from > 0 && !(await between())) return null;
      for (let i = from; i < Math.min(from + size, bars.length); i++) points.push(this.next(bars[i]!));
    }
    return points;
  }

  private restart() {
    this.calc = this.spec.create(this.params);
    this.lastTime = null;
  }

  /** The bar as it stands now: the forming bar again (same time) or a new one. */
  next(bar: Bar): IndicatorPoint {
    const replace = this.lastTime === bar.time;
    this.lastTime = bar.time;
    return { time: bar.time, values: this.calc.update(bar, replace) };
  }
}
