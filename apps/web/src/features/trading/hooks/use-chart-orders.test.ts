import { describe, expect, it } from 'vitest';
import { pendingKindsAt } from './use-chart-orders.ts';

describe('pending orders from a chart price', () => {
  const quote = { bid: 1.1, ask: 1.1002 };
  it('a price above the ask, when picked, then offers a buy stop and a sell limit', () => {
    expect(pendingKindsAt(1.101, quote)).toEqual([
      { side: 'buy', kind: 'stop' },
      { side: 'sell', kind: 'limit' },
    ]);
  });
  it('a price below the bid, when picked, then offers a buy limit and a sell stop', () => {
    expect(pendingKindsAt(1.099, quote)).toEqual([
      { side: 'buy', kind: 'limit' },
      { side: 'sell', kind: 'stop' },
    ]);
  });
  it('a price inside the spread, when picked, then offers no order', () => {
    expect(pendingKindsAt(1.1001, quote)).toEqual([]);
  });
});
