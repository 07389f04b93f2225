import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, TUESDAY_NOON, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { auditFor, signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let admin: StaffLogin;
beforeAll(async () => {
  t = await buildTradingApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const putCalendar = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/trading-calendar', headers: admin.auth, payload });
const place = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/place', headers: auth, payload });

async function fundedTrader() {
  const trader = await t.trader();
  await fund(t.services.engineHost, trader.userId, 10_000_000);
  return trader;
}

// Tuesday 6 Jan 2026: London is on UTC (no DST), so the sessions below are UTC hours too.
const forexAfternoons = {
  time_zone: 'Europe/London',
  sessions: [1, 2, 3, 4, 5].map((weekday) => ({ target_kind: 'path', target: 'Forex', weekday, open: '13:00', close: '17:00' })),
  holidays: [{ target_kind: 'symbol', target: 'USDJPY', date: '2026-01-06', name: 'Bank holiday' }],
};

describe(`trading sessions and holidays (${dialectName})`, () => {
  it('a calendar, when staff set it, then it reads back, is audited, and a bad session or time zone is refused with its message', async () => {
    const bad = await putCalendar({
      ...forexAfternoons,
      sessions: [{ target_kind: 'path', target: 'Forex', weekday: 2, open: '17:00', close: '13:00' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('A session closes after it opens.');
    const zone = await putCalendar({ ...forexAfternoons, time_zone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().message).toBe('Unknown time zone Mars/Olympus.');
    const saved = await putCalendar(forexAfternoons);
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/trading-calendar', headers: admin.auth });
    expect(read.json()).toMatchObject({ time_zone: 'Europe/London', holidays: [{ target: 'USDJPY', date: '2026-01-06', open: null }] });
    expect(read.json().sessions).toHaveLength(5);
    expect((await auditFor(t, 'trading_calendar.replace'))[0]).toBeDefined();
  });

  it('an order outside the trade session, when placed, then waits like a closed-market order and fills once the session opens', async () => {
    expect((await putCalendar(forexAfternoons)).statusCode).toBe(200);
    const trader = await fundedTrader();
    t.clock.set(TUESDAY_NOON);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/symbols', headers: trader.auth })).json().symbols;
    expect(listed.find((s: { symbol: string }) => s.symbol === 'EURUSD').market_open).toBe(false);
    const queued = await place(trader.auth, { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 0.1, leverage: 100 });
    expect(queued.statusCode).toBe(200);
    const id = queued.json().data.order.id as number;
    const engine = () => t.services.engineHost.runtime.engine();
    await t.quote('EURUSD', 1.1, 1.1001);
    expect(engine().liveOrder(id)!.status).toBe('pending');
    t.clock.set(TUESDAY_NOON + 1.5 * HOUR);
    await t.quote('EURUSD', 1.1002, 1.1003);
    expect(engine().liveOrder(id)!.status).toBe('open');
  });

  it('a pending buy limit, when the price crosses it while the market is closed, then it waits and fills at the first price of the session', async () => {
    expect((await putCalendar(forexAfternoons)).statusCode).toBe(200);
    const trader = await fundedTrader();
    t.clock.set(TUESDAY_NOON + 2 * HOUR);
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = await place(trader.auth, {
      symbol: 'EURUSD',
      side: 'buy',
      order_type: 'limit',
      volume: 0.1,
      leverage: 100,
      trigger_price: 1.099,
    });
    expect(placed.statusCode).toBe(200);
    const id = placed.json().data.order.id as number;
    const engine = () => t.services.engineHost.runtime.engine();
    t.clock.set(TUESDAY_NOON + 6 * HOUR); // 18:00, after the close
    await t.quote('EURUSD', 1.0985, 1.0986);
    expect(engine().liveOrder(id)!.status).toBe('pending');
    t.clock.set(TUESDAY_NOON + 25 * HOUR); // Wednesday 13:00, the next session
    await t.quote('EURUSD', 1.0984, 1.0985);
    expect(engine().liveOrder(id)).toMatchObject({ status: 'open', openPts: 109_850 });
  });

  it('a holiday of one symbol, when its session would be open, then that symbol is closed and the specification lists sessions and the holiday', async () => {
    expect((await putCalendar(forexAfternoons)).statusCode).toBe(200);
    const trader = await fundedTrader();
    t.clock.set(TUESDAY_NOON + 2 * HOUR);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/symbols', headers: trader.auth })).json().symbols;
    expect(listed.find((s: { symbol: string }) => s.symbol === 'EURUSD').market_open).toBe(true);
    expect(listed.find((s: { symbol: string }) => s.symbol === 'USDJPY').market_open).toBe(false);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/symbols/USDJPY/specification', headers: trader.auth })).json()
      .specification;
    expect(spec.time_zone).toBe('Europe/London');
    expect(spec.sessions).toHaveLength(5);
    expect(spec.sessions[0]).toEqual({ weekday: 1, open: 780, close: 1020 });
    expect(spec.next_holiday).toEqual({ date: '2026-01-06', name: 'Bank holiday', open: null, close: null });
    // Crypto no target covers keeps the sheet's hours.
    const btc = (await t.app.inject({ method: 'GET', url: '/api/symbols/BTCUSDT/specification', headers: trader.auth })).json()
      .specification;
    expect(btc.sessions).toBeNull();
  });
});
