import { useEffect, useRef, useState } from 'react';
import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import type { Drawing, DrawingKind, DrawingPoint } from '@platform/shared/chart-layout';
import type { Candle } from '@platform/shared/candles';
import type { DrawingLayer } from './drawing-layer.ts';
import type * as LayerModule from './drawing-layer.ts';

export interface DrawingStyle {
  color: string;
  width: number;
  style: Drawing['style'];
}

interface Options {
  chart: IChartApi | null;
  series: ISeriesApi<SeriesType> | null;
  element: HTMLElement | null;
  drawings: Drawing[];
  /** Every bar held (drawings anchor on their times); the chart is handed the newest `shownBars`. */
  candles: Candle[] | undefined;
  shownBars: number;
  interval: number;
  tool: DrawingKind | null;
  magnet: boolean;
  selectedId: string | null;
  style: DrawingStyle;
  look: { digits: number; labelColour: string; noteBackground: string };
  newText: string;
  onCommit(drawings: Drawing[]): void;
  onSelect(id: string | null): void;
  onPlaced(drawing: Drawing): void;
}

const newId = () => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Puts the drawing layer on the chart. Its code (primitive, hit tests, pointer handling) is a lazy
 * chunk fetched once the symbol has drawings or a tool is picked.
 */
export function useDrawingLayer(options: Options) {
  const { chart, series, element, drawings, candles, shownBars, interval, tool, magnet, selectedId } = options;
  const [module, setModule] = useState<typeof LayerModule | null>(null);
  const layer = useRef<DrawingLayer | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const wanted = drawings.length > 0 || tool !== null;

  useEffect(() => {
    if (wanted && !module) void import('./drawing-layer.ts').then(setModule);
  }, [wanted, module]);

  useEffect(() => {
    if (!module || !chart || !series || !element) return;
    const created = module.attachDrawingLayer(chart, series, element, {
      onCommit: (list) => latest.current.onCommit(list),
      onSelect: (id) => latest.current.onSelect(id),
      onPlaced: (drawing) => latest.current.onPlaced(drawing),
      newDrawing: (kind: DrawingKind, points: DrawingPoint[]): Drawing => ({
        id: newId(),
        kind,
        points,
        ...latest.current.style,
        text: kind === 'text' ? latest.current.newText : '',
      }),
    });
    layer.current = created;
    created.setDrawings(latest.current.drawings);
    created.setLook(latest.current.look);
    return () => {
      created.destroy();
      layer.current = null;
    };
  }, [module, chart, series, element]);

  useEffect(() => {
    layer.current?.setDrawings(drawings);
  }, [drawings, module, chart, series]);

  useEffect(() => {
    if (!candles) return;
    layer.current?.setBars({
      times: candles.map((c) => c.time),
      interval,
      ohlc: candles.map((c) => [c.open, c.high, c.low, c.close]),
      offset: candles.length - shownBars,
    });
  }, [candles, shownBars, interval, module, chart, series]);

  useEffect(() => {
    layer.current?.setTool(tool);
    // The tool the layer takes clicks for: a click before its lazy code has arrived places nothing.
    if (element) element.dataset.drawingTool = layer.current ? (tool ?? '') : '';
  }, [tool, module, chart, series, element]);
  useEffect(() => layer.current?.setMagnet(magnet), [magnet, module, chart, series]);
  useEffect(() => layer.current?.setSelected(selectedId), [selectedId, module, chart, series]);
  const { digits, labelColour, noteBackground } = options.look;
  useEffect(
    () => layer.current?.setLook({ digits, labelColour, noteBackground }),
    [digits, labelColour, noteBackground, module, chart, series],
  );
}
