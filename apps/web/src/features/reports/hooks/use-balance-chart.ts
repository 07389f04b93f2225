import { useEffect, type RefObject } from 'react';
import { ColorType, createChart, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import type { Performance } from '../api/get-performance.ts';

const css = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
const time = (day: string) => (Date.parse(`${day}T00:00:00Z`) / 1000) as UTCTimestamp;

/** Balance (right axis) and cumulative trade P/L (left axis) per day as two lines; the equity now closes the balance line. */
export function useBalanceChart(container: RefObject<HTMLDivElement | null>, report: Performance | undefined) {
  useEffect(() => {
    if (!container.current || !report) return;
    const chart = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: css('--bg-elevated', '#111725') },
        textColor: css('--text-muted', '#8a94a8'),
        fontSize: 11,
        fontFamily: css('--font', 'system-ui, sans-serif'),
        attributionLogo: false,
      },
      // Money with two decimals on both axes, and no '−0.00' where a tick falls a hair below zero.
      localization: { priceFormatter: (price: number) => (Math.round(price * 100) / 100 + 0).toFixed(2) },
      grid: { vertLines: { color: 'rgba(255,255,255,0.04)' }, horzLines: { color: 'rgba(255,255,255,0.04)' } },
      // Balance on the right axis, cumulative P/L on its own on the left: their ranges differ by orders of magnitude.
      rightPriceScale: { borderColor: css('--border', '#232c3f') },
      leftPriceScale: { visible: true, borderColor: css('--border', '#232c3f') },
      timeScale: { borderColor: css('--border', '#232c3f') },
    });
    const points = report.curve.map((p) => ({ time: time(p.day), balance: p.balance, profit: p.cumulative_profit }));
    // A short period has few days: each day is a dot too, so a single day still shows.
    const dots = points.length <= 31;
    // The legend above the chart names the lines (balance-curve.tsx); the axes' labels carry their colours.
    const balance = chart.addSeries(LineSeries, { color: css('--accent', '#3b82f6'), lineWidth: 2, pointMarkersVisible: dots });
    const profit = chart.addSeries(LineSeries, {
      color: css('--buy-text', '#22c55e'),
      lineWidth: 2,
      pointMarkersVisible: dots,
      priceScaleId: 'left',
    });
    balance.setData(points.map((p) => ({ time: p.time, value: p.balance })));
    profit.setData(points.map((p) => ({ time: p.time, value: p.profit })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [container, report]);
}
