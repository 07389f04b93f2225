import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Candle } from '@platform/shared/candles';
import { getTick, subscribe } from '../../../lib/tick-store.ts';
import { useOhlc } from '../api/get-ohlc.ts';
import { toChartBar, useCandleChart } from '../hooks/use-candle-chart.ts';
import { applyPrice } from '../lib/live-bar.ts';
import { TimeframeBar } from './timeframe-bar.tsx';
import { IndicatorMenu } from './indicator-menu.tsx';
import { useIndicators } from '../indicators/use-indicators.ts';
import './price-chart.css';

/** The dashboard asks 30 periods (spec §9); scrolling back loads more, up to this many. */
const FIRST_PERIODS = 30;
const MORE_PERIODS = 300;
const MAX_PERIODS = 1000;

interface PriceChartProps {
  symbol: string;
  digits: number;
  /** Initial interval in seconds: hourly on the dashboard, 5 minutes on the trade screens. */
  defaultInterval?: number;
  title?: string;
  /** Horizontal lines drawn over the candles (e.g. entry, SL and TP of open trades). */
  priceLines?: { price: number; color: string; title: string }[];
  timeframeControl?: 'buttons' | 'select';
  /** False where the screen already names the symbol above the chart (the phone's pair header). */
  showSymbol?: boolean;
  /** Controls a screen adds to the chart's header (e.g. the price-alert button). */
  actions?: ReactNode;
}

/** Our candles for a symbol, dark theme, with the last bar following the live ticks. */
export function PriceChart({
  symbol,
  digits,
  defaultInterval = 3600,
  title,
  priceLines,
  timeframeControl,
  actions,
  showSymbol = true,
}: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const { chart, series } = useCandleChart(container);
  const [interval, setInterval] = useState(defaultInterval);
  const [periods, setPeriods] = useState(FIRST_PERIODS);
  const { data, isError } = useOhlc(symbol, interval, periods);
  const lastBar = useRef<Candle | undefined>(undefined);
  const shown = useRef({ key: '', count: 0 });
  const indicators = useIndicators(chart, data);
  const onIndicatorBar = indicators.onBar;

  useEffect(() => setPeriods(FIRST_PERIODS), [symbol, interval]);

  useEffect(() => {
    series.current?.applyOptions({ priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits } });
  }, [series, digits]);

  // Stored candles: a new symbol or timeframe fits the view; more history keeps the view in place.
  useEffect(() => {
    const s = series.current;
    const timeScale = chart.current?.timeScale();
    if (!s || !timeScale || !data) return;
    const key = `${symbol}/${interval}`;
    const range = timeScale.getVisibleLogicalRange();
    s.setData(data.map(toChartBar));
    lastBar.current = data.at(-1);
    markLastBar(container.current, lastBar.current);
    if (shown.current.key !== key) timeScale.fitContent();
    else if (range && data.length > shown.current.count) {
      const added = data.length - shown.current.count;
      timeScale.setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    }
    shown.current = { key, count: data.length };
  }, [data, symbol, interval, chart, series]);

  useEffect(() => {
    const s = series.current;
    if (!s || !priceLines?.length) return;
    const lines = priceLines.map((line) => s.createPriceLine({ ...line, lineWidth: 1, lineStyle: 2, axisLabelVisible: true }));
    return () => lines.forEach((line) => s.removePriceLine(line));
  }, [series, priceLines]);

  // Scrolled to the oldest bar: ask for more history.
  useEffect(() => {
    const timeScale = chart.current?.timeScale();
    if (!timeScale) return;
    const onRange = (range: { from: number } | null) => {
      if (range && range.from < 2) setPeriods((p) => (p < MAX_PERIODS ? Math.min(p + MORE_PERIODS, MAX_PERIODS) : p));
    };
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
  }, [chart]);

  // Live ticks move the last bar without re-rendering React.
  useEffect(
    () =>
      subscribe(symbol, () => {
        const tick = getTick(symbol);
        if (!tick) return;
        const next = applyPrice(lastBar.current, tick.last_price, tick.time, interval);
        if (!next || !series.current) return;
        series.current.update(toChartBar(next));
        lastBar.current = next;
        onIndicatorBar(next);
        markLastBar(container.current, next);
      }),
    [symbol, interval, series, onIndicatorBar],
  );

  return (
    <section className="price-chart" aria-label={`${symbol} chart`}>
      <header className="price-chart__header">
        {showSymbol && (
          <h2 className="price-chart__title">
            {symbol}
            {title && <span className="price-chart__subtitle">{title}</span>}
          </h2>
        )}
        <TimeframeBar value={interval} onChange={setInterval} variant={timeframeControl} />
        <IndicatorMenu active={indicators.active} onAdd={indicators.add} onRemove={indicators.remove} />
        {actions && <div className="price-chart__actions">{actions}</div>}
      </header>
      <div className="price-chart__canvas" ref={container} data-testid="price-chart" />
      {isError && <p className="price-chart__note">The chart could not be loaded.</p>}
      <a className="price-chart__credit" href="https://www.tradingview.com/" target="_blank" rel="noreferrer">
        Charts by TradingView
      </a>
    </section>
  );
}

/** The last bar as data attributes, for tests and tools reading the chart from outside. */
function markLastBar(element: HTMLElement | null, bar: Candle | undefined) {
  if (!element || !bar) return;
  element.dataset.lastTime = String(bar.time);
  element.dataset.lastClose = String(bar.close);
  element.dataset.lastHigh = String(bar.high);
  element.dataset.lastLow = String(bar.low);
}
