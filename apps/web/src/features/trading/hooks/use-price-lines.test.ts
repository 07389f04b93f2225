import { describe, expect, it } from 'vitest';
import type { Order } from '@platform/shared/orders';
import { levelFromEntryDrag } from './use-price-lines.ts';

const order = (side: Order['side']) => ({ side }) as Order;

describe("a position's entry line dragged on the chart", () => {
  it('a buy, when dropped under the price it closes at, then sets its stop loss; above, its take profit', () => {
    expect(levelFromEntryDrag(order('buy'), 1.09, 1.1)).toBe('sl');
    expect(levelFromEntryDrag(order('buy'), 1.11, 1.1)).toBe('tp');
  });

  it('a sell, when dropped under the price it closes at, then sets its take profit; above, its stop loss', () => {
    expect(levelFromEntryDrag(order('sell'), 1.09, 1.1)).toBe('tp');
    expect(levelFromEntryDrag(order('sell'), 1.11, 1.1)).toBe('sl');
  });
});
