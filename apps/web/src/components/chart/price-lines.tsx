import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import {
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type ISeriesPrimitive,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import type { Candle } from '@platform/shared/candles';
import { keptRange, spanOf } from './lib/kept-range.ts';

/** Where a handle of a line off the scale waits: below the legend at the top, just above the bottom. */
const TOP_EDGE = 40;
const BOTTOM_EDGE = 12;

/** A horizontal line over the bars; with `drag`, it has a handle the trader can drag to a new price. */
export interface ChartPriceLine {
  price: number;
  color: string;
  title: string;
  /** The price scale stretches to show it (a position's entry, SL and TP), so it can be seen and dragged. */
  keepInView?: boolean;
  drag?: {
    /** The handle's accessible name, e.g. 'Drag stop loss of #12'. */
    label: string;
    /** The text on the handle (TradingView's order label); it may update itself (a live P/L). */
    text: ReactNode;
    onDrop: (price: number) => void;
  };
}

interface PriceLinesProps {
  chart: IChartApi | null;
  series: ISeriesApi<SeriesType> | null;
  lines: ChartPriceLine[] | undefined;
  digits: number;
  barListeners: Set<(bar: Candle | undefined) => void>;
}

/**
 * The chart's price lines, and a handle at the left end of each draggable one. A handle follows
 * its line (on ticks, scrolls and zooms) and, dragged, moves the line with the pointer; released,
 * it hands the new price to the line's owner (which confirms and saves it).
 */
export function PriceLines({ chart, series, lines, digits, barListeners }: PriceLinesProps) {
  const created = useRef<IPriceLine[]>([]);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [dragging, setDragging] = useState<{ index: number; price: number } | null>(null);

  useEffect(() => {
    if (!series || !lines?.length) return;
    created.current = lines.map((line) =>
      series.createPriceLine({
        price: line.price,
        color: line.color,
        title: line.title,
        lineWidth: 1,
        lineStyle: line.drag ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
      }),
    );
    refresh();
    return () => {
      created.current.forEach((line) => series.removePriceLine(line));
      created.current = [];
    };
  }, [series, lines]);

  // Lines to keep in view widen the price scale's autoscale range when they are near the candles in
  // view; farther ones leave the scale to the candles and their handles wait at the edge.
  useEffect(() => {
    const prices = lines?.filter((line) => line.keepInView).map((line) => line.price) ?? [];
    if (!series || prices.length === 0) return;
    const barsIn = function* (start: number, end: number) {
      for (let index = Math.max(0, Math.ceil(start)); index <= Math.floor(end); index++) {
        yield series.dataByIndex(index) as { low?: number; high?: number; value?: number } | null;
      }
    };
    const inView: ISeriesPrimitive<Time> = {
      autoscaleInfo: (start, end) => {
        const priceRange = keptRange(spanOf(barsIn(start, end)), prices);
        return priceRange ? { priceRange } : null;
      },
    };
    series.attachPrimitive(inView);
    return () => series.detachPrimitive(inView);
  }, [series, lines]);

  // Handles follow their lines: re-placed after ticks (autoscale), scrolls, zooms and resizes.
  useEffect(() => {
    if (!chart || !lines?.some((line) => line.drag)) return;
    let frame = 0;
    const later = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          refresh();
        });
    };
    barListeners.add(later);
    chart.timeScale().subscribeVisibleLogicalRangeChange(later);
    chart.timeScale().subscribeSizeChange(later);
    const element = chart.chartElement();
    element.addEventListener('wheel', later, { passive: true });
    element.addEventListener('pointermove', later);
    return () => {
      barListeners.delete(later);
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(later);
      chart.timeScale().unsubscribeSizeChange(later);
      element.removeEventListener('wheel', later);
      element.removeEventListener('pointermove', later);
      cancelAnimationFrame(frame);
    };
  }, [chart, lines, barListeners]);

  if (!series || !lines) return null;
  const paneHeight = chart?.panes()[0]?.getHeight() ?? 0;

  return (
    <>
      {lines.map((line, index) => {
        if (!line.drag) return null;
        const price = dragging?.index === index ? dragging.price : line.price;
        const coordinate = series.priceToCoordinate(price);
        if (coordinate === null) return null;
        // Off the scale (far from the candles): the handle waits at the edge, an arrow pointing to its line.
        const offScale = coordinate < 0 ? 'above' : coordinate > paneHeight ? 'below' : null;
        const y = offScale === 'above' ? TOP_EDGE : offScale === 'below' ? paneHeight - BOTTOM_EDGE : coordinate;
        const { drag } = line;
        return (
          <button
            key={`${line.title}-${index}`}
            type="button"
            className="price-line-handle"
            data-price={price}
            style={{ top: y, borderColor: line.color }}
            onPointerDown={(event) => {
              event.preventDefault();
              event.stopPropagation();
              event.currentTarget.setPointerCapture(event.pointerId);
              setDragging({ index, price: line.price });
            }}
            onPointerMove={(event) => {
              if (dragging?.index !== index) return;
              const top = event.currentTarget.parentElement?.getBoundingClientRect().top ?? 0;
              const next = series.coordinateToPrice(event.clientY - top);
              if (next === null || next <= 0) return;
              const rounded = Number(next.toFixed(digits));
              created.current[index]?.applyOptions({ price: rounded });
              setDragging({ index, price: rounded });
            }}
            onPointerUp={() => {
              if (dragging?.index !== index) return;
              setDragging(null);
              created.current[index]?.applyOptions({ price: line.price });
              if (dragging.price !== line.price) drag.onDrop(dragging.price);
            }}
            onPointerCancel={() => {
              setDragging(null);
              created.current[index]?.applyOptions({ price: line.price });
            }}
          >
            <span className="price-line-handle__grip" aria-hidden="true" style={{ background: line.color }}>
              ⇕
            </span>
            <span className="visually-hidden">{drag.label}: </span>
            {offScale && <span aria-hidden="true">{offScale === 'above' ? '▲ ' : '▼ '}</span>}
            {drag.text}
            {dragging?.index === index && <span className="price-line-handle__price"> → {dragging.price.toFixed(digits)}</span>}
          </button>
        );
      })}
    </>
  );
}
