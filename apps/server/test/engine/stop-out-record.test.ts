import { describe, expect, it } from 'vitest';
import { T0, engineWithAccount, marketBuy } from './fixtures.ts';

describe('stop-out record', () => {
  it('a 1-lot buy on $300, when the price falls until the margin level is under 50 %, then the closed record carries level, equity and used margin before and after', () => {
    const engine = engineWithAccount(30_000);
    const placed = engine.place(marketBuy());
    if (!placed.ok) throw new Error(placed.error.message);
    const margin = placed.value.marginCents;
    const effects = engine.tick({ symbol: 'EURUSD', bid: 1.0984, ask: 1.0985, time: T0 + 1000, marketOpen: true });
    const close = effects.find((e) => e.type === 'order' && e.event === 'closed');
    expect(close?.type === 'order' && close.order.closeReason).toBe('stop_out');
    const details = close?.type === 'order' ? close.order.stopOut : null;
    // bought at 1.10010, valued at 1.09840: 17 pips × $10 lost from $300
    expect(details).toEqual({
      marginLevel: Math.round((13_000 / margin) * 10_000) / 100,
      equityBeforeCents: 13_000,
      usedMarginBeforeCents: margin,
      equityAfterCents: 13_000,
      usedMarginAfterCents: 0,
    });
    expect(details!.marginLevel).toBeLessThanOrEqual(50);
  });
});
