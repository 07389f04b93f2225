import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeframes } from '@platform/shared/candles';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';

// Monday 2026-01-05 00:00 UTC: the start of a bar of every timeframe (days and 4 h included).
const MONDAY = Date.UTC(2026, 0, 5);

describe(`candles (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const ohlc = async (symbol: string, interval: number, periods = 10) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/ohlc?symbol=${symbol}&periods=${periods}&interval=${interval}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<{ time: number; open: number; high: number; low: number; close: number }>;
  };

  for (const timeframe of timeframes) {
    it(`aggregation at ${timeframe}s, when prices cross the bar boundary, then the last second closes one bar and the boundary opens the next`, async () => {
      const symbol = 'EURUSD';
      const boundary = MONDAY + 7 * 86_400_000 * (timeframes.indexOf(timeframe) + 1) + timeframe * 1000;
      const push = (bid: number, time: number) => t.services.market.pushQuote({ symbol, bid, ask: bid + 0.0001, time });
      push(1.1, boundary - timeframe * 1000);
      push(1.105, boundary - timeframe * 500);
      push(1.095, boundary - 1000);
      push(1.101, boundary - 1);
      push(1.2, boundary);
      push(1.21, boundary + timeframe * 1000 - 1);
      await t.services.market.flushCandles();
      const bars = await ohlc(symbol, timeframe, 2);
      expect(bars).toEqual([
        { time: (boundary - timeframe * 1000) / 1000, open: 1.1, high: 1.105, low: 1.095, close: 1.101 },
        { time: boundary / 1000, open: 1.2, high: 1.21, low: 1.2, close: 1.21 },
      ]);
    });
  }

  it('stored bars, when flushed and more ticks arrive, then merge into the same bar without duplicates', async () => {
    const symbol = 'GBPUSD';
    const at = MONDAY + 60 * 86_400_000;
    t.services.market.pushQuote({ symbol, bid: 1.3, ask: 1.3001, time: at });
    await t.services.market.flushCandles();
    t.services.market.pushQuote({ symbol, bid: 1.31, ask: 1.3101, time: at + 10_000 });
    await t.services.market.flushCandles();
    const rows = await t.ctx.db.selectFrom('candles').selectAll().where('symbol', '=', symbol).where('timeframe', '=', 60).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ open: 130_000, high: 131_000, low: 130_000, close: 131_000 });
  });

  it('a late tick, when older than the current bar, then leaves the bars as they were', async () => {
    const symbol = 'AUDUSD';
    const at = MONDAY + 70 * 86_400_000;
    t.services.market.pushQuote({ symbol, bid: 0.66, ask: 0.6601, time: at });
    t.services.market.pushQuote({ symbol, bid: 0.9, ask: 0.9001, time: at - 3_600_000 });
    expect(await ohlc(symbol, 60, 5)).toEqual([{ time: at / 1000, open: 0.66, high: 0.66, low: 0.66, close: 0.66 }]);
  });

  it('history back-fill, when run for a symbol, then gives at least 500 bars on every timeframe, oldest first', async () => {
    await t.services.market.backfillHistory(['USDCHF']);
    for (const timeframe of timeframes) {
      const bars = await ohlc('USDCHF', timeframe, 5000);
      expect(bars.length, `${timeframe}`).toBeGreaterThanOrEqual(500);
      for (let i = 1; i < bars.length; i++) expect(bars[i]!.time).toBeGreaterThan(bars[i - 1]!.time);
      for (const bar of bars) {
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      }
    }
  });

  it('history back-fill, when one timeframe holds another, then their bars agree (a 4-hour bar is its hours)', async () => {
    await t.services.market.backfillHistory(['AUDCAD']);
    const hours = await ohlc('AUDCAD', 3600, 500);
    const fourHours = await ohlc('AUDCAD', 14_400, 50);
    const complete = fourHours.slice(-20, -1);
    for (const bar of complete) {
      const inside = hours.filter((h) => h.time >= bar.time && h.time < bar.time + 14_400);
      expect(inside.length).toBeGreaterThan(0);
      expect(bar.open).toBe(inside[0]!.open);
      expect(bar.close).toBe(inside.at(-1)!.close);
      expect(bar.high).toBe(Math.max(...inside.map((h) => h.high)));
      expect(bar.low).toBe(Math.min(...inside.map((h) => h.low)));
    }
  });

  it('GET /api/ohlc, when asked as the dashboard does, then answers 30 hourly bars', async () => {
    await t.services.market.backfillHistory(['NZDUSD']);
    expect(await ohlc('NZDUSD', 3600, 30)).toHaveLength(30);
  });

  it('GET /api/ohlc, when the symbol is unknown or the interval is not a timeframe, then answers 404 and 422', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/ohlc?symbol=NOPE&periods=30&interval=3600' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown symbol NOPE.');
    const badInterval = await t.app.inject({ method: 'GET', url: '/api/ohlc?symbol=EURUSD&periods=30&interval=42' });
    expect(badInterval.statusCode).toBe(422);
    expect(badInterval.json().errors.interval[0]).toMatch(/interval must be one of/);
    const badPeriods = await t.app.inject({ method: 'GET', url: '/api/ohlc?symbol=EURUSD&periods=0&interval=60' });
    expect(badPeriods.statusCode).toBe(422);
  });
});
