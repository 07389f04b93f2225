import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Auth = { authorization: string };
async function openBuy(auth: Auth) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/place',
    headers: auth,
    payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1 },
  });
  return response.json().data.order as { id: number };
}
const edit = (auth: Auth, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/order/${id}/sl-tp`, headers: auth, payload });
const openOrders = async (auth: Auth) =>
  (await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: auth })).json().orders as Array<Record<string, unknown>>;

describe(`trailing stop and break-even through the API (${dialectName})`, () => {
  it('trailing_stop_pips 20, when the price rises, then the stored SL follows 20 pips behind the bid and survives a restart', async () => {
    const trader = await t.trader();
    const { bid } = await t.quote('EURUSD', 1.1, 1.1001);
    const order = await openBuy(trader.auth);
    const saved = await edit(trader.auth, order.id, { stop_loss_price: null, take_profit_price: null, trailing_stop_pips: 20 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.order).toMatchObject({ trailing_stop_pips: 20, stop_loss_price: Math.round((bid - 0.002) * 1e5) / 1e5 });

    const up = await t.quote('EURUSD', 1.105, 1.1051);
    const expected = Math.round((up.bid - 0.002) * 1e5) / 1e5;
    expect((await openOrders(trader.auth)).find((o) => o.id === order.id)).toMatchObject({
      stop_loss_price: expected,
      trailing_stop_pips: 20,
    });
    const row = await t.ctx.db
      .selectFrom('orders')
      .select(['stop_loss_pts', 'trailing_stop_pts'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect([Number(row.stop_loss_pts), Number(row.trailing_stop_pts)]).toEqual([Math.round(expected * 1e5), 200]);

    const rebuilt = await t.services.engineHost.loadFromStorage();
    rebuilt.tick({ symbol: 'EURUSD', bid: up.bid + 0.003, ask: up.ask + 0.003, time: t.clock.now(), marketOpen: true });
    expect(rebuilt.liveOrder(order.id)!.stopLossPts).toBe(Math.round((up.bid + 0.003 - 0.002) * 1e5));

    const down = await t.quote('EURUSD', 1.1029, 1.103);
    const closed = (await t.app.inject({ method: 'GET', url: '/api/orders?status=closed', headers: trader.auth })).json().orders;
    expect(closed[0]).toMatchObject({ id: order.id, close_reason: 'stop_loss', close_price: down.bid });
    expect(closed[0].profit).toBeGreaterThan(0);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('break_even_pips 10 with 1 pip offset, when profit reaches 10 pips, then the SL sits 1 pip above the entry and break-even is spent', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const order = await openBuy(trader.auth);
    const saved = await edit(trader.auth, order.id, {
      stop_loss_price: 1.09,
      take_profit_price: null,
      break_even_pips: 10,
      break_even_offset_pips: 1,
    });
    expect(saved.json().data.order).toMatchObject({ break_even_pips: 10, break_even_offset_pips: 1 });
    const open = saved.json().data.order.open_price as number;
    await t.quote('EURUSD', open + 0.0011, open + 0.0012);
    const live = (await openOrders(trader.auth)).find((o) => o.id === order.id)!;
    expect(live).toMatchObject({ stop_loss_price: Math.round((open + 0.0001) * 1e5) / 1e5, break_even_pips: null });
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('trailing stop of 0 pips or a string, when sent, then 422 on trailing_stop_pips and the order is unchanged', async () => {
    const trader = await t.trader();
    const order = await openBuy(trader.auth);
    for (const bad of [0, 'far', 0.2]) {
      const response = await edit(trader.auth, order.id, { stop_loss_price: null, take_profit_price: null, trailing_stop_pips: bad });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['trailing_stop_pips']);
    }
    expect((await openOrders(trader.auth)).find((o) => o.id === order.id)).toMatchObject({
      trailing_stop_pips: null,
      stop_loss_price: null,
    });
  });

  it('trailing_stop_pips 15 on a market order from the ticket, when placed, then the SL starts 15 pips behind the bid', async () => {
    const trader = await t.trader();
    const { bid } = await t.quote('EURUSD', 1.1, 1.1001);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1, trailing_stop_pips: 15 },
    });
    expect(response.json().data.order).toMatchObject({ trailing_stop_pips: 15, stop_loss_price: Math.round((bid - 0.0015) * 1e5) / 1e5 });
  });

  it('a buy limit with a trailing stop, when it triggers, then the position gets its SL at the trailing distance', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1, order_type: 'limit', trigger_price: 1.095, trailing_stop_pips: 10 },
    });
    expect(placed.json().data.order).toMatchObject({ status: 'pending', trailing_stop_pips: 10, stop_loss_price: null });
    const hit = await t.quote('EURUSD', 1.0949, 1.095);
    const live = (await openOrders(trader.auth)).find((o) => o.id === placed.json().data.order.id);
    expect(live).toMatchObject({ status: 'open', stop_loss_price: Math.round((hit.bid - 0.001) * 1e5) / 1e5 });
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it("another trader's order, when a trailing stop is set on it, then 404", async () => {
    const owner = await t.trader();
    const other = await t.trader();
    const order = await openBuy(owner.auth);
    const response = await edit(other.auth, order.id, { stop_loss_price: null, take_profit_price: null, trailing_stop_pips: 20 });
    expect(response.statusCode).toBe(404);
  });
});
