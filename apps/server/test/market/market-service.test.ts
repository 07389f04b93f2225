import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';

const MONDAY_NOON = Date.UTC(2026, 0, 5, 12);

describe(`market service (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('pushQuote, when a price is pushed, then quotes.latest and onQuote see it at once', () => {
    const seen: string[] = [];
    const stop = t.services.market.quotes.onQuote((q) => seen.push(`${q.symbol} ${q.bid}/${q.ask}`));
    t.services.market.pushQuote({ symbol: 'USDCAD', bid: 1.36501, ask: 1.36512, time: MONDAY_NOON });
    stop();
    expect(seen).toEqual(['USDCAD 1.36501/1.36512']);
    expect(t.services.market.quotes.latest('USDCAD')).toEqual({ symbol: 'USDCAD', bid: 1.36501, ask: 1.36512, time: MONDAY_NOON });
  });

  it('pushQuote, when the symbol is unknown or the prices are crossed, then ignores it', () => {
    t.services.market.pushQuote({ symbol: 'NOPE', bid: 1, ask: 1.1 });
    t.services.market.pushQuote({ symbol: 'EURCHF', bid: 0.96, ask: 0.95 });
    expect(t.services.market.quotes.latest('NOPE')).toBeUndefined();
    expect(t.services.market.quotes.latest('EURCHF')).toBeUndefined();
  });

  it('updateSymbol, when a spread markup is set, then the next quote is widened by half of it on each side', async () => {
    const updated = await t.services.market.updateSymbol('EURAUD', { spread_markup: 2 });
    expect(updated.spreadMarkup).toBe(2);
    t.services.market.pushQuote({ symbol: 'EURAUD', bid: 1.6565, ask: 1.6567, time: MONDAY_NOON });
    expect(t.services.market.quotes.latest('EURAUD')).toMatchObject({ bid: 1.6564, ask: 1.6568 });
    expect(t.services.market.getSymbol('EURAUD')?.spreadMarkup).toBe(2);
  });

  it('updateSymbol, when the symbol is unknown, then throws a 404', async () => {
    await expect(t.services.market.updateSymbol('NOPE', { leverage: 10 })).rejects.toMatchObject({ status: 404 });
  });

  it('updateSymbol, when a symbol is disabled, then the public list leaves it out', async () => {
    await t.services.market.updateSymbol('USDTRY', { enabled: false });
    const body = (await t.app.inject({ method: 'GET', url: '/api/symbols' })).json();
    expect(body.symbols.map((s: { symbol: string }) => s.symbol)).not.toContain('USDTRY');
    expect(t.services.market.getSymbol('USDTRY')?.enabled).toBe(false);
  });

  it('usdRate, when our prices are known, then converts through EURUSD, 1/USDJPY, XAUUSD and BTCUSDT', () => {
    const m = t.services.market;
    m.pushQuote({ symbol: 'EURUSD', bid: 1.1, ask: 1.1002, time: MONDAY_NOON });
    m.pushQuote({ symbol: 'USDJPY', bid: 150, ask: 150.02, time: MONDAY_NOON });
    m.pushQuote({ symbol: 'XAUUSD', bid: 2400, ask: 2400.5, time: MONDAY_NOON });
    m.pushQuote({ symbol: 'BTCUSDT', bid: 60_000, ask: 60_010, time: MONDAY_NOON });
    expect(m.usdRate('USD')).toBe(1);
    expect(m.usdRate('USDT')).toBe(1);
    expect(m.usdRate('EUR')).toBeCloseTo(1.1001, 8);
    expect(m.usdRate('JPY')).toBeCloseTo(1 / 150.01, 10);
    expect(m.usdRate('XAU')).toBeCloseTo(2400.25, 6);
    expect(m.usdRate('BTC')).toBeCloseTo(60_005, 6);
    expect(m.usdRate('XYZ')).toBeUndefined();
  });

  it('daily figures, when prices move within a day, then track open, high, low and change percent', () => {
    const m = t.services.market;
    const day = Date.UTC(2026, 0, 6);
    m.pushQuote({ symbol: 'ETHUSDT', bid: 3000, ask: 3000.5, time: day + 1000 });
    m.pushQuote({ symbol: 'ETHUSDT', bid: 3150, ask: 3150.5, time: day + 2000 });
    m.pushQuote({ symbol: 'ETHUSDT', bid: 2950, ask: 2950.5, time: day + 3000 });
    m.pushQuote({ symbol: 'ETHUSDT', bid: 3030, ask: 3030.5, time: day + 4000 });
    expect(m.latestTick('ETHUSDT')).toMatchObject({ code: 'ETHUSDT', last_price: 3030, high: 3150, low: 2950, change: 1 });
    m.pushQuote({ symbol: 'ETHUSDT', bid: 3100, ask: 3100.5, time: day + 86_400_000 });
    expect(m.latestTick('ETHUSDT')).toMatchObject({ high: 3100, low: 3100, change: 0 });
  });
});
