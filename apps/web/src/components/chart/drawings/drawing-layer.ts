import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import { DRAWING_POINTS, type DrawingKind } from '@platform/shared/chart-kinds';
import type { Drawing, DrawingPoint } from '@platform/shared/chart-layout';
import { hitDrawing, type Hit, type Px } from './drawing-geometry.ts';
import { DrawingPrimitive, type DrawingScene } from './drawing-primitive.ts';
import { Projection, type Bars } from './drawing-projection.ts';

export interface DrawingLayerCallbacks {
  /** A finished change (placed, moved, reshaped): the whole new list. */
  onCommit(drawings: Drawing[]): void;
  onSelect(id: string | null): void;
  /** A drawing was placed: the toolbar goes back to the cursor. */
  onPlaced(drawing: Drawing): void;
  /** Style of a new drawing (the toolbar's current colour etc.). */
  newDrawing(kind: DrawingKind, points: DrawingPoint[]): Drawing;
}

export interface DrawingLayer {
  setDrawings(drawings: Drawing[]): void;
  setBars(bars: Bars): void;
  setTool(kind: DrawingKind | null): void;
  setMagnet(on: boolean): void;
  setSelected(id: string | null): void;
  setLook(look: { digits: number; labelColour: string; noteBackground: string }): void;
  destroy(): void;
}

interface Drag {
  id: string;
  hit: Hit;
  start: Px;
  original: Drawing;
  originalPx: Px[];
  moved: boolean;
}

/**
 * The drawing tools on a chart: renders the drawings (a series primitive) and turns pointer input
 * on the price pane into placing, selecting, moving and reshaping them. The chart's own scrolling
 * is paused while a tool is active or a drawing is being dragged.
 */
export function attachDrawingLayer(
  chart: IChartApi,
  series: ISeriesApi<SeriesType>,
  element: HTMLElement,
  callbacks: DrawingLayerCallbacks,
): DrawingLayer {
  const projection = new Projection(chart, series);
  const state: DrawingScene = {
    drawings: [],
    preview: null,
    selectedId: null,
    digits: 5,
    labelColour: '#d1d4dc',
    noteBackground: '#111725',
  };
  let tool: DrawingKind | null = null;
  let magnet = false;
  let placing: DrawingPoint[] = [];
  let drag: Drag | null = null;
  const primitive = new DrawingPrimitive(projection, () => state);
  series.attachPrimitive(primitive);

  const chartInput = (on: boolean) => chart.applyOptions({ handleScroll: on, handleScale: on });
  const pointerPx = (event: PointerEvent): Px => {
    const rect = element.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const inPane = (p: Px) => p.x >= 0 && p.y >= 0 && p.x <= projection.paneWidth() && p.y <= projection.paneHeight();

  function hitAt(p: Px): { drawing: Drawing; hit: Hit; px: Px[] } | null {
    // The selected drawing first, then the newest: what the trader sees on top.
    const order = [...state.drawings].reverse().sort((x, y) => Number(y.id === state.selectedId) - Number(x.id === state.selectedId));
    for (const drawing of order) {
      const px = drawing.points.map((point) => projection.toPx(point));
      if (px.some((q) => q === null)) continue;
      const hit = hitDrawing(drawing, px as Px[], p, projection.paneWidth());
      if (hit) return { drawing, hit, px: px as Px[] };
    }
    return null;
  }

  function select(id: string | null) {
    if (state.selectedId === id) return;
    state.selectedId = id;
    callbacks.onSelect(id);
    primitive.repaint();
  }

  function place(point: DrawingPoint) {
    if (!tool) return;
    placing = [...placing, point];
    const wanted = DRAWING_POINTS[tool];
    if (placing.length < wanted) {
      state.preview = callbacks.newDrawing(tool, [...placing, point, point].slice(0, wanted));
      primitive.repaint();
      return;
    }
    const drawing = callbacks.newDrawing(tool, placing);
    placing = [];
    state.preview = null;
    state.drawings = [...state.drawings, drawing];
    state.selectedId = drawing.id;
    callbacks.onCommit(state.drawings);
    callbacks.onSelect(drawing.id);
    callbacks.onPlaced(drawing);
    primitive.repaint();
  }

  function onPointerDown(event: PointerEvent) {
    if (event.button !== 0) return;
    const p = pointerPx(event);
    if (!inPane(p)) return;
    if (tool) {
      event.stopPropagation();
      const point = projection.toPoint(p, magnet);
      if (point) place(point);
      return;
    }
    const found = hitAt(p);
    if (!found) {
      select(null);
      return;
    }
    event.stopPropagation();
    chartInput(false);
    select(found.drawing.id);
    drag = { id: found.drawing.id, hit: found.hit, start: p, original: found.drawing, originalPx: found.px, moved: false };
    element.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent) {
    const p = pointerPx(event);
    if (tool && placing.length > 0) {
      const point = projection.toPoint(p, magnet);
      if (!point) return;
      const wanted = DRAWING_POINTS[tool];
      const points = [...placing, point, point].slice(0, wanted);
      state.preview = callbacks.newDrawing(tool, points);
      primitive.repaint();
      return;
    }
    if (drag) {
      const dx = p.x - drag.start.x;
      const dy = p.y - drag.start.y;
      if (!drag.moved && Math.hypot(dx, dy) < 3) return;
      drag.moved = true;
      const target = drag.hit;
      const points = drag.originalPx.map((q, index) => {
        if (target.part === 'handle' && target.index !== index) return drag!.original.points[index]!;
        return projection.toPoint({ x: q.x + dx, y: q.y + dy }, magnet && target.part === 'handle') ?? drag!.original.points[index]!;
      });
      state.drawings = state.drawings.map((d) => (d.id === drag!.id ? { ...d, points } : d));
      primitive.repaint();
      return;
    }
    if (!tool) element.style.cursor = hitAt(p) ? 'pointer' : '';
  }

  function onPointerUp() {
    if (!drag) return;
    const moved = drag.moved;
    drag = null;
    chartInput(!tool);
    if (moved) callbacks.onCommit(state.drawings);
  }

  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape' && placing.length > 0) {
      placing = [];
      state.preview = null;
      primitive.repaint();
    }
  }

  element.addEventListener('pointerdown', onPointerDown, { capture: true });
  element.addEventListener('pointermove', onPointerMove);
  element.addEventListener('pointerup', onPointerUp);
  element.addEventListener('pointercancel', onPointerUp);
  window.addEventListener('keydown', onKey);
  const onRange = () => primitive.repaint();
  chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);

  return {
    setDrawings(drawings) {
      if (drag) return;
      state.drawings = drawings;
      if (state.selectedId && !drawings.some((d) => d.id === state.selectedId)) select(null);
      primitive.repaint();
    },
    setBars(bars) {
      projection.bars = bars;
      primitive.repaint();
    },
    setTool(kind) {
      tool = kind;
      placing = [];
      state.preview = null;
      chartInput(kind === null);
      element.style.cursor = kind ? 'crosshair' : '';
      element.style.touchAction = kind ? 'none' : '';
      primitive.repaint();
    },
    setMagnet(on) {
      magnet = on;
    },
    setSelected(id) {
      select(id);
    },
    setLook(look) {
      Object.assign(state, look);
      primitive.repaint();
    },
    destroy() {
      element.removeEventListener('pointerdown', onPointerDown, { capture: true });
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerUp);
      window.removeEventListener('keydown', onKey);
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      chartInput(true);
      series.detachPrimitive(primitive);
    },
  };
}
