import { useEffect, useMemo, useRef, useState } from 'react';
import type { IChartApi, ISeriesApi, MouseEventParams, SeriesType, Time } from 'lightweight-charts';
import type { Candle } from '@platform/shared/candles';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { themeColor } from '../../lib/theme.ts';
import type { ChartExecution } from './chart-execution.ts';
import { ExecutionPrimitive, type ExecutionMark } from './execution-primitive.ts';

interface ExecutionMarkersProps {
  chart: IChartApi | null;
  series: ISeriesApi<SeriesType> | null;
  executions: ChartExecution[];
  candles: Candle[] | undefined;
  interval: number;
  digits: number;
}

/** The start of the loaded bar a time falls in, or null when it is outside the loaded bars. */
function barOf(candles: readonly Candle[], time: number): Candle | null {
  let low = 0;
  let high = candles.length - 1;
  if (high < 0 || time < candles[0]!.time) return null;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (candles[middle]!.time <= time) low = middle;
    else high = middle - 1;
  }
  return candles[low]!;
}

/** The trader's entries and exits as arrows on their bars, with a tooltip (price, volume, P/L) on hover. */
export default function ExecutionMarkers({ chart, series, executions, candles, interval, digits }: ExecutionMarkersProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<{ execution: ChartExecution; x: number; y: number } | null>(null);
  const primitive = useRef<ExecutionPrimitive | null>(null);

  const marks = useMemo<ExecutionMark[]>(() => {
    const buy = themeColor('--buy-text') || '#22c55e';
    const sell = themeColor('--sell-text') || '#ef4444';
    return executions.flatMap((fill) => {
      const bar = candles && barOf(candles, fill.time);
      if (!bar || fill.time >= bar.time + interval * 2) return [];
      return [
        {
          id: fill.id,
          time: bar.time,
          side: fill.side,
          anchor: fill.side === 'buy' ? bar.low : bar.high,
          text: `${fill.kind === 'exit' ? '✕ ' : ''}${fill.side === 'buy' ? 'B' : 'S'} ${fill.volume.toFixed(2)}`,
          color: fill.side === 'buy' ? buy : sell,
        },
      ];
    });
  }, [executions, candles, interval]);

  useEffect(() => {
    if (!chart || !series) return;
    const created = new ExecutionPrimitive(chart, series, []);
    series.attachPrimitive(created);
    primitive.current = created;
    return () => {
      series.detachPrimitive(created);
      primitive.current = null;
    };
  }, [chart, series]);

  useEffect(() => primitive.current?.setMarks(marks), [marks, chart, series]);

  useEffect(() => {
    if (!chart) return;
    const onMove = (param: MouseEventParams<Time>) => {
      const point = param.point;
      const near = point && primitive.current?.placed().find(({ x, y }) => Math.abs(x - point.x) <= 8 && Math.abs(y - point.y) <= 22);
      const execution = near ? executions.find((fill) => fill.id === near.mark.id) : undefined;
      setHover(execution && point ? { execution, x: point.x, y: point.y } : null);
    };
    chart.subscribeCrosshairMove(onMove);
    return () => chart.unsubscribeCrosshairMove(onMove);
  }, [chart, executions]);

  if (!hover) return null;
  const { execution: fill } = hover;
  return (
    <div className="execution-tooltip" role="tooltip" style={{ left: hover.x + 12, top: hover.y + 12 }}>
      <strong>
        {t(fill.kind === 'entry' ? 'chartTrading.entry' : 'chartTrading.exit', { id: String(fill.orderId) })} ·{' '}
        {fill.side === 'buy' ? t('chartTrading.buy') : t('chartTrading.sell')}
      </strong>
      <div>
        {t('chartTrading.fill', { volume: fill.volume.toFixed(2), price: fill.price.toFixed(digits) })}
        {fill.profit !== null && ` · P/L ${fill.profit >= 0 ? '+' : '−'}$${Math.abs(fill.profit).toFixed(2)}`}
      </div>
    </div>
  );
}
