import type {
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  ISeriesPrimitiveAxisView,
  SeriesAttachedParameter,
  Time,
} from 'lightweight-charts';
import type { Drawing } from '@platform/shared/chart-layout';
import { channelOffset, FIB_LEVELS, fibPrice, rayEnd, textWidth, type Px } from './drawing-geometry.ts';
import type { Projection } from './drawing-projection.ts';

export interface DrawingScene {
  drawings: Drawing[];
  /** The drawing being placed, following the pointer. */
  preview: Drawing | null;
  selectedId: string | null;
  digits: number;
  /** Text colour of labels and the background behind notes (the theme's). */
  labelColour: string;
  noteBackground: string;
}

type Ctx = CanvasRenderingContext2D;

const DASHES: Record<Drawing['style'], number[]> = { solid: [], dashed: [6, 4], dotted: [1, 3] };

function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

function line(ctx: Ctx, a: Px, b: Px) {
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
}

function handle(ctx: Ctx, p: Px, colour: string) {
  ctx.save();
  ctx.setLineDash([]);
  ctx.lineWidth = 1.5;
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = colour;
  ctx.beginPath();
  ctx.arc(p.x, p.y, 4.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** Draws one drawing from its anchors in pixels. */
function paint(ctx: Ctx, d: Drawing, pts: Px[], size: { width: number; height: number }, scene: DrawingScene) {
  const [a, b, c] = pts;
  if (!a) return;
  ctx.strokeStyle = d.color;
  ctx.lineWidth = d.width;
  ctx.setLineDash(DASHES[d.style]);
  switch (d.kind) {
    case 'horizontal_line':
      line(ctx, { x: 0, y: a.y }, { x: size.width, y: a.y });
      return;
    case 'vertical_line':
      line(ctx, { x: a.x, y: 0 }, { x: a.x, y: size.height });
      return;
    case 'text': {
      ctx.font = '13px system-ui, sans-serif';
      // The theme's panel colour, whatever CSS form it takes, slightly see-through.
      ctx.globalAlpha = 0.85;
      ctx.fillStyle = scene.noteBackground;
      ctx.fillRect(a.x - 4, a.y - 17, textWidth(d.text), 22);
      ctx.globalAlpha = 1;
      ctx.fillStyle = d.color;
      ctx.fillText(d.text, a.x + 2, a.y);
      return;
    }
  }
  if (!b) return;
  switch (d.kind) {
    case 'trend_line':
      line(ctx, a, b);
      return;
    case 'ray':
      line(ctx, a, rayEnd(a, b, size.width));
      return;
    case 'rectangle':
      ctx.fillStyle = withAlpha(d.color, 0.12);
      ctx.fillRect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
      ctx.strokeRect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
      return;
    case 'parallel_channel': {
      const offset = c ? channelOffset(a, b, c) : 0;
      ctx.fillStyle = withAlpha(d.color, 0.1);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.lineTo(b.x, b.y + offset);
      ctx.lineTo(a.x, a.y + offset);
      ctx.closePath();
      ctx.fill();
      line(ctx, a, b);
      line(ctx, { x: a.x, y: a.y + offset }, { x: b.x, y: b.y + offset });
      ctx.setLineDash([4, 4]);
      ctx.lineWidth = 1;
      line(ctx, { x: a.x, y: a.y + offset / 2 }, { x: b.x, y: b.y + offset / 2 });
      return;
    }
    case 'fib_retracement': {
      const [start, end] = d.points;
      if (!start || !end) return;
      const left = Math.min(a.x, b.x);
      const right = Math.max(a.x, b.x);
      ctx.font = '11px system-ui, sans-serif';
      let previous: number | null = null;
      for (const level of FIB_LEVELS) {
        const y = a.y + (b.y - a.y) * (1 - level);
        if (previous !== null) {
          ctx.fillStyle = withAlpha(d.color, level === 0.5 || level === 0.618 ? 0.14 : 0.07);
          ctx.fillRect(left, Math.min(previous, y), right - left, Math.abs(y - previous));
        }
        previous = y;
        line(ctx, { x: left, y }, { x: right, y });
        ctx.fillStyle = d.color;
        ctx.fillText(`${level} (${fibPrice(start.price, end.price, level).toFixed(scene.digits)})`, left + 4, y - 3);
      }
      ctx.setLineDash([3, 3]);
      ctx.lineWidth = 1;
      line(ctx, a, b);
      return;
    }
  }
}

class DrawingRenderer implements IPrimitivePaneRenderer {
  constructor(private readonly owner: DrawingPrimitive) {}

  draw(target: Parameters<IPrimitivePaneRenderer['draw']>[0]) {
    const scene = this.owner.scene();
    const projection = this.owner.projection;
    target.useMediaCoordinateSpace(({ context: ctx, mediaSize }) => {
      const all = scene.preview ? [...scene.drawings, scene.preview] : scene.drawings;
      for (const drawing of all) {
        const pts = drawing.points.map((p) => projection.toPx(p));
        if (pts.some((p) => p === null)) continue;
        ctx.save();
        paint(ctx, drawing, pts as Px[], mediaSize, scene);
        ctx.restore();
        if (drawing.id === scene.selectedId || drawing === scene.preview) for (const p of pts as Px[]) handle(ctx, p, drawing.color);
      }
    });
  }
}

class PriceLabel implements ISeriesPrimitiveAxisView {
  constructor(
    private readonly y: number,
    private readonly label: string,
    private readonly colour: string,
  ) {}
  coordinate = () => this.y;
  text = () => this.label;
  textColor = () => '#ffffff';
  backColor = () => this.colour;
}

/**
 * Every drawing of the chart's symbol as one series primitive on the price pane. The scene
 * (drawings, the one being placed, the selection) is read at each paint, so moving a drawing only
 * asks for a repaint.
 */
export class DrawingPrimitive implements ISeriesPrimitive<Time> {
  private requestUpdate: (() => void) | null = null;
  private readonly views: IPrimitivePaneView[] = [{ renderer: () => new DrawingRenderer(this), zOrder: () => 'top' }];
  private labels: ISeriesPrimitiveAxisView[] = [];

  constructor(
    readonly projection: Projection,
    readonly scene: () => DrawingScene,
  ) {}

  attached({ requestUpdate }: SeriesAttachedParameter<Time>) {
    this.requestUpdate = requestUpdate;
  }

  detached() {
    this.requestUpdate = null;
  }

  paneViews() {
    return this.views;
  }

  updateAllViews() {
    const scene = this.scene();
    // Horizontal lines and the selected drawing's prices get a label on the price axis, as on TradingView.
    this.labels = scene.drawings.flatMap((d) =>
      d.kind === 'horizontal_line' || d.id === scene.selectedId
        ? d.points.flatMap((p) => {
            const y = this.projection.toPx(p)?.y;
            return y === undefined ? [] : [new PriceLabel(y, p.price.toFixed(scene.digits), d.color)];
          })
        : [],
    );
  }

  priceAxisViews() {
    return this.labels;
  }

  repaint() {
    this.updateAllViews();
    this.requestUpdate?.();
  }
}
