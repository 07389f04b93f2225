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
  t.app.inject({ method: 'POST', url: '/api/place', headers: auth, payload: { symbol: 'EURUSD', volume: 0.1, ...payload } });
const list = async (auth: Auth, status: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders?status=${status}`, headers: auth })).json().orders as Array<
    Record<string, unknown>
  >;

describe(`OCO pending orders (${dialectName})`, () => {
  it('a buy stop and a sell stop linked, when the buy stop triggers (after a restart), then the sell stop is cancelled and stored so', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const up = (await place(trader.auth, { side: 'buy', order_type: 'stop', trigger_price: 1.102 })).json().data.order;
    const linked = await place(trader.auth, { side: 'sell', order_type: 'stop', trigger_price: 1.098, oco_order_id: up.id });
    expect(linked.statusCode).toBe(200);
    const down = linked.json().data.order;
    expect(down.oco_order_id).toBe(up.id);
    expect((await list(trader.auth, 'pending')).find((o) => o.id === up.id)).toMatchObject({ oco_order_id: down.id });

    const rebuilt = await t.services.engineHost.loadFromStorage();
    expect(rebuilt.liveOrder(up.id)!.ocoOrderId).toBe(down.id);

    await t.quote('EURUSD', 1.1025, 1.1026);
    expect(await list(trader.auth, 'pending')).toEqual([]);
    expect((await list(trader.auth, 'open')).map((o) => o.id)).toEqual([up.id]);
    expect((await list(trader.auth, 'closed')).find((o) => o.id === down.id)).toMatchObject({ status: 'cancelled', oco_order_id: null });
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('an OCO link on a market order or to an unknown order, when placed, then 422 on oco_order_id and nothing is placed', async () => {
    const trader = await t.trader();
    const market = await place(trader.auth, { side: 'buy', oco_order_id: 999_999 });
    expect(market.statusCode).toBe(422);
    expect(Object.keys(market.json().errors)).toEqual(['oco_order_id']);
    const unknown = await place(trader.auth, { side: 'buy', order_type: 'limit', trigger_price: 1.09, oco_order_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(await list(trader.auth, 'pending')).toEqual([]);
  });
});
