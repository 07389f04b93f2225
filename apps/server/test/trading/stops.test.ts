import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Auth = { authorization: string };
async function open(auth: Auth, side: 'buy' | 'sell', extra: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/place',
    headers: auth,
    payload: { symbol: 'EURUSD', side, volume: 0.1, ...extra },
  });
  return response.json().data.order as { id: number };
}
const edit = (auth: Auth, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/order/${id}/sl-tp`, headers: auth, payload });

describe(`stop loss / take profit (${dialectName})`, () => {
  it('buy, when SL is set above the bid, then answers the spec message with the current price', async () => {
    const trader = await t.trader();
    const { bid } = await t.quote('EURUSD', 1.1, 1.1001);
    const order = await open(trader.auth, 'buy');
    const response = await edit(trader.auth, order.id, { stop_loss_price: bid - 0.00005, take_profit_price: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(`Invalid SL for Buy: must be at least 1 pip(s) below current price (${bid.toFixed(5)}).`);
  });

  it('sell, when TP is set above the ask, then answers the spec message', async () => {
    const trader = await t.trader();
    const { ask } = await t.quote('EURUSD', 1.1, 1.1001);
    const order = await open(trader.auth, 'sell');
    const response = await edit(trader.auth, order.id, { stop_loss_price: null, take_profit_price: ask + 0.001 });
    expect(response.json().message).toBe(`Invalid TP for Sell: must be at least 1 pip(s) below current price (${ask.toFixed(5)}).`);
  });

  it('stop loss that is not a number, when sent, then answers Enter a valid Stop Loss price.', async () => {
    const trader = await t.trader();
    const order = await open(trader.auth, 'buy');
    const response = await edit(trader.auth, order.id, { stop_loss_price: 'abc', take_profit_price: null });
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Enter a valid Stop Loss price.' });
  });

  it('valid SL and TP, when saved, then are stored and TP fires on the server at the bid', async () => {
    const trader = await t.trader();
    const { bid } = await t.quote('EURUSD', 1.1, 1.1001);
    const order = await open(trader.auth, 'buy');
    const saved = await edit(trader.auth, order.id, { stop_loss_price: 1.09, take_profit_price: 1.103 });
    expect(saved.json()).toMatchObject({ status: 'success', data: { order: { stop_loss_price: 1.09, take_profit_price: 1.103 } } });
    expect(bid).toBeLessThan(1.103);
    const hit = await t.quote('EURUSD', 1.104, 1.1041);
    const closed = (await t.app.inject({ method: 'GET', url: '/api/orders?status=closed', headers: trader.auth })).json().orders;
    expect(closed[0]).toMatchObject({ id: order.id, close_reason: 'take_profit', close_price: hit.bid });
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('SL/TP, when turned off with nulls, then both are removed', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const order = await open(trader.auth, 'sell', { stop_loss_price: 1.11, take_profit_price: 1.09 });
    const response = await edit(trader.auth, order.id, { stop_loss_price: null, take_profit_price: null });
    expect(response.json().data.order).toMatchObject({ stop_loss_price: null, take_profit_price: null });
  });
});
