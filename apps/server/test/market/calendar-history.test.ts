import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let admin: StaffLogin;
beforeAll(async () => {
  t = await buildTradingApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => t.close());

describe(`history back-filled at first start follows the trading calendar (${dialectName})`, () => {
  it('a symbol quoting 08:00–16:00 New York on weekdays, when its history is back-filled, then every hourly bar lies in those hours', async () => {
    const sessions = [1, 2, 3, 4, 5].map((weekday) => ({ kind: 'quote', weekday, open: '08:00', close: '16:00' }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/trading-calendar',
      headers: admin.auth,
      payload: {
        time_zone: 'America/New_York',
        sessions: sessions.map((s) => ({ target_kind: 'symbol', target: 'USDCAD', ...s })),
        holidays: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.services.market.backfillHistory(['USDCAD']);

    const response = await t.app.inject({ method: 'GET', url: '/api/ohlc?symbol=USDCAD&periods=500&interval=3600' });
    expect(response.statusCode).toBe(200);
    const bars = response.json().data as Array<{ time: number }>;
    expect(bars.length).toBeGreaterThanOrEqual(500);
    const newYork = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', weekday: 'short', hour: '2-digit' });
    const outside = bars.filter((bar) => {
      const parts = newYork.formatToParts(bar.time * 1000);
      const weekday = parts.find((part) => part.type === 'weekday')!.value;
      const hour = Number(parts.find((part) => part.type === 'hour')!.value);
      return weekday === 'Sat' || weekday === 'Sun' || hour < 8 || hour >= 16;
    });
    // The sheet's own hours (Sunday 21:00 to Friday 21:00 UTC) would put bars at night and on Sunday evening.
    expect(outside).toEqual([]);
  });
});
