import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tick } from '@platform/shared/ticks';
import { SimulatorFeed } from '../../src/feeds/simulator/simulator-feed.ts';
import { findSeedSymbol } from '../../src/modules/market/catalogue/all-symbols.ts';
import { TICKS_CHANNEL } from '../../src/realtime/channels.ts';
import { buildTradingApp, TUESDAY_NOON, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let admin: StaffLogin;
beforeAll(async () => {
  t = await buildTradingApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEEKDAYS = [1, 2, 3, 4, 5];
type Session = { kind: 'quote' | 'trade'; weekday: number; open: string; close: string };

async function setCalendar(
  timeZone: string,
  targets: Array<{ target_kind: string; target: string; sessions?: Session[]; holidays?: object[] }>,
) {
  const sessions = targets.flatMap(({ target_kind, target, sessions = [] }) => sessions.map((s) => ({ target_kind, target, ...s })));
  const holidays = targets.flatMap(({ target_kind, target, holidays = [] }) => holidays.map((h) => ({ target_kind, target, ...h })));
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/trading-calendar',
    headers: admin.auth,
    payload: { time_zone: timeZone, sessions, holidays },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
const everyWeekday = (kind: Session['kind'], open: string, close: string): Session[] =>
  WEEKDAYS.map((weekday) => ({ kind, weekday, open, close }));

async function fundedTrader() {
  const trader = await t.trader();
  await fund(t.services.engineHost, trader.userId, 10_000_000);
  return trader;
}
const marketBuy = (auth: Record<string, string>, symbol: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/place',
    headers: auth,
    payload: { symbol, side: 'buy', order_type: 'market', volume: 0.1, leverage: 100 },
  });
const marketOpen = async (symbol: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/symbols' })).json().symbols.find((s: { symbol: string }) => s.symbol === symbol)
    .market_open as boolean;
const engine = () => t.services.engineHost.runtime.engine();

beforeEach(async () => {
  t.clock.set(TUESDAY_NOON);
  await setCalendar('UTC', []);
});

describe(`the trading calendar at work (${dialectName})`, () => {
  it('an order on a holiday, when placed, then waits like a closed-market order, a pending one is refused, and it fills at the next day’s first price', async () => {
    await setCalendar('Europe/London', [
      { target_kind: 'path', target: 'Forex', holidays: [{ date: '2026-01-06', name: 'Bank holiday' }] },
    ]);
    const trader = await fundedTrader();
    expect(await marketOpen('EURUSD')).toBe(false);
    const queued = await marketBuy(trader.auth, 'EURUSD');
    expect(queued.statusCode).toBe(200);
    const id = queued.json().data.order.id as number;
    const limit = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', order_type: 'limit', volume: 0.1, leverage: 100, trigger_price: 1.05 },
    });
    expect(limit.json().code).toBe('MARKET_CLOSED');
    await t.quote('EURUSD', 1.1, 1.1001);
    expect(engine().liveOrder(id)!.status).toBe('pending');
    t.clock.set(TUESDAY_NOON + 24 * HOUR); // Wednesday noon
    expect(await marketOpen('EURUSD')).toBe(true);
    await t.quote('EURUSD', 1.102, 1.1021);
    expect(engine().liveOrder(id)).toMatchObject({ status: 'open', openPts: 110_210 });
  });

  it('a symbol outside its quote sessions, when the feed sends a price, then no price is published or stored and the simulator is silent; inside, prices flow before trading opens', async () => {
    // London is on UTC in January: quotes 13:00–17:00, trading 14:00–16:00.
    await setCalendar('Europe/London', [
      {
        target_kind: 'symbol',
        target: 'EURUSD',
        sessions: [...everyWeekday('quote', '13:00', '17:00'), ...everyWeekday('trade', '14:00', '16:00')],
      },
    ]);
    const published: Tick[] = [];
    const stop = t.ctx.bus.subscribe(TICKS_CHANNEL, (tick) => void published.push(tick));
    const before = t.services.market.quotes.latest('EURUSD');
    await t.quote('EURUSD', 1.2, 1.2001);
    expect(t.services.market.quotes.latest('EURUSD')).toEqual(before);
    expect(published.filter((tick) => tick.code === 'EURUSD')).toEqual([]);
    expect(await marketOpen('EURUSD')).toBe(false);

    const seed = findSeedSymbol('EURUSD')!;
    const simulator = new SimulatorFeed([{ symbol: 'EURUSD', digits: 5, pipSize: 0.0001, model: seed.model }], {
      seed: 7,
      clock: t.clock,
      isOpen: (symbol, at) => t.services.market.schedule.isQuoting(symbol, at),
    });
    const ticked = (from: number, ms: number) => {
      const quotes = [];
      for (let at = from; at < from + ms; at += 50) quotes.push(...simulator.step(at));
      return quotes.length;
    };
    expect(ticked(TUESDAY_NOON, 20_000)).toBe(0);
    expect(ticked(TUESDAY_NOON + 90 * MINUTE, 20_000)).toBeGreaterThan(0);

    // 13:30: prices flow but the market is not open to trade; a market order waits for 14:00.
    t.clock.set(TUESDAY_NOON + 90 * MINUTE);
    await t.quote('EURUSD', 1.2, 1.2001);
    expect(published.some((tick) => tick.code === 'EURUSD' && tick.bid === 1.2)).toBe(true);
    expect(await marketOpen('EURUSD')).toBe(false);
    const trader = await fundedTrader();
    const queued = await marketBuy(trader.auth, 'EURUSD');
    const id = queued.json().data.order.id as number;
    expect(engine().liveOrder(id)!.status).toBe('pending');
    t.clock.set(TUESDAY_NOON + 2 * HOUR);
    await t.quote('EURUSD', 1.2002, 1.2003);
    expect(engine().liveOrder(id)).toMatchObject({ status: 'open', openPts: 120_030 });
    stop();
  });

  it('New York sessions, when the clocks go forward on 8 March 2026, then the 09:30 open moves from 14:30 to 13:30 UTC and an order waits for it', async () => {
    await setCalendar('America/New_York', [{ target_kind: 'path', target: 'Metals', sessions: everyWeekday('trade', '09:30', '16:00') }]);
    const friday = Date.UTC(2026, 2, 6);
    const monday = Date.UTC(2026, 2, 9);
    const openAt = async (at: number) => {
      t.clock.set(at);
      return marketOpen('XAUUSD');
    };
    expect([await openAt(friday + 14 * HOUR + 29 * MINUTE), await openAt(friday + 14 * HOUR + 30 * MINUTE)]).toEqual([false, true]);
    expect([await openAt(monday + 13 * HOUR + 29 * MINUTE), await openAt(monday + 13 * HOUR + 30 * MINUTE)]).toEqual([false, true]);
    expect(await openAt(monday + 20 * HOUR)).toBe(false); // 16:00 New York

    // Quotes follow the trade sessions here (no quote sessions of their own): the 13:29 price is not published.
    t.clock.set(monday + 13 * HOUR + 29 * MINUTE);
    const trader = await fundedTrader();
    t.services.market.pushQuote({ symbol: 'XAUUSD', bid: 2650, ask: 2650.5 });
    expect(t.services.market.quotes.latest('XAUUSD')).toBeUndefined();
    const id = (await marketBuy(trader.auth, 'XAUUSD')).json().data.order.id as number;
    expect(engine().liveOrder(id)!.status).toBe('pending');
    t.clock.set(monday + 13 * HOUR + 30 * MINUTE);
    await t.quote('XAUUSD', 2651, 2651.5);
    expect(engine().liveOrder(id)!.status).toBe('open');
  });
});
