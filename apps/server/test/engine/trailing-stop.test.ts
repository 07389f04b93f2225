import { describe, expect, it } from 'vitest';
import { T0, engineWithAccount, marketBuy } from './fixtures.ts';
import type { TradingEngine } from '../../src/engine/trading-engine.ts';

const eur = (engine: TradingEngine, bid: number, at = T0 + 1000) =>
  engine.tick({ symbol: 'EURUSD', bid, ask: Math.round((bid + 0.0001) * 1e5) / 1e5, time: at, marketOpen: true });

function openBuy(engine: TradingEngine, side: 'buy' | 'sell' = 'buy') {
  const placed = engine.place(marketBuy({ side }));
  if (!placed.ok) throw new Error(placed.error.message);
  return placed.value;
}

describe('trailing stop and break-even in the engine', () => {
  it('buy with a 20-pip trailing stop, when the price rises then falls, then the SL follows up, never back, and closes the trade', () => {
    const engine = engineWithAccount();
    const order = openBuy(engine);
    const set = engine.modifyStops({
      accountId: 1,
      orderId: order.id,
      now: T0,
      stopLossPrice: null,
      takeProfitPrice: null,
      trailingStopPips: 20,
    });
    if (!set.ok) throw new Error(set.error.message);
    // Set at bid 1.10000: the SL starts 20 pips below it.
    expect(set.value.stopLossPts).toBe(109_800);
    const moved = eur(engine, 1.105);
    expect(moved).toContainEqual(expect.objectContaining({ type: 'order', event: 'modified' }));
    expect(engine.liveOrder(order.id)!.stopLossPts).toBe(110_300);
    expect(eur(engine, 1.1045)).toEqual([]);
    expect(engine.liveOrder(order.id)!.stopLossPts).toBe(110_300);
    const closed = eur(engine, 1.103);
    const close = closed.find((e) => e.type === 'order' && e.event === 'closed');
    expect(close?.type === 'order' && close.order.closeReason).toBe('stop_loss');
    expect(close?.type === 'order' && close.order.profitCents).toBeGreaterThan(0);
  });

  it('sell with a trailing stop, when the price falls less than one pip, then the SL stays (one-pip steps)', () => {
    const engine = engineWithAccount();
    const order = openBuy(engine, 'sell');
    const set = engine.modifyStops({
      accountId: 1,
      orderId: order.id,
      now: T0,
      stopLossPrice: null,
      takeProfitPrice: null,
      trailingStopPips: 10,
    });
    if (!set.ok) throw new Error(set.error.message);
    expect(set.value.stopLossPts).toBe(110_010 + 100);
    eur(engine, 1.09995);
    expect(engine.liveOrder(order.id)!.stopLossPts).toBe(110_110);
    eur(engine, 1.0999);
    expect(engine.liveOrder(order.id)!.stopLossPts).toBe(110_100);
  });

  it('buy with break-even at 10 pips and 2 pips offset, when profit reaches 10 pips, then the SL moves to entry + 2 pips once', () => {
    const engine = engineWithAccount();
    const order = openBuy(engine);
    const set = engine.modifyStops({
      accountId: 1,
      orderId: order.id,
      now: T0,
      stopLossPrice: 1.095,
      takeProfitPrice: null,
      breakEvenPips: 10,
      breakEvenOffsetPips: 2,
    });
    if (!set.ok) throw new Error(set.error.message);
    eur(engine, 1.101);
    expect(engine.liveOrder(order.id)!.stopLossPts).toBe(109_500);
    eur(engine, 1.1011);
    const live = engine.liveOrder(order.id)!;
    expect(live.stopLossPts).toBe(110_010 + 20);
    expect(live.breakEvenPts).toBeNull();
    const closed = eur(engine, 1.1002);
    expect(closed.some((e) => e.type === 'order' && e.event === 'closed' && e.order.closeReason === 'stop_loss')).toBe(true);
  });

  it('trailing stop below one pip or break-even offset not below the trigger, when set, then 422 on that field and nothing changes', () => {
    const engine = engineWithAccount();
    const order = openBuy(engine);
    const small = engine.modifyStops({
      accountId: 1,
      orderId: order.id,
      now: T0,
      stopLossPrice: null,
      takeProfitPrice: null,
      trailingStopPips: 0.4,
    });
    expect(!small.ok && small.error.errors).toEqual({ trailing_stop_pips: ['Trailing stop must be between 1 and 1000000 pips.'] });
    const beyond = engine.modifyStops({
      accountId: 1,
      orderId: order.id,
      now: T0,
      stopLossPrice: null,
      takeProfitPrice: null,
      trailingStopPips: 11_000,
    });
    expect(!beyond.ok && beyond.error.message).toBe('Trailing stop must be closer than the price itself.');
    const offset = engine.modifyStops({
      accountId: 1,
      orderId: order.id,
      now: T0,
      stopLossPrice: null,
      takeProfitPrice: null,
      breakEvenPips: 5,
      breakEvenOffsetPips: 5,
    });
    expect(!offset.ok && Object.keys(offset.error.errors ?? {})).toEqual(['break_even_offset_pips']);
    const live = engine.liveOrder(order.id)!;
    expect([live.trailingStopPts, live.breakEvenPts, live.stopLossPts]).toEqual([null, null, null]);
  });

  it('trailing stop, when turned off with null, then the SL stays where it was and no longer moves', () => {
    const engine = engineWithAccount();
    const order = openBuy(engine);
    engine.modifyStops({ accountId: 1, orderId: order.id, now: T0, stopLossPrice: null, takeProfitPrice: null, trailingStopPips: 20 });
    const off = engine.modifyStops({
      accountId: 1,
      orderId: order.id,
      now: T0,
      stopLossPrice: 1.098,
      takeProfitPrice: null,
      trailingStopPips: null,
    });
    expect(off.ok && off.value.trailingStopPts).toBeNull();
    eur(engine, 1.11);
    expect(engine.liveOrder(order.id)!.stopLossPts).toBe(109_800);
  });

  it('SL/TP edit without trailing fields, when sent, then keeps the trailing stop (absent = unchanged)', () => {
    const engine = engineWithAccount();
    const order = openBuy(engine);
    engine.modifyStops({ accountId: 1, orderId: order.id, now: T0, stopLossPrice: null, takeProfitPrice: null, trailingStopPips: 20 });
    const edit = engine.modifyStops({ accountId: 1, orderId: order.id, now: T0, stopLossPrice: 1.0985, takeProfitPrice: 1.12 });
    expect(edit.ok && edit.value.trailingStopPts).toBe(200);
  });
});
