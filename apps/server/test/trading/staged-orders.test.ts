import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Auth = { authorization: string };
const place = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/place', headers: auth, payload });
const orders = async (auth: Auth, status: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders?status=${status}`, headers: auth })).json().orders as Array<
    Record<string, unknown>
  >;

describe(`staged take-profits, stop-limits and pending edits through the API (${dialectName})`, () => {
  it('a 1-lot buy with take_profit_levels 0.4 at +20 and 0.4 at +40 pips, when the price passes the first, then 0.4 closes with its own history row and the rest survives a restart', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = await place(trader.auth, {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      take_profit_levels: [
        { price: 1.1041, volume: 0.4 },
        { price: 1.1021, volume: 0.4 },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const id = placed.json().data.order.id as number;
    expect(placed.json().data.order.take_profit_levels).toEqual([
      { price: 1.1021, volume: 0.4 },
      { price: 1.1041, volume: 0.4 },
    ]);

    await t.quote('EURUSD', 1.1022, 1.1023);
    expect((await orders(trader.auth, 'open')).find((o) => o.id === id)).toMatchObject({
      volume: 0.6,
      take_profit_levels: [{ price: 1.1041, volume: 0.4 }],
    });
    const history = await orders(trader.auth, 'closed');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ volume: 0.4, close_reason: 'take_profit', close_price: 1.1022 });
    expect(history[0]!.profit).toBeGreaterThan(0);

    const rebuilt = await t.services.engineHost.loadFromStorage();
    expect(rebuilt.liveOrder(id)).toMatchObject({ volumeUnits: 6000, takeProfitLevels: [{ pts: 110_410, units: 4000 }] });
    expect(rebuilt.stateHash()).toBe(t.services.engineHost.runtime.engine().stateHash());
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('take_profit_levels below the price of a buy, or five of them, when sent to sl-tp, then 422 on take_profit_levels and the position is unchanged; [] removes them', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const id = (await place(trader.auth, { symbol: 'EURUSD', side: 'buy', volume: 0.5 })).json().data.order.id as number;
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/order/${id}/sl-tp`,
        headers: trader.auth,
        payload: { stop_loss_price: null, take_profit_price: null, ...payload },
      });
    const below = await edit({ take_profit_levels: [{ price: 1.095, volume: 0.1 }] });
    expect(below.statusCode).toBe(422);
    expect(Object.keys(below.json().errors)).toEqual(['take_profit_levels']);
    const five = await edit({ take_profit_levels: [1.102, 1.103, 1.104, 1.105, 1.106].map((price) => ({ price, volume: 0.1 })) });
    expect(five.statusCode).toBe(422);
    const text = await edit({ take_profit_levels: 'all' });
    expect(text.statusCode).toBe(422);
    expect((await orders(trader.auth, 'open'))[0]!.take_profit_levels).toEqual([]);
    expect((await edit({ take_profit_levels: [{ price: 1.103, volume: 0.2 }] })).json().data.order.take_profit_levels).toEqual([
      { price: 1.103, volume: 0.2 },
    ]);
    expect((await edit({ take_profit_levels: [] })).json().data.order.take_profit_levels).toEqual([]);
  });

  it('a Buy Stop Limit, when placed, moved and its stop reached, then it waits as a limit (stored) and fills at the limit or better', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = await place(trader.auth, {
      symbol: 'EURUSD',
      side: 'buy',
      order_type: 'stop_limit',
      volume: 0.1,
      trigger_price: 1.102,
      limit_price: 1.1015,
    });
    expect(placed.statusCode).toBe(200);
    const id = placed.json().data.order.id as number;
    expect(placed.json().data.order).toMatchObject({
      order_type: 'stop_limit',
      trigger_price: 1.102,
      limit_price: 1.1015,
      stop_reached_at: null,
    });

    const expiry = new Date(t.clock.now() + 3_600_000).toISOString();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${id}/trigger`,
      headers: trader.auth,
      payload: { trigger_price: 1.1025, limit_price: 1.102, expiry },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.order).toMatchObject({ trigger_price: 1.1025, limit_price: 1.102, expiry });

    await t.quote('EURUSD', 1.1026, 1.1027);
    const waiting = (await orders(trader.auth, 'pending')).find((o) => o.id === id)!;
    expect(waiting.stop_reached_at).not.toBeNull();
    const row = await t.ctx.db.selectFrom('orders').select(['stop_reached_at', 'limit_pts']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.limit_pts)).toBe(110_200);
    expect(row.stop_reached_at).not.toBeNull();

    await t.quote('EURUSD', 1.1018, 1.1019);
    expect((await orders(trader.auth, 'open')).find((o) => o.id === id)).toMatchObject({ open_price: 1.1019, order_type: 'stop_limit' });
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('a stop-limit without limit_price or with its limit beyond its stop, and an expiry in the past, when sent, then 422 with the field to fix', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const missing = await place(trader.auth, {
      symbol: 'EURUSD',
      side: 'buy',
      order_type: 'stop_limit',
      volume: 0.1,
      trigger_price: 1.102,
    });
    expect([missing.statusCode, Object.keys(missing.json().errors ?? {})]).toEqual([422, ['limit_price']]);
    const beyond = await place(trader.auth, {
      symbol: 'EURUSD',
      side: 'buy',
      order_type: 'stop_limit',
      volume: 0.1,
      trigger_price: 1.102,
      limit_price: 1.103,
    });
    expect([beyond.statusCode, beyond.json().code]).toEqual([422, 'INVALID_PENDING_PRICE']);
    const limit = await place(trader.auth, { symbol: 'EURUSD', side: 'buy', order_type: 'limit', volume: 0.1, trigger_price: 1.098 });
    const past = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${limit.json().data.order.id}/trigger`,
      headers: trader.auth,
      payload: { expiry: new Date(t.clock.now() - 1000).toISOString() },
    });
    expect([past.statusCode, Object.keys(past.json().errors ?? {})]).toEqual([422, ['expiry']]);
    const none = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${limit.json().data.order.id}/trigger`,
      headers: trader.auth,
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect((await orders(trader.auth, 'pending')).map((o) => o.order_type)).toEqual(['limit']);
  });

  it('trailing_activation_pips 30 with a 20-pip trailing stop, when the profit is 10 pips, then the SL has not moved; at 35 pips it trails', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const id = (await place(trader.auth, { symbol: 'EURUSD', side: 'buy', volume: 0.1 })).json().data.order.id as number;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${id}/sl-tp`,
      headers: trader.auth,
      payload: { stop_loss_price: 1.095, take_profit_price: null, trailing_stop_pips: 20, trailing_activation_pips: 30 },
    });
    expect(saved.statusCode).toBe(200);
    const open = saved.json().data.order.open_price as number;
    expect(saved.json().data.order).toMatchObject({ trailing_activation_pips: 30, stop_loss_price: 1.095 });
    await t.quote('EURUSD', open + 0.001, open + 0.0011);
    expect((await orders(trader.auth, 'open')).find((o) => o.id === id)!.stop_loss_price).toBe(1.095);
    const up = await t.quote('EURUSD', open + 0.0035, open + 0.0036);
    expect((await orders(trader.auth, 'open')).find((o) => o.id === id)!.stop_loss_price).toBe(Math.round((up.bid - 0.002) * 1e5) / 1e5);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('a stop-limit, when its limit is moved while the feed has been silent for over a minute, then 409 STALE_PRICE and the order is unchanged', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = await place(trader.auth, {
      symbol: 'EURUSD',
      side: 'buy',
      order_type: 'stop_limit',
      volume: 0.1,
      trigger_price: 1.102,
      limit_price: 1.1015,
    });
    const id = placed.json().data.order.id as number;
    t.clock.advance(61_000);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${id}/trigger`,
      headers: { ...trader.auth, 'idempotency-key': 'move-limit-1' },
      payload: { limit_price: 1.1012 },
    });
    expect([moved.statusCode, moved.json().code]).toEqual([409, 'STALE_PRICE']);
    expect((await orders(trader.auth, 'pending')).find((o) => o.id === id)).toMatchObject({ limit_price: 1.1015 });
    await t.quote('EURUSD', 1.1, 1.1001);
  });
});
