import { useEffect, useState, type RefObject } from 'react';
import { ColorType, createChart, type IChartApi, type UTCTimestamp } from 'lightweight-charts';
import type { Candle } from '@platform/shared/candles';
import { themeColor, useTheme, type Theme } from '../../../lib/theme.ts';
import { afterNextFrame } from '../lib/yield-to-browser.ts';

export const toChartBar = (candle: Candle) => ({ ...candle, time: candle.time as UTCTimestamp });

const token = (name: string, fallback: string) => themeColor(name) || fallback;

/** The chart's colours from the theme's tokens (the canvas cannot read CSS itself). */
export function chartColours(theme: Theme) {
  return {
    background: token('--bg-elevated', '#111725'),
    text: token('--text-muted', '#8a94a8'),
    border: token('--border', '#232c3f'),
    grid: theme === 'light' ? 'rgba(15, 23, 42, 0.06)' : 'rgba(255, 255, 255, 0.04)',
    up: token('--buy-text', '#22c55e'),
    down: token('--sell-text', '#ef4444'),
    line: theme === 'light' ? '#2962ff' : '#3b82f6',
  };
}

/** A chart in the container, sized with it and following the theme; removed on unmount. */
export function useCandleChart(container: RefObject<HTMLDivElement | null>): IChartApi | null {
  const [chart, setChart] = useState<IChartApi | null>(null);
  const theme = useTheme();

  useEffect(() => {
    let created: IChartApi | null = null;
    let closed = false;
    // Made after the screen's first frame: made in the commit, the chart's reading of its box forced
    // the first layout of the whole dashboard into React's commit, one long task (issue 13).
    void afterNextFrame().then(() => {
      if (closed || !container.current) return;
      created = createChart(container.current, {
        autoSize: true,
        layout: {
          fontSize: 11,
          // The page's faces, Devanagari included: the trade lines' labels are drawn in the trader's language.
          fontFamily: token('--font', 'system-ui, sans-serif'),
          // The built-in logo injects a <style> tag the CSP blocks; the chart shows its own credit link.
          attributionLogo: false,
          panes: { separatorColor: 'rgba(128, 128, 128, 0.25)', enableResize: true },
        },
        timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 4 },
        // Wide enough for a currency pair's prices (and MACD's signed amounts) from the start: the
        // scale widening when the first values arrived resized every canvas of every pane.
        rightPriceScale: { minimumWidth: 80 },
        crosshair: { mode: 0 },
      });
      // Changing the chart type swaps the price series: its pane must not vanish in between.
      created.panes()[0]?.setPreserveEmptyPane(true);
      setChart(created);
    });
    return () => {
      closed = true;
      setChart(null);
      // React runs this before the cleanups of the chart's series, lines and layers (children and
      // later hooks): the chart goes once they have all let go of it.
      const made = created;
      if (made) queueMicrotask(() => made.remove());
    };
  }, [container]);

  useEffect(() => {
    if (!chart) return;
    const colours = chartColours(theme);
    chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: colours.background }, textColor: colours.text },
      grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
      rightPriceScale: { borderColor: colours.border },
      timeScale: { borderColor: colours.border },
    });
  }, [chart, theme]);

  return chart;
}
