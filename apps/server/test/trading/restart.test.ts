import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

describe(`engine restart (${dialectName})`, () => {
  it('open and pending orders, when the engine is rebuilt from storage, then it holds the same book and fires it', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const place = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/place', headers: trader.auth, payload: { symbol: 'EURUSD', volume: 0.1, ...payload } });
    const open = (await place({ side: 'buy', stop_loss_price: 1.09 })).json().data.order;
    const pending = (await place({ side: 'sell', order_type: 'limit', trigger_price: 1.105 })).json().data.order;
    const before = t.services.engineHost.runtime.engine().accountFigures(trader.userId)!;

    const rebuilt = await t.services.engineHost.loadFromStorage();

    expect(rebuilt.accountFigures(trader.userId)).toEqual(before);
    expect(rebuilt.liveOrder(open.id)).toMatchObject({ status: 'open', stopLossPts: 109_000 });
    expect(rebuilt.liveOrder(pending.id)).toMatchObject({ status: 'pending', triggerPts: 110_500 });
    const effects = rebuilt.tick({ symbol: 'EURUSD', bid: 1.085, ask: 1.0851, time: t.clock.now(), marketOpen: true });
    expect(effects.some((e) => e.type === 'order' && e.order.id === open.id && e.order.closeReason === 'stop_loss')).toBe(true);
    const next = rebuilt.place({
      accountId: trader.userId,
      symbol: 'EURUSD',
      side: 'buy',
      orderType: 'market',
      volume: 0.01,
      leverage: 400,
      requestedPrice: null,
      triggerPrice: null,
      stopLossPrice: null,
      takeProfitPrice: null,
      expiryAt: null,
      receivedAt: t.clock.now(),
      now: t.clock.now(),
      marketOpen: true,
    });
    expect(next.ok && next.value.id).toBeGreaterThan(pending.id);
  });
});
