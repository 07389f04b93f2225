import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@platform/shared/orders';
import { accountSchema } from '@platform/shared/account';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

const place = (auth: object, payload: object, headers: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/place', headers: { ...auth, ...headers }, payload });

const marketBuy = { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 0.1, leverage: 400, open_price: 1.1 };

describe(`orders over HTTP (${dialectName})`, () => {
  it('market buy, when placed, then fills at the server ask and records requested price, slippage and latency', async () => {
    const trader = await t.trader();
    const { ask } = await t.quote('EURUSD', 1.1, 1.1001);
    const response = await place(trader.auth, marketBuy);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'success',
      code: 'ORDER_PLACED',
      message: 'Trade Placed Successfully: Your order has been executed.',
    });
    const order = orderSchema.parse(body.data.order);
    expect(order).toMatchObject({ status: 'open', open_price: ask, requested_price: 1.1, type: 'buy', queued: false });
    expect(order.slippage_pips).toBeCloseTo((ask - 1.1) / 0.0001, 1);
    expect(order.fill_latency_ms).toBeGreaterThanOrEqual(0);
    expect(order.margin).toBeCloseTo((0.1 * 100_000 * ask) / 400, 1);
  });

  it('a crypto buy asking 1:400, when placed, then fills at the sheet cap 1:20, stores it and returns it in the order view and the list', async () => {
    const trader = await t.trader();
    const { ask } = await t.quote('ETHUSDT', 3000, 3001);
    const response = await place(trader.auth, {
      symbol: 'ETHUSDT',
      side: 'buy',
      order_type: 'market',
      volume: 1,
      leverage: 400,
      open_price: ask,
    });
    expect(response.statusCode).toBe(200);
    const order = orderSchema.parse(response.json().data.order);
    expect(order.leverage).toBe(20);
    expect(order.margin).toBeCloseTo(ask / 20, 2);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: trader.auth });
    expect(list.json().orders.find((listed: { id: number }) => listed.id === order.id)).toMatchObject({ leverage: 20 });
  });

  it('open position, when listed and the account read, then shows live price, profit and used margin', async () => {
    const trader = await t.trader();
    await place(trader.auth, marketBuy);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: trader.auth });
    const [order] = list.json().orders;
    expect(order.live_price).toBe(t.services.market.quotes.latest('EURUSD')!.bid);
    expect(typeof order.profit).toBe('number');
    const account = accountSchema.parse((await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account);
    expect(account.used_margin).toBe(order.margin);
    expect(account.balance).toBe(10_000);
    expect(account.free_margin).toBeCloseTo(account.equity - account.used_margin, 2);
    expect(account.margin_level).toBeCloseTo((account.equity / account.used_margin) * 100, 1);
  });

  it('position, when closed, then moves to history and the balance changes by the realised P/L from the ledger', async () => {
    const trader = await t.trader();
    const opened = (await place(trader.auth, marketBuy)).json().data.order;
    const { bid } = await t.quote('EURUSD', 1.102, 1.1021);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/close',
      headers: trader.auth,
      payload: { order_id: opened.id, close_price: 1, profit_loss: 999, volume: 0.1 },
    });
    expect(response.statusCode).toBe(200);
    const closed = response.json().data.order;
    expect(closed).toMatchObject({ status: 'closed', close_price: bid, close_reason: 'manual' });
    const expected = Math.round((bid - opened.open_price) * 10_000 * 100) / 100;
    expect(closed.profit).toBeCloseTo(expected, 2);
    const history = (await t.app.inject({ method: 'GET', url: '/api/orders?status=closed', headers: trader.auth })).json().orders;
    expect(history.map((o: { id: number }) => o.id)).toEqual([opened.id]);
    const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account;
    expect(account.balance).toBeCloseTo(10_000 + closed.profit, 2);
    expect(await sumLedger(t.ctx.db, trader.userId)).toBe(Math.round(account.balance * 100));
  });

  it('position, when half is closed, then the rest stays open with half the margin', async () => {
    const trader = await t.trader();
    const opened = (await place(trader.auth, { ...marketBuy, volume: 0.2 })).json().data.order;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/close',
      headers: trader.auth,
      payload: { order_id: opened.id, volume: 0.1 },
    });
    expect(response.json().data.order).toMatchObject({ status: 'closed', volume: 0.1 });
    const [rest] = (await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: trader.auth })).json().orders;
    expect(rest).toMatchObject({ id: opened.id, volume: 0.1 });
    expect(rest.margin).toBeCloseTo(opened.margin / 2, 1);
  });

  it("another trader's order, when closed or edited, then answers 404", async () => {
    const owner = await t.trader();
    const other = await t.trader();
    const opened = (await place(owner.auth, marketBuy)).json().data.order;
    const close = await t.app.inject({ method: 'POST', url: '/api/order/close', headers: other.auth, payload: { order_id: opened.id } });
    expect(close.statusCode).toBe(404);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${opened.id}/sl-tp`,
      headers: other.auth,
      payload: { stop_loss_price: null, take_profit_price: null },
    });
    expect(edit.statusCode).toBe(404);
    const cancel = await t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: other.auth, payload: { order_id: opened.id } });
    expect(cancel.statusCode).toBe(404);
  });

  it('closed order, when closed again, then answers 409 ORDER_NOT_OPEN', async () => {
    const trader = await t.trader();
    const opened = (await place(trader.auth, marketBuy)).json().data.order;
    await t.app.inject({ method: 'POST', url: '/api/order/close', headers: trader.auth, payload: { order_id: opened.id } });
    const again = await t.app.inject({ method: 'POST', url: '/api/order/close', headers: trader.auth, payload: { order_id: opened.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_NOT_OPEN');
  });

  it('no token, when placing, then answers 401', async () => {
    expect((await place({}, marketBuy)).statusCode).toBe(401);
  });
});
