import { useEffect, useRef, type RefObject } from 'react';
import { CandlestickSeries, ColorType, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { Candle } from '@platform/shared/candles';

const css = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export const toChartBar = (candle: Candle) => ({ ...candle, time: candle.time as UTCTimestamp });

/** A dark candlestick chart in the container, sized with it; removed on unmount. */
export function useCandleChart(container: RefObject<HTMLDivElement | null>) {
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const up = css('--buy-text', '#22c55e');
    const down = css('--sell-text', '#ef4444');
    const grid = 'rgba(255, 255, 255, 0.04)';
    const created = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: css('--bg-elevated', '#111725') },
        textColor: css('--text-muted', '#8a94a8'),
        fontSize: 11,
        // The built-in logo injects a <style> tag the CSP blocks; the chart shows its own credit link.
        attributionLogo: false,
      },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: css('--border', '#232c3f') },
      timeScale: { borderColor: css('--border', '#232c3f'), timeVisible: true, secondsVisible: false, rightOffset: 4 },
      crosshair: { mode: 0 },
    });
    series.current = created.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      wickUpColor: up,
      wickDownColor: down,
      borderVisible: false,
    });
    chart.current = created;
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, [container]);

  return { chart, series };
}
