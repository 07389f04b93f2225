import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Auth = { authorization: string };
const place = (auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/place', headers: auth, payload: { symbol: 'EURUSD', volume: 0.1, leverage: 400, ...payload } });
const list = async (auth: Auth, status: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders?status=${status}`, headers: auth })).json().orders as Array<
    Record<string, unknown>
  >;

describe(`pending orders (${dialectName})`, () => {
  it('buy limit, when placed, then is listed under pending with its trigger and no fill', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const response = await place(trader.auth, { side: 'buy', order_type: 'limit', trigger_price: 1.095 });
    expect(response.json()).toMatchObject({
      status: 'success',
      code: 'ORDER_PLACED',
      data: { order: { status: 'pending', trigger_price: 1.095, open_price: null } },
    });
    expect((await list(trader.auth, 'pending')).map((o) => o.id)).toEqual([response.json().data.order.id]);
  });

  it('sell stop, when the bid falls through it, then fills once at the first bid and becomes an open position', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = (await place(trader.auth, { side: 'sell', order_type: 'stop', trigger_price: 1.098 })).json().data.order;
    const { bid } = await t.quote('EURUSD', 1.0975, 1.0976);
    const [open] = await list(trader.auth, 'open');
    expect(open).toMatchObject({ id: placed.id, status: 'open', open_price: bid });
    await t.quote('EURUSD', 1.09, 1.0901);
    expect(await list(trader.auth, 'open')).toHaveLength(1);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('pending order, when cancelled, then leaves the pending list for history with reason cancelled', async () => {
    const trader = await t.trader();
    const placed = (await place(trader.auth, { side: 'buy', order_type: 'limit', trigger_price: 1.09 })).json().data.order;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: trader.auth,
      payload: { order_id: placed.id },
    });
    expect(response.json().data.order).toMatchObject({ status: 'cancelled', close_reason: 'cancelled' });
    expect(await list(trader.auth, 'pending')).toEqual([]);
    expect((await list(trader.auth, 'closed'))[0]).toMatchObject({ id: placed.id, status: 'cancelled' });
  });

  it('pending order, when its trigger moves, then fires at the new price only', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = (await place(trader.auth, { side: 'buy', order_type: 'limit', trigger_price: 1.09 })).json().data.order;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${placed.id}/trigger`,
      headers: trader.auth,
      payload: { trigger_price: 1.098 },
    });
    expect(moved.json().data.order.trigger_price).toBe(1.098);
    const wrongSide = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${placed.id}/trigger`,
      headers: trader.auth,
      payload: { trigger_price: 1.2 },
    });
    expect(wrongSide.json().code).toBe('INVALID_PENDING_PRICE');
    await t.quote('EURUSD', 1.0975, 1.0976);
    expect((await list(trader.auth, 'open')).map((o) => o.id)).toEqual([placed.id]);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('pending order with an expiry, when the time passes, then is cancelled as expired', async () => {
    const trader = await t.trader();
    const expiry = new Date(t.clock.now() + 60_000).toISOString();
    const placed = (await place(trader.auth, { side: 'buy', order_type: 'limit', trigger_price: 1.08, expiry })).json().data.order;
    expect(placed.expiry).toBe(expiry);
    await t.services.engineHost.runtime.expire(t.clock.now() + 61_000);
    expect((await list(trader.auth, 'closed'))[0]).toMatchObject({ id: placed.id, status: 'cancelled', close_reason: 'expired' });
  });

  it('market order while the market is closed, when placed, then is ORDER_QUEUED, pending, and filled at the first price after the open', async () => {
    const trader = await t.trader();
    const now = t.clock.now();
    t.clock.set(Date.UTC(2026, 0, 10, 12)); // Saturday
    const response = await place(trader.auth, { side: 'buy', order_type: 'market' });
    expect(response.json()).toMatchObject({
      code: 'ORDER_QUEUED',
      message: 'Order Queued: Your order has been accepted and queued for execution.',
      data: { order: { status: 'pending', queued: true } },
    });
    expect((await list(trader.auth, 'pending'))[0]).toMatchObject({ queued: true });
    t.clock.set(Date.UTC(2026, 0, 11, 21, 5)); // Sunday after the open
    const { ask } = await t.quote('EURUSD', 1.11, 1.1101);
    expect((await list(trader.auth, 'open'))[0]).toMatchObject({ id: response.json().data.order.id, open_price: ask, queued: false });
    t.clock.set(now);
    await t.quote('EURUSD', 1.1, 1.1001);
  });
});
