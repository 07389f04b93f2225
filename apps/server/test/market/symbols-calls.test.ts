import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { weekdayClock } from '../helpers/weekday-clock.ts';
import { signUpTrader } from '../helpers/traders.ts';

describe(`symbol calls (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // FX quotes only in their market's hours: the clock is a weekday's.
    t = await buildTestApp({}, { clock: weekdayClock() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/symbols, when called without a token, then lists the seeded sheet with empty favourites', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/symbols' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.favourites).toEqual([]);
    const bySymbol = new Map(body.symbols.map((s: { symbol: string }) => [s.symbol, s]));
    for (const name of [
      'EURUSD',
      'GBPUSD',
      'USDJPY',
      'USDCHF',
      'AUDUSD',
      'USDCAD',
      'NZDUSD',
      'EURGBP',
      'EURJPY',
      'GBPJPY',
      'BTCUSDT',
      'ETHUSDT',
      'XAUUSD',
    ]) {
      expect(bySymbol.has(name), name).toBe(true);
    }
    const count = (category: string) => body.symbols.filter((s: { category: string }) => s.category === category).length;
    expect(count('currencies')).toBeGreaterThanOrEqual(25);
    expect(count('commodities')).toBeGreaterThanOrEqual(6);
    expect(count('crypto')).toBeGreaterThanOrEqual(8);
    expect(bySymbol.get('EURUSD')).toMatchObject({
      title: 'Euro vs US Dollar',
      base_title: 'Euro',
      quote_title: 'US Dollar',
      digits: 5,
      pip_size: 0.0001,
      contract_size: 100_000,
      volume_min: 0.01,
      volume_max: 100,
      volume_step: 0.01,
      leverage: 400,
      trading_hours: 'fx',
    });
    expect(bySymbol.get('USDJPY')).toMatchObject({ digits: 3, pip_size: 0.01 });
    expect(bySymbol.get('XAUUSD')).toMatchObject({ contract_size: 100, category: 'commodities' });
    expect(bySymbol.get('BTCUSDT')).toMatchObject({ category: 'crypto', trading_hours: 'always' });
  });

  it('GET /api/symbols, when a price was pushed, then shows it as last_price with bid and ask', async () => {
    t.services.market.pushQuote({ symbol: 'GBPUSD', bid: 1.27011, ask: 1.27023 });
    const body = (await t.app.inject({ method: 'GET', url: '/api/symbols' })).json();
    const gbp = body.symbols.find((s: { symbol: string }) => s.symbol === 'GBPUSD');
    expect(gbp).toMatchObject({ last_price: 1.27011, bid: 1.27011, ask: 1.27023, high: 1.27011, low: 1.27011, change: 0 });
  });

  it('POST /api/favorites, when adding the same symbol twice, then keeps one and lists it with the token', async () => {
    const trader = await signUpTrader(t.app);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/favorites', headers: trader.auth, payload: { symbol: 'EURUSD' } });
      expect(response.statusCode).toBe(200);
    }
    const body = (await t.app.inject({ method: 'GET', url: '/api/symbols', headers: trader.auth })).json();
    expect(body.favourites).toEqual([{ symbol: 'EURUSD' }]);
  });

  it('DELETE /api/favorites/{symbol}, when it was a favourite, then removes it', async () => {
    const trader = await signUpTrader(t.app);
    await t.app.inject({ method: 'POST', url: '/api/favorites', headers: trader.auth, payload: { symbol: 'BTCUSDT' } });
    const response = await t.app.inject({ method: 'DELETE', url: '/api/favorites/BTCUSDT', headers: trader.auth });
    expect(response.statusCode).toBe(200);
    const body = (await t.app.inject({ method: 'GET', url: '/api/symbols', headers: trader.auth })).json();
    expect(body.favourites).toEqual([]);
  });

  it('favourites, when the symbol is unknown, then answer 404 with a message', async () => {
    const trader = await signUpTrader(t.app);
    const add = await t.app.inject({ method: 'POST', url: '/api/favorites', headers: trader.auth, payload: { symbol: 'NOPE' } });
    expect(add.statusCode).toBe(404);
    expect(add.json()).toMatchObject({ code: 'UNKNOWN_SYMBOL', message: 'Unknown symbol NOPE.' });
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/favorites/NOPE', headers: trader.auth });
    expect(remove.statusCode).toBe(404);
  });

  it('favourites, when called without a token or without a symbol, then answer 401 and 422', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/favorites', payload: { symbol: 'EURUSD' } });
    expect(anonymous.statusCode).toBe(401);
    const trader = await signUpTrader(t.app);
    const empty = await t.app.inject({ method: 'POST', url: '/api/favorites', headers: trader.auth, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.symbol).toEqual(['The symbol field is required.']);
  });

  it('favourites, when one trader adds, then another trader does not see it', async () => {
    const first = await signUpTrader(t.app);
    const second = await signUpTrader(t.app);
    await t.app.inject({ method: 'POST', url: '/api/favorites', headers: first.auth, payload: { symbol: 'XAUUSD' } });
    const body = (await t.app.inject({ method: 'GET', url: '/api/symbols', headers: second.auth })).json();
    expect(body.favourites).toEqual([]);
  });
});
