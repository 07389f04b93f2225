import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveResponseSchema } from '@platform/shared/health';
import { placeOrderResponseSchema } from '@platform/shared/orders';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

// POST /api/place and GET /api/health/live are written by a precompiled serializer, not a zod
// pass: what reaches the wire must still be exactly its shared schema (nothing missing, nothing extra).
describe(`the precompiled answers keep their schema (${dialectName})`, () => {
  it('a market and a pending order, when placed, then each answer is exactly its placeOrderResponseSchema parse', async () => {
    const trader = await t.trader();
    const market = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1, stop_loss_price: 1.0, take_profit_levels: [{ price: 1.5, volume: 0.05 }] },
    });
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1, order_type: 'limit', trigger_price: 1.0 },
    });

    for (const answer of [market, pending]) {
      expect(answer.statusCode, answer.body).toBe(200);
      const body: unknown = answer.json();
      expect(body).toEqual(placeOrderResponseSchema.parse(body));
    }
    expect((pending.json() as { data: { order: { status: string } } }).data.order.status).toBe('pending');
  });

  it('the liveness probe, when asked, then answers exactly its schema', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health/live' });

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(liveResponseSchema.parse(answer.json()));
    expect(answer.headers['content-type']).toContain('application/json');
  });
});
