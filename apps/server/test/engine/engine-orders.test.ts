import { describe, expect, it } from 'vitest';
import { T0, engineWithAccount, marketBuy } from './fixtures.ts';
import type { Effect } from '../../src/engine/types.ts';

const ledger = (effects: Effect[]) => effects.filter((e) => e.type === 'ledger');

describe('trading engine orders', () => {
  it('market buy, when filled, then opens at the ask with margin = notional / leverage', () => {
    const engine = engineWithAccount();
    const result = engine.place(marketBuy());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.openPts).toBe(110010);
    expect(result.value.marginCents).toBe(Math.ceil((100_000 * 1.1001 * 100) / 400));
    expect(engine.accountFigures(1)!.usedMarginCents).toBe(result.value.marginCents);
  });

  it('market sell, when price then falls, then closing realises the profit through the ledger', () => {
    const engine = engineWithAccount();
    const placed = engine.place(marketBuy({ side: 'sell' }));
    if (!placed.ok) throw new Error(placed.error.message);
    engine.tick({ symbol: 'EURUSD', bid: 1.099, ask: 1.0991, time: T0 + 1000, marketOpen: true });
    const closed = engine.close({ accountId: 1, orderId: placed.value.id, volume: null, now: T0 + 2000, marketOpen: true });
    if (!closed.ok) throw new Error(closed.error.message);
    // sold at 1.10000, bought back at the ask 1.09910: 9 pips × $10
    expect(closed.value.profitCents).toBe(9000);
    expect(ledger(closed.effects)).toEqual([expect.objectContaining({ kind: 'realised_pnl', amountCents: 9000 })]);
    expect(engine.accountFigures(1)!.balanceCents).toBe(1_009_000);
  });

  it('order above free margin, when placed, then is refused with required and free', () => {
    const engine = engineWithAccount(10_000);
    const result = engine.place(marketBuy({ volume: 1 }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INSUFFICIENT_MARGIN');
    expect(result.error.details).toEqual({ required: 285.03, free: 100 });
  });

  it('volume off the step, when placed, then is refused with step and requested', () => {
    const engine = engineWithAccount();
    const result = engine.place(marketBuy({ volume: 0.015 }));
    expect(!result.ok && result.error.code).toBe('VOLUME_STEP_INVALID');
    expect(!result.ok && result.error.message).toBe('Volume must be in steps of 0.01. You entered 0.015.');
  });

  it('buy limit, when the ask gaps through it, then fills once at the first available ask', () => {
    const engine = engineWithAccount();
    const placed = engine.place(marketBuy({ orderType: 'limit', triggerPrice: 1.095 }));
    if (!placed.ok) throw new Error(placed.error.message);
    expect(engine.tick({ symbol: 'EURUSD', bid: 1.097, ask: 1.0971, time: T0 + 1, marketOpen: true })).toEqual([]);
    const effects = engine.tick({ symbol: 'EURUSD', bid: 1.09, ask: 1.0901, time: T0 + 2, marketOpen: true });
    const triggered = effects.filter((e) => e.type === 'order' && e.event === 'triggered');
    expect(triggered).toHaveLength(1);
    expect(engine.liveOrder(placed.value.id)!.openPts).toBe(109010);
    expect(
      engine
        .tick({ symbol: 'EURUSD', bid: 1.08, ask: 1.0801, time: T0 + 3, marketOpen: true })
        .some((e) => e.type === 'order' && e.event === 'triggered'),
    ).toBe(false);
  });

  it('stop loss on a buy, when the bid reaches it, then closes with reason stop_loss', () => {
    const engine = engineWithAccount();
    const placed = engine.place(marketBuy({ stopLossPrice: 1.095 }));
    if (!placed.ok) throw new Error(placed.error.message);
    const effects = engine.tick({ symbol: 'EURUSD', bid: 1.0949, ask: 1.095, time: T0 + 5, marketOpen: true });
    const closed = effects.find((e) => e.type === 'order' && e.event === 'closed');
    expect(closed && closed.type === 'order' && closed.order.closeReason).toBe('stop_loss');
    expect(engine.liveOrder(placed.value.id)).toBeUndefined();
  });

  it('SL for a buy above the bid, when set, then answers the spec message', () => {
    const engine = engineWithAccount();
    const placed = engine.place(marketBuy());
    if (!placed.ok) throw new Error(placed.error.message);
    const result = engine.modifyStops({ accountId: 1, orderId: placed.value.id, now: T0, stopLossPrice: 1.0999999, takeProfitPrice: null });
    expect(!result.ok && result.error.message).toBe('Invalid SL for Buy: must be at least 1 pip(s) below current price (1.10000).');
  });

  it('market order while closed, when the market opens, then is queued and filled at the first price', () => {
    const engine = engineWithAccount();
    const placed = engine.place(marketBuy({ marketOpen: false }));
    if (!placed.ok) throw new Error(placed.error.message);
    expect(placed.value).toMatchObject({ status: 'pending', queued: true });
    engine.tick({ symbol: 'EURUSD', bid: 1.2, ask: 1.2001, time: T0 + 9, marketOpen: true });
    expect(engine.liveOrder(placed.value.id)).toMatchObject({ status: 'open', openPts: 120010, queued: false });
  });

  it('losing position, when margin level falls under 50 %, then is stopped out and a negative balance written off', () => {
    const engine = engineWithAccount(30_000);
    const placed = engine.place(marketBuy({ volume: 1 }));
    if (!placed.ok) throw new Error(placed.error.message);
    const effects = engine.tick({ symbol: 'EURUSD', bid: 1.05, ask: 1.0501, time: T0 + 9, marketOpen: true });
    expect(effects.some((e) => e.type === 'order' && e.order.closeReason === 'stop_out')).toBe(true);
    expect(ledger(effects).map((e) => e.type === 'ledger' && e.kind)).toEqual(['realised_pnl', 'write_off']);
    expect(engine.accountFigures(1)!.balanceCents).toBe(0);
  });

  it('USDJPY position, when valued, then converts yen P/L at our own USDJPY rate', () => {
    const engine = engineWithAccount();
    const placed = engine.place(marketBuy({ symbol: 'USDJPY', volume: 1, requestedPrice: 150.02 }));
    if (!placed.ok) throw new Error(placed.error.message);
    engine.tick({ symbol: 'USDJPY', bid: 151.02, ask: 151.04, time: T0 + 1, marketOpen: true });
    // +1.00 yen × 100,000 = 100,000 JPY at 1/151.03
    expect(engine.floatingProfitCents(engine.liveOrder(placed.value.id)!)).toBe(Math.round((100_000 / 151.03) * 100));
  });
});
