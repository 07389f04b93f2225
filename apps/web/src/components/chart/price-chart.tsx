import { lazy, memo, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DrawingKind } from '@platform/shared/chart-layout';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { themeColor, useTheme } from '../../lib/theme.ts';
import { useCandleChart } from './hooks/use-candle-chart.ts';
import { useMainSeries } from './hooks/use-main-series.ts';
import { useChartData } from './hooks/use-chart-data.ts';
import { useChartLayout } from './layout/use-chart-layout.ts';
import { useIndicators } from './indicators/use-indicators.ts';
import { useDrawings } from './drawings/use-drawings.ts';
import { useDrawingLayer, type DrawingStyle } from './drawings/use-drawing-layer.ts';
import { PriceLines, type ChartPriceLine } from './price-lines.tsx';
import { TimeframeBar } from './timeframe-bar.tsx';
import { IndicatorMenu } from './indicator-menu.tsx';
import { ChartLegend } from './chart-legend.tsx';
import { ChartOptions, downloadChartPng } from './chart-options.tsx';
import { DrawingToolbar } from './drawing-toolbar.tsx';
import { DRAWING_COLOURS } from './drawings/drawing-colours.ts';
import { PencilIcon } from './chart-icons.tsx';
import { PriceActionButton } from './price-action-button.tsx';
import type { ChartExecution } from './chart-execution.ts';
import './price-chart.css';

export type { ChartPriceLine, ChartExecution };

// Shown only once a drawing is selected or the trader has fills on the symbol: not in the first load.
const DrawingStyleBar = lazy(() => import('./drawing-style-bar.tsx'));
const ExecutionMarkers = lazy(() => import('./execution-markers.tsx'));

interface PriceChartProps {
  symbol: string;
  digits: number;
  /** Interval in seconds until the trader picks one: hourly on the dashboard, 5 minutes on the phone. */
  defaultInterval?: number;
  title?: string;
  /** Lines over the candles (entry, SL and TP of trades, alerts); those with `onDrag` can be dragged. */
  priceLines?: ChartPriceLine[];
  timeframeControl?: 'buttons' | 'select';
  /** False where the screen already names the symbol above the chart (the phone's pair header). */
  showSymbol?: boolean;
  /** Controls a screen adds to the chart's header (e.g. the price-alert button). */
  actions?: ReactNode;
  /** Shown over the chart's top-left corner, under the legend (e.g. one-click trading). */
  overlay?: ReactNode;
  /** The trader's own entries and exits, marked on their bars. */
  executions?: ChartExecution[];
  /** What can be done at a price picked on the chart (TradingView's '+' on the price axis). */
  priceMenu?: (price: number) => ReactNode;
  /** Compact screens hide the drawing tools until the trader asks for them. */
  compact?: boolean;
}

/**
 * The trader's chart: bars in the saved chart type and timeframe, indicators, drawings, price
 * lines, a crosshair legend; the layout and the drawings follow the trader to every device.
 * Memoised: the screens around it re-render at every tick, the chart follows ticks by itself.
 */
export const PriceChart = memo(function PriceChart({
  symbol,
  digits,
  defaultInterval = 3600,
  title,
  priceLines,
  timeframeControl,
  actions,
  overlay,
  executions,
  priceMenu,
  compact = false,
  showSymbol = true,
}: PriceChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const chart = useCandleChart(container);
  const { layout, loading: layoutLoading, update } = useChartLayout(defaultInterval);
  const series = useMainSeries(chart, layout.chart_type, digits, layout.price_scale);
  const [history, setHistory] = useState<Parameters<typeof useIndicators>[1]>(undefined);
  const indicators = useIndicators(chart, history, layout.indicators, digits);
  const { data, shown, isError, barListeners } = useChartData(chart, series, {
    symbol,
    // The bars of the saved timeframe only: asked before the layout came, the default timeframe's
    // bars were loaded and drawn, then thrown away (a whole history load in the first load).
    interval: layoutLoading ? null : layout.interval,
    chartType: layout.chart_type,
    element,
    onBar: indicators.onBar,
  });
  useEffect(
    () => setHistory(data && shown?.[0] ? { key: `${symbol}/${layout.interval}`, candles: data, from: shown[0].time } : undefined),
    // The bars' symbol and timeframe are read with them, not on their own (data follows them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, shown],
  );

  const drawings = useDrawings(symbol);
  const [tool, setTool] = useState<DrawingKind | null>(null);
  const [magnet, setMagnet] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [style, setStyle] = useState<DrawingStyle>({ color: DRAWING_COLOURS[0], width: 2, style: 'solid' });
  const [toolsOpen, setToolsOpen] = useState(!compact);
  useEffect(() => setSelectedId(null), [symbol]);
  useDrawingLayer({
    chart,
    series,
    element,
    drawings: drawings.drawings,
    candles: data,
    shownBars: shown?.length ?? 0,
    interval: layout.interval,
    tool,
    magnet,
    selectedId,
    style,
    look: { digits, labelColour: themeColor('--text') || '#e6ebf5', noteBackground: themeColor('--bg-elevated') || '#111725' },
    newText: t('chartTools.newNote'),
    onCommit: drawings.commit,
    onSelect: setSelectedId,
    onPlaced: () => setTool(null),
  });
  const selected = drawings.drawings.find((d) => d.id === selectedId);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]');
      if (typing) return;
      if ((event.key === 'Delete' || event.key === 'Backspace') && selectedId) {
        drawings.remove(selectedId);
        event.preventDefault();
      } else if (event.key === 'z' && (event.ctrlKey || event.metaKey) && drawings.canUndo) {
        drawings.undo();
        event.preventDefault();
      } else if (event.key === 'Escape') setTool(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selectedId, drawings]);

  return (
    <section
      className={compact ? 'price-chart price-chart--compact' : 'price-chart'}
      aria-label={t('market.chart', { symbol })}
      data-theme-chart={theme}
    >
      <header className="price-chart__header">
        {showSymbol && (
          <h2 className="price-chart__title">
            {symbol}
            {title && <span className="price-chart__subtitle">{title}</span>}
          </h2>
        )}
        <TimeframeBar value={layout.interval} onChange={(interval) => update({ interval })} variant={timeframeControl} />
        <ChartOptions
          chartType={layout.chart_type}
          onChartType={(chart_type) => update({ chart_type })}
          priceScale={layout.price_scale}
          onPriceScale={(price_scale) => update({ price_scale })}
          onSavePng={() => chart && downloadChartPng(chart.takeScreenshot(true), `${symbol}-${layout.interval}s.png`)}
        />
        <IndicatorMenu
          active={layout.indicators}
          onChange={(next) => update({ indicators: next })}
          specOf={indicators.modules?.[0].indicatorSpec ?? null}
        />
        {compact && (
          <button
            type="button"
            className="chart-options__button"
            aria-pressed={toolsOpen}
            aria-label={t('chartTools.tools')}
            onClick={() => {
              setToolsOpen(!toolsOpen);
              setTool(null);
            }}
          >
            <PencilIcon />
          </button>
        )}
        {actions && <div className="price-chart__actions">{actions}</div>}
      </header>
      <div className="price-chart__body">
        {toolsOpen && (
          <DrawingToolbar
            tool={tool}
            onTool={(next) => {
              setTool(next);
              if (next) setSelectedId(null);
            }}
            magnet={magnet}
            onMagnet={setMagnet}
            canUndo={drawings.canUndo}
            onUndo={drawings.undo}
            disabled={!drawings.loaded}
          />
        )}
        <div className="price-chart__stage">
          <div
            className="price-chart__canvas"
            ref={(node) => {
              container.current = node;
              setElement(node);
            }}
            data-testid="price-chart"
            data-drawings={drawings.drawings.length}
          />
          <PriceLines chart={chart} series={series} lines={priceLines} digits={digits} barListeners={barListeners} />
          {executions && executions.length > 0 && (
            <Suspense fallback={null}>
              <ExecutionMarkers
                chart={chart}
                series={series}
                executions={executions}
                candles={shown}
                interval={layout.interval}
                digits={digits}
              />
            </Suspense>
          )}
          {priceMenu && !tool && <PriceActionButton chart={chart} series={series} digits={digits} menu={priceMenu} />}
          <div className="price-chart__overlay">
            <ChartLegend chart={chart} candles={data} digits={digits} barListeners={barListeners} />
            {overlay}
          </div>
          {selected && !tool && (
            <Suspense fallback={null}>
              <DrawingStyleBar
                key={selected.id}
                drawing={selected}
                onChange={(patch) => {
                  drawings.change(selected.id, patch);
                  const { color, width, style: lineStyle } = { ...selected, ...patch };
                  setStyle({ color, width, style: lineStyle });
                }}
                onDelete={() => drawings.remove(selected.id)}
              />
            </Suspense>
          )}
          {isError && <p className="price-chart__note">{t('market.chartFailed')}</p>}
          <a className="price-chart__credit" href="https://www.tradingview.com/" target="_blank" rel="noreferrer">
            {t('market.credit')}
          </a>
        </div>
      </div>
    </section>
  );
});
