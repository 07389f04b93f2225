import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Auth = { authorization: string };
async function open(auth: Auth, side: 'buy' | 'sell', symbol = 'EURUSD') {
  const response = await t.app.inject({ method: 'POST', url: '/api/place', headers: auth, payload: { symbol, side, volume: 0.1 } });
  expect(response.statusCode).toBe(200);
  return response.json().data.order as { id: number };
}
const closeAll = (auth: Auth, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders/close-all', headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) }, payload });
const openIds = async (auth: Auth) =>
  ((await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: auth })).json().orders as Array<{ id: number }>).map(
    (o) => o.id,
  );
const balance = async (auth: Auth) =>
  (await t.app.inject({ method: 'GET', url: '/api/account', headers: auth })).json().account.balance as number;

describe(`closing tools (${dialectName})`, () => {
  it('close all losing, when a buy gains and a sell loses, then only the sell closes, once, even when retried with its key', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const buy = await open(trader.auth, 'buy');
    const sell = await open(trader.auth, 'sell');
    await t.quote('EURUSD', 1.102, 1.1021);
    const first = await closeAll(trader.auth, { filter: 'losing' }, 'close-losing-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: '1 position closed.', data: { skipped: [] } });
    expect(first.json().data.closed.map((o: { id: number }) => o.id)).toEqual([sell.id]);
    const after = await balance(trader.auth);
    const retry = await closeAll(trader.auth, { filter: 'losing' }, 'close-losing-1');
    expect(retry.json()).toEqual(first.json());
    expect(await balance(trader.auth)).toBe(after);
    expect(await openIds(trader.auth)).toEqual([buy.id]);
    const history = (await t.app.inject({ method: 'GET', url: '/api/orders?status=closed', headers: trader.auth })).json().orders;
    expect(history.filter((o: { id: number }) => o.id === sell.id)).toHaveLength(1);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('close all profitable, when nothing is in profit, then closes none and says so', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    await open(trader.auth, 'buy');
    const response = await closeAll(trader.auth, { filter: 'profitable' });
    expect(response.json()).toMatchObject({ message: '0 positions closed.', data: { closed: [] } });
    expect(await openIds(trader.auth)).toHaveLength(1);
  });

  it('close all of a symbol, when the trader holds EURUSD and USDJPY, then only EURUSD closes', async () => {
    const trader = await t.trader();
    const eur1 = await open(trader.auth, 'buy');
    const eur2 = await open(trader.auth, 'sell');
    const jpy = await open(trader.auth, 'buy', 'USDJPY');
    const response = await closeAll(trader.auth, { filter: 'symbol', symbol: 'eurusd' });
    expect(
      response
        .json()
        .data.closed.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual([eur1.id, eur2.id].sort());
    expect(await openIds(trader.auth)).toEqual([jpy.id]);
  });

  it('close all, when sent without a filter or with the symbol filter but no symbol, then 422 on that field and nothing closes', async () => {
    const trader = await t.trader();
    await open(trader.auth, 'buy');
    const none = await closeAll(trader.auth, {});
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['filter']);
    const noSymbol = await closeAll(trader.auth, { filter: 'symbol' });
    expect(noSymbol.statusCode).toBe(422);
    expect(Object.keys(noSymbol.json().errors)).toEqual(['symbol']);
    expect(await openIds(trader.auth)).toHaveLength(1);
  });

  it('close all, when called by a trader, then never touches another trader’s positions', async () => {
    const owner = await t.trader();
    const other = await t.trader();
    const kept = await open(owner.auth, 'buy');
    await open(other.auth, 'buy');
    await closeAll(other.auth, { filter: 'all' });
    expect(await openIds(owner.auth)).toEqual([kept.id]);
    expect(await openIds(other.auth)).toEqual([]);
  });

  it('reverse, when a 0.1-lot buy is open, then it closes and a 0.1-lot sell opens in one call', async () => {
    const trader = await t.trader();
    const buy = await open(trader.auth, 'buy');
    const response = await t.app.inject({ method: 'POST', url: '/api/order/reverse', headers: trader.auth, payload: { order_id: buy.id } });
    expect(response.statusCode).toBe(200);
    const { closed, opened } = response.json().data;
    expect(closed).toMatchObject({ id: buy.id, status: 'closed', close_reason: 'manual' });
    expect(opened).toMatchObject({ side: 'sell', volume: 0.1, status: 'open' });
    expect(await openIds(trader.auth)).toEqual([opened.id]);
    const again = await t.app.inject({ method: 'POST', url: '/api/order/reverse', headers: trader.auth, payload: { order_id: buy.id } });
    expect(again.statusCode).toBe(409);
  });

  it("reverse, when the order is another trader's, then 404 and it stays open", async () => {
    const owner = await t.trader();
    const other = await t.trader();
    const buy = await open(owner.auth, 'buy');
    const response = await t.app.inject({ method: 'POST', url: '/api/order/reverse', headers: other.auth, payload: { order_id: buy.id } });
    expect(response.statusCode).toBe(404);
    expect(await openIds(owner.auth)).toEqual([buy.id]);
  });
});
