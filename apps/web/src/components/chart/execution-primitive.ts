import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';

/** One fill's arrow, anchored at its bar: buys under the low pointing up, sells over the high pointing down. */
export interface ExecutionMark {
  id: string;
  /** The start of the bar the fill happened in. */
  time: number;
  side: 'buy' | 'sell';
  /** The bar's low (buys) or high (sells). */
  anchor: number;
  text: string;
  color: string;
}

export interface PlacedMark {
  mark: ExecutionMark;
  x: number;
  y: number;
}

const GAP = 6;
const ARROW = 7;
const STACK = 30;

/**
 * The trader's executions as arrows on their bars (TradingView's trade marks), drawn by a series
 * primitive of our own: the library's marker plugin would weigh on every dashboard's first load.
 */
export class ExecutionPrimitive implements ISeriesPrimitive<Time> {
  private requestUpdate: (() => void) | null = null;
  private readonly views: IPrimitivePaneView[] = [{ renderer: () => this.renderer, zOrder: () => 'top' }];
  private readonly renderer: IPrimitivePaneRenderer = {
    draw: (target) =>
      target.useMediaCoordinateSpace(({ context: ctx }) => {
        ctx.font = '10px system-ui, sans-serif';
        ctx.textAlign = 'center';
        for (const { mark, x, y } of this.placed()) {
          const up = mark.side === 'buy';
          ctx.fillStyle = mark.color;
          ctx.beginPath();
          ctx.moveTo(x, y);
          ctx.lineTo(x - ARROW / 1.4, y + (up ? ARROW : -ARROW));
          ctx.lineTo(x + ARROW / 1.4, y + (up ? ARROW : -ARROW));
          ctx.closePath();
          ctx.fill();
          ctx.fillRect(x - 1.5, up ? y + ARROW : y - ARROW - 6, 3, 6);
          ctx.fillText(mark.text, x, up ? y + ARROW + 17 : y - ARROW - 9);
        }
      }),
  };

  constructor(
    private readonly chart: IChartApi,
    private readonly series: ISeriesApi<SeriesType>,
    private marks: ExecutionMark[],
  ) {}

  attached({ requestUpdate }: SeriesAttachedParameter<Time>) {
    this.requestUpdate = requestUpdate;
  }

  detached() {
    this.requestUpdate = null;
  }

  paneViews() {
    return this.views;
  }

  setMarks(marks: ExecutionMark[]) {
    this.marks = marks;
    this.requestUpdate?.();
  }

  /** Where each mark's arrow tip is on the pane now (off-screen ones left out). */
  placed(): PlacedMark[] {
    const scale = this.chart.timeScale();
    // Several fills on one bar and side stack away from the bar, as TradingView stacks them.
    const stacked = new Map<string, number>();
    return this.marks.flatMap((mark) => {
      const x = scale.timeToCoordinate(mark.time as UTCTimestamp);
      const price = this.series.priceToCoordinate(mark.anchor);
      if (x === null || price === null) return [];
      const key = `${mark.time}/${mark.side}`;
      const level = stacked.get(key) ?? 0;
      stacked.set(key, level + 1);
      const offset = GAP + level * STACK;
      return [{ mark, x, y: mark.side === 'buy' ? price + offset : price - offset }];
    });
  }
}
