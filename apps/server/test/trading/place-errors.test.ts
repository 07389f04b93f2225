import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTradingApp();
  auth = (await t.trader()).auth;
});
afterAll(async () => t.close());

const base = { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 0.01, leverage: 400 };
const place = (payload: object) => t.app.inject({ method: 'POST', url: '/api/place', headers: auth, payload: { ...base, ...payload } });

describe(`place errors (${dialectName})`, () => {
  it('volume above the free margin, when placed, then answers INSUFFICIENT_MARGIN with required and free', async () => {
    const response = await place({ volume: 100 });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ status: 'error', code: 'INSUFFICIENT_MARGIN', message: 'Insufficient Margin make Deposit First' });
    expect(body.details.free).toBe(10_000);
    expect(body.details.required).toBeGreaterThan(10_000);
  });

  it('volume off the step, when placed, then answers VOLUME_STEP_INVALID with step and requested', async () => {
    const response = await place({ volume: 0.015 });
    expect(response.json()).toMatchObject({
      code: 'VOLUME_STEP_INVALID',
      message: 'Volume must be in steps of 0.01. You entered 0.015.',
      details: { step: 0.01, requested: 0.015 },
    });
  });

  it('volume above the maximum, when placed, then answers VOLUME_OUT_OF_RANGE with min, max and requested', async () => {
    const response = await place({ volume: 500 });
    expect(response.json()).toMatchObject({ code: 'VOLUME_OUT_OF_RANGE', details: { min: 0.01, max: 100, requested: 500 } });
  });

  it('missing side and a text volume, when placed, then answers VALIDATION_ERROR with field messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: auth,
      payload: { symbol: 'EURUSD', volume: 'lots' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['side', 'volume']));
  });

  it('unknown symbol, when placed, then answers UNKNOWN_SYMBOL', async () => {
    expect((await place({ symbol: 'NOPE' })).json().code).toBe('UNKNOWN_SYMBOL');
  });

  it('disabled symbol, when placed, then answers SYMBOL_DISABLED', async () => {
    await t.services.market.updateSymbol('GBPUSD', { enabled: false });
    expect((await place({ symbol: 'GBPUSD' })).json().code).toBe('SYMBOL_DISABLED');
  });

  it('buy limit above the ask, when placed, then answers INVALID_PENDING_PRICE', async () => {
    const response = await place({ order_type: 'limit', trigger_price: 1.2 });
    expect(response.json().code).toBe('INVALID_PENDING_PRICE');
    expect(response.json().message).toMatch(/^Buy Limit price must be below the current ask/);
  });

  it('pending order without a trigger, when placed, then answers VALIDATION_ERROR on trigger_price', async () => {
    const body = (await place({ order_type: 'stop' })).json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.trigger_price).toBeDefined();
  });

  it('buy with a stop loss above the bid, when placed, then answers INVALID_STOPS with the spec message', async () => {
    const { bid } = await t.quote('EURUSD', 1.1, 1.1001);
    const body = (await place({ stop_loss_price: bid })).json();
    expect(body.code).toBe('INVALID_STOPS');
    expect(body.message).toBe(`Invalid SL for Buy: must be at least 1 pip(s) below current price (${bid.toFixed(5)}).`);
  });

  it('symbol without a fresh price, when a market order is placed, then answers STALE_PRICE', async () => {
    t.clock.advance(10 * 60_000);
    try {
      expect((await place({ symbol: 'AUDUSD' })).json().code).toBe('STALE_PRICE');
    } finally {
      t.clock.advance(-10 * 60_000);
    }
  });

  it('pending order on a weekend, when placed, then answers MARKET_CLOSED', async () => {
    const now = t.clock.now();
    t.clock.set(Date.UTC(2026, 0, 10, 12));
    try {
      expect((await place({ order_type: 'limit', trigger_price: 1.05 })).json().code).toBe('MARKET_CLOSED');
    } finally {
      t.clock.set(now);
    }
  });
});
