import { describe, expect, it } from 'vitest';
import type { Drawing } from '@platform/shared/chart-layout';
import { channelOffset, distanceToSegment, fibPrice, hitDrawing, rayEnd } from './drawing-geometry.ts';

const drawing = (kind: Drawing['kind'], text = ''): Drawing => ({
  id: 'd',
  kind,
  points: [],
  color: '#ffffff',
  width: 1,
  style: 'solid',
  text,
});

describe('drawing geometry', () => {
  it('fibPrice, when given a swing from 1.1000 to 1.2000, then puts 0.618 at 1.1382 and the ends at the swing', () => {
    expect(fibPrice(1.1, 1.2, 0)).toBe(1.2);
    expect(fibPrice(1.1, 1.2, 1)).toBeCloseTo(1.1, 12);
    expect(fibPrice(1.1, 1.2, 0.618)).toBeCloseTo(1.1382, 12);
  });

  it('distanceToSegment, when the point is beyond an end, then measures to that end', () => {
    expect(distanceToSegment({ x: 0, y: 5 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(distanceToSegment({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
  });

  it('rayEnd, when the ray points right, then it reaches the pane edge on its slope', () => {
    expect(rayEnd({ x: 10, y: 10 }, { x: 20, y: 20 }, 100)).toEqual({ x: 100, y: 100 });
    expect(rayEnd({ x: 10, y: 10 }, { x: 0, y: 20 }, 100)).toEqual({ x: 0, y: 20 });
  });

  it('channelOffset, when the third point sits 30 px under the base line, then answers 30', () => {
    expect(channelOffset({ x: 0, y: 0 }, { x: 100, y: 100 }, { x: 50, y: 80 })).toBe(30);
  });

  it('hitDrawing, when the pointer is on a handle, the line, or away, then answers handle, body or nothing', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ];
    expect(hitDrawing(drawing('trend_line'), points, { x: 1, y: 1 }, 500)).toEqual({ part: 'handle', index: 0 });
    expect(hitDrawing(drawing('trend_line'), points, { x: 50, y: 3 }, 500)).toEqual({ part: 'body' });
    expect(hitDrawing(drawing('trend_line'), points, { x: 50, y: 20 }, 500)).toBeNull();
    expect(hitDrawing(drawing('ray'), points, { x: 400, y: 2 }, 500)).toEqual({ part: 'body' });
    expect(hitDrawing(drawing('horizontal_line'), [{ x: 10, y: 40 }], { x: 300, y: 43 }, 500)).toEqual({ part: 'body' });
    expect(
      hitDrawing(
        drawing('rectangle'),
        [
          { x: 0, y: 0 },
          { x: 100, y: 50 },
        ],
        { x: 50, y: 25 },
        500,
      ),
    ).toEqual({ part: 'body' });
  });
});
