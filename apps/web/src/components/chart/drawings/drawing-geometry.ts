import type { Drawing } from '@platform/shared/chart-layout';

/** A point on the pane in CSS pixels. */
export interface Px {
  x: number;
  y: number;
}

/** Retracement levels the Fibonacci tool draws (0 at the second point, 1 at the first, as traders draw swings). */
export const FIB_LEVELS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;

/** The price of a retracement level between the swing's start and end. */
export const fibPrice = (start: number, end: number, level: number) => end - (end - start) * level;

export function distanceToSegment(p: Px, a: Px, b: Px): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Where the ray from a through b leaves a pane `width` wide (or b itself when vertical). */
export function rayEnd(a: Px, b: Px, width: number): Px {
  if (b.x === a.x) return { x: b.x, y: b.y > a.y ? 1e6 : -1e6 };
  const edge = b.x > a.x ? width : 0;
  return { x: edge, y: a.y + ((b.y - a.y) * (edge - a.x)) / (b.x - a.x) };
}

/** The channel's parallel: the base line a–b moved by the third point's distance from it. */
export function channelOffset(a: Px, b: Px, c: Px): number {
  const onBase = b.x === a.x ? a.y : a.y + ((b.y - a.y) * (c.x - a.x)) / (b.x - a.x);
  return c.y - onBase;
}

export type Hit = { part: 'body' } | { part: 'handle'; index: number };

/**
 * What of a drawing lies under the pointer: an anchor handle first, then its body.
 * `points` are the drawing's anchors in pixels; `width` is the pane's.
 */
export function hitDrawing(drawing: Drawing, points: Px[], p: Px, width: number, tolerance = 6): Hit | null {
  for (const [index, anchor] of points.entries())
    if (
      Math.hypot(anchor.x - p.x, anchor.y - p.y) <= tolerance + 2 &&
      drawing.kind !== 'horizontal_line' &&
      drawing.kind !== 'vertical_line'
    )
      return { part: 'handle', index };
  const [a, b, c] = points;
  if (!a) return null;
  const near = (d: number) => d <= tolerance;
  switch (drawing.kind) {
    case 'horizontal_line':
      return near(Math.abs(p.y - a.y)) ? { part: 'body' } : null;
    case 'vertical_line':
      return near(Math.abs(p.x - a.x)) ? { part: 'body' } : null;
    case 'text':
      return p.x >= a.x - tolerance && p.x <= a.x + textWidth(drawing.text) && p.y >= a.y - 18 && p.y <= a.y + tolerance
        ? { part: 'body' }
        : null;
  }
  if (!b) return null;
  switch (drawing.kind) {
    case 'trend_line':
      return near(distanceToSegment(p, a, b)) ? { part: 'body' } : null;
    case 'ray':
      return near(distanceToSegment(p, a, rayEnd(a, b, width))) ? { part: 'body' } : null;
    case 'rectangle':
    case 'fib_retracement': {
      const inside = p.x >= Math.min(a.x, b.x) - tolerance && p.x <= Math.max(a.x, b.x) + tolerance;
      const between = p.y >= Math.min(a.y, b.y) - tolerance && p.y <= Math.max(a.y, b.y) + tolerance;
      return inside && between ? { part: 'body' } : null;
    }
    case 'parallel_channel': {
      if (!c) return null;
      const offset = channelOffset(a, b, c);
      const shifted = (q: Px) => ({ x: q.x, y: q.y + offset });
      if (near(distanceToSegment(p, a, b)) || near(distanceToSegment(p, shifted(a), shifted(b)))) return { part: 'body' };
      const inX = p.x >= Math.min(a.x, b.x) && p.x <= Math.max(a.x, b.x);
      const base = b.x === a.x ? a.y : a.y + ((b.y - a.y) * (p.x - a.x)) / (b.x - a.x);
      const inY = p.y >= Math.min(base, base + offset) && p.y <= Math.max(base, base + offset);
      return inX && inY ? { part: 'body' } : null;
    }
    default:
      return null;
  }
}

/** The note's width on the canvas, roughly (13 px sans-serif) plus its padding. */
export const textWidth = (text: string) => text.length * 7 + 12;
