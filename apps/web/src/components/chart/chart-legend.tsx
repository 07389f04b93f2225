import { useEffect, useState } from 'react';
import type { IChartApi, MouseEventParams, Time } from 'lightweight-charts';
import type { Candle } from '@platform/shared/candles';
import { useTranslation } from '../../lib/i18n/i18n.ts';

interface Reading {
  bar: Candle;
  previousClose: number | null;
}

/** The bar at `time` and the close before it, by binary search over the loaded bars. */
function readingAt(candles: readonly Candle[], time: number | null): Reading | null {
  if (candles.length === 0) return null;
  let index = candles.length - 1;
  if (time !== null) {
    let low = 0;
    let high = candles.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (candles[middle]!.time <= time) low = middle;
      else high = middle - 1;
    }
    index = low;
  }
  return { bar: candles[index]!, previousClose: candles[index - 1]?.close ?? null };
}

/**
 * TradingView's legend: open, high, low, close and the change from the previous close of the bar
 * under the crosshair (the last bar when the pointer is away).
 */
export function ChartLegend({
  chart,
  candles,
  digits,
  barListeners,
}: {
  chart: IChartApi | null;
  candles: Candle[] | undefined;
  digits: number;
  /** Told of the forming bar on the tick store's repaints (a few times a second). */
  barListeners: Set<(bar: Candle | undefined) => void>;
}) {
  const { t } = useTranslation();
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  const [lastBar, setLastBar] = useState<Candle | null>(null);

  useEffect(() => {
    const listener = (bar: Candle | undefined) => setLastBar(bar ?? null);
    barListeners.add(listener);
    return () => void barListeners.delete(listener);
  }, [barListeners]);

  useEffect(() => {
    if (!chart) return;
    const onMove = (param: MouseEventParams<Time>) => setHoverTime(typeof param.time === 'number' ? param.time : null);
    chart.subscribeCrosshairMove(onMove);
    return () => chart.unsubscribeCrosshairMove(onMove);
  }, [chart]);

  const list = candles ?? [];
  const live =
    hoverTime === null && lastBar
      ? { bar: lastBar, previousClose: list.at(lastBar.time === list.at(-1)?.time ? -2 : -1)?.close ?? null }
      : null;
  const reading = live ?? readingAt(list, hoverTime);
  if (!reading) return null;
  const { bar, previousClose } = reading;
  const change = previousClose === null ? null : bar.close - previousClose;
  const tone = change === null || change === 0 ? '' : change > 0 ? 'chart-legend__value--up' : 'chart-legend__value--down';
  const value = (label: string, price: number) => (
    <span className="chart-legend__item">
      {label}
      <span className={`chart-legend__value ${tone}`}>{price.toFixed(digits)}</span>
    </span>
  );
  return (
    <div className="chart-legend" data-testid="chart-legend" aria-live="off">
      {value(t('chartTools.legend.open'), bar.open)}
      {value(t('chartTools.legend.high'), bar.high)}
      {value(t('chartTools.legend.low'), bar.low)}
      {value(t('chartTools.legend.close'), bar.close)}
      {change !== null && previousClose !== null && (
        <span className={`chart-legend__value ${tone}`}>
          {change >= 0 ? '+' : '−'}
          {Math.abs(change).toFixed(digits)} ({change >= 0 ? '+' : '−'}
          {Math.abs((change / previousClose) * 100).toFixed(2)}%)
        </span>
      )}
    </div>
  );
}
