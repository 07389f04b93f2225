import type { Quote } from '@platform/shared/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorFeed } from '../../src/feeds/simulator/simulator-feed.ts';
import { seedSymbols } from '../../src/modules/market/catalogue/all-symbols.ts';
import { seedPipSize } from '@platform/shared/pip-size';
import { isOpenAt } from '../../src/modules/market/market-hours.ts';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';

const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 0, day, hour, minute); // 2026-01-02 is a Friday
const FRIDAY = 2;
const SATURDAY = 3;
const SUNDAY = 4;
const MONDAY = 5;

function simulatorAt(start: number) {
  const symbols = seedSymbols.map((s) => ({ ...s, pipSize: seedPipSize(s.digits) }));
  const hoursOf = new Map(seedSymbols.map((s) => [s.symbol, s.tradingHours]));
  const isOpen = (symbol: string, at: number) => isOpenAt(hoursOf.get(symbol)!, at);
  return new SimulatorFeed(symbols, { seed: 42, clock: { now: () => start }, isOpen, stepMs: 50 });
}

/** Every symbol that ticked during `seconds` of simulated time from `start`. */
function tickedSymbols(start: number, seconds: number): Set<string> {
  const feed = simulatorAt(start);
  const seen = new Set<string>();
  for (let t = start; t < start + seconds * 1000; t += 50) for (const quote of feed.step(t)) seen.add(quote.symbol);
  return seen;
}

describe('trading hours', () => {
  it('isOpenAt, when FX crosses Friday 21:00 and Sunday 21:00 UTC, then closes and reopens exactly there', () => {
    expect(isOpenAt('fx', utc(FRIDAY, 20, 59))).toBe(true);
    expect(isOpenAt('fx', utc(FRIDAY, 21, 0))).toBe(false);
    expect(isOpenAt('fx', utc(SATURDAY, 12))).toBe(false);
    expect(isOpenAt('fx', utc(SUNDAY, 20, 59))).toBe(false);
    expect(isOpenAt('fx', utc(SUNDAY, 21, 0))).toBe(true);
    expect(isOpenAt('fx', utc(MONDAY, 3))).toBe(true);
  });

  it('isOpenAt, when the symbol is crypto, then is open at every hour of the weekend', () => {
    for (let hour = 0; hour < 48; hour++) expect(isOpenAt('always', utc(SATURDAY, hour))).toBe(true);
  });

  it('the simulator, when the weekend is on, then ticks crypto only', () => {
    const seen = tickedSymbols(utc(SATURDAY, 10), 30);
    const crypto = seedSymbols.filter((s) => s.category === 'crypto').map((s) => s.symbol);
    expect([...seen].sort()).toEqual([...crypto].sort());
  });

  it('the simulator, when FX is open, then ticks the majors several times a second with sane spreads', () => {
    const start = utc(MONDAY, 10);
    const feed = simulatorAt(start);
    const eurusd = [];
    for (let t = start; t < start + 10_000; t += 50) eurusd.push(...feed.step(t).filter((q) => q.symbol === 'EURUSD'));
    expect(eurusd.length).toBeGreaterThan(20);
    for (const quote of eurusd) {
      const spreadPips = (quote.ask - quote.bid) / 0.0001;
      expect(spreadPips).toBeGreaterThan(0);
      expect(spreadPips).toBeLessThan(3);
      expect(quote.bidSize).toBeGreaterThan(0);
      expect(quote.askSize).toBeGreaterThan(0);
    }
  });

  it('the simulator, when FX closes at Friday 21:00, then its last FX tick is before the close', () => {
    const start = utc(FRIDAY, 20, 59);
    const feed = simulatorAt(start);
    let lastFx = 0;
    for (let t = start; t < start + 120_000; t += 50) {
      for (const quote of feed.step(t)) if (quote.symbol === 'EURUSD') lastFx = quote.time;
    }
    expect(lastFx).toBeGreaterThan(0);
    expect(lastFx).toBeLessThan(utc(FRIDAY, 21));
  });

  it('the simulator, when started on a Saturday, then gives every open market (crypto) a price at once and no closed one', async () => {
    const start = utc(SATURDAY, 10);
    const feed = simulatorAt(start);
    const first: Quote[] = [];
    await feed.start((quote) => first.push(quote));
    await feed.stop();
    const crypto = seedSymbols.filter((s) => s.category === 'crypto').map((s) => s.symbol);
    expect(first.map((q) => q.symbol).sort()).toEqual([...crypto].sort());
    expect(first.every((q) => q.time === start && q.ask > q.bid)).toBe(true);
  });

  it('the simulator, when given the same seed, then replays the same prices', () => {
    const start = utc(MONDAY, 10);
    const run = () => {
      const feed = simulatorAt(start);
      const quotes = [];
      for (let t = start; t < start + 2000; t += 50) quotes.push(...feed.step(t));
      return quotes;
    };
    expect(run()).toEqual(run());
  });
});

describe(`market open state through the service (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('quotes.isMarketOpen, when asked for a given instant, then follows the symbol sheet', () => {
    const { quotes } = t.services.market;
    expect(quotes.isMarketOpen('EURUSD', utc(SATURDAY, 12))).toBe(false);
    expect(quotes.isMarketOpen('XAUUSD', utc(SATURDAY, 12))).toBe(false);
    expect(quotes.isMarketOpen('BTCUSDT', utc(SATURDAY, 12))).toBe(true);
    expect(quotes.isMarketOpen('EURUSD', utc(MONDAY, 12))).toBe(true);
    expect(quotes.isMarketOpen('NOPE', utc(MONDAY, 12))).toBe(false);
  });

  it('updateSymbol, when the hours change to always, then the symbol is open at the weekend at once', async () => {
    await t.services.market.updateSymbol('NATGAS', { trading_hours: 'always' });
    expect(t.services.market.quotes.isMarketOpen('NATGAS', utc(SATURDAY, 12))).toBe(true);
    const body = (await t.app.inject({ method: 'GET', url: '/api/symbols' })).json();
    expect(body.symbols.find((s: { symbol: string }) => s.symbol === 'NATGAS').trading_hours).toBe('always');
  });
});
