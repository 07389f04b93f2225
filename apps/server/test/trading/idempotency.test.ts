import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

const order = { symbol: 'EURUSD', side: 'buy', volume: 0.1 };

describe(`Idempotency-Key (${dialectName})`, () => {
  it('place retried with the same key, when sent again and at once, then returns the first answer and opens one position', async () => {
    const trader = await t.trader();
    const headers = { ...trader.auth, 'idempotency-key': 'place-1' };
    const first = await t.app.inject({ method: 'POST', url: '/api/place', headers, payload: order });
    const retries = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/place', headers, payload: order })));
    for (const retry of retries) expect(retry.json()).toEqual(first.json());
    const open = (await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: trader.auth })).json().orders;
    expect(open).toHaveLength(1);
  });

  it('same key with a different body, when sent, then answers IDEMPOTENCY_CONFLICT', async () => {
    const trader = await t.trader();
    const headers = { ...trader.auth, 'idempotency-key': 'place-2' };
    await t.app.inject({ method: 'POST', url: '/api/place', headers, payload: order });
    const other = await t.app.inject({ method: 'POST', url: '/api/place', headers, payload: { ...order, volume: 0.2 } });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('close retried with the same key, when sent again, then realises the P/L once', async () => {
    const trader = await t.trader();
    const opened = (await t.app.inject({ method: 'POST', url: '/api/place', headers: trader.auth, payload: order })).json().data.order;
    await t.quote('EURUSD', 1.103, 1.1031);
    const headers = { ...trader.auth, 'idempotency-key': 'close-1' };
    const payload = { order_id: opened.id };
    const first = await t.app.inject({ method: 'POST', url: '/api/order/close', headers, payload });
    const again = await t.app.inject({ method: 'POST', url: '/api/order/close', headers, payload });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await sumLedger(t.ctx.db, trader.userId)).toBe(1_000_000 + Math.round(first.json().data.order.profit * 100));
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('the same key used by two traders, when each places, then each gets their own order', async () => {
    const a = await t.trader();
    const b = await t.trader();
    const ra = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: { ...a.auth, 'idempotency-key': 'shared' },
      payload: order,
    });
    const rb = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: { ...b.auth, 'idempotency-key': 'shared' },
      payload: order,
    });
    expect(ra.json().data.order.id).not.toBe(rb.json().data.order.id);
  });
});
