import { describe, expect, it } from 'vitest';
import { waitingPrice } from './waiting-price.ts';

describe('the price a pending order waits on', () => {
  it('a stop-limit, when its stop was reached, then waits at its limit; before, at its stop; a limit at its trigger', () => {
    const stopLimit = { order_type: 'stop_limit' as const, trigger_price: 1.102, limit_price: 1.1015 };
    expect(waitingPrice({ ...stopLimit, stop_reached_at: '2026-01-06T12:00:00.000Z' })).toBe(1.1015);
    expect(waitingPrice({ ...stopLimit, stop_reached_at: null })).toBe(1.102);
    expect(waitingPrice({ order_type: 'limit', trigger_price: 1.09, limit_price: null, stop_reached_at: null })).toBe(1.09);
  });
});
