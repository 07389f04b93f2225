import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import type { MarketOpenChange } from '@platform/shared/symbols';
import { createSocketServer } from '../../src/realtime/socket-server.ts';
import { buildTradingApp, TUESDAY_NOON, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { auditFor, signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let admin: StaffLogin;
let io: Server;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTradingApp();
  admin = await signInStaff(t, 'admin');
  io = createSocketServer(t.app.server, t.ctx, t.services.tradingAccountOf);
  t.services.attachSocket?.(io);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await io.close();
  await t.close();
});

const putRules = (payload: object, auth = admin.auth) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/trading-calendar/rules', headers: auth, payload });
const noRules = { sessions: [], holidays: [], triple_swap_day: 'inherit' };

async function openSocket(): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('session', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe(`trading calendar edits (${dialectName})`, () => {
  it('one target, when an admin saves it, then it is stored in the tree’s spelling, read back with the others, and audited with before and after', async () => {
    const saved = await putRules({
      target_kind: 'path',
      target: 'forex/majors',
      sessions: [
        { kind: 'quote', weekday: 1, open: '00:00', close: '24:00' },
        { kind: 'trade', weekday: 1, open: '08:00', close: '12:00' },
        { kind: 'trade', weekday: 1, open: '13:00', close: '17:00' },
      ],
      holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
      triple_swap_day: 'friday',
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.sessions.filter((s: { target: string }) => s.target === 'Forex/Majors')).toHaveLength(3);
    expect(body.holidays).toContainEqual({
      target_kind: 'path',
      target: 'Forex/Majors',
      date: '2026-12-25',
      open: null,
      close: null,
      name: 'Christmas Day',
    });
    expect(body.triple_swap_days).toContainEqual({ target_kind: 'path', target: 'Forex/Majors', day: 'friday' });
    expect(body.symbols).toContainEqual({ symbol: 'EURUSD', path: 'Forex/Majors' });
    const [entry] = await auditFor(t, 'trading_calendar.rules');
    expect(JSON.parse(String(entry!.after_json))).toMatchObject({ target: 'Forex/Majors', triple_swap_day: 'friday' });
    expect(JSON.parse(String(entry!.before_json))).toMatchObject({ target: 'Forex/Majors', sessions: [], triple_swap_day: 'inherit' });

    // Clearing the target leaves the others alone.
    await putRules({ target_kind: 'symbol', target: 'xauusd', ...noRules, triple_swap_day: 'none' });
    expect((await putRules({ target_kind: 'path', target: 'Forex/Majors', ...noRules })).json()).toMatchObject({
      sessions: [],
      holidays: [],
      triple_swap_days: [{ target_kind: 'symbol', target: 'XAUUSD', day: 'none' }],
    });
  });

  it('two admins, when they save the same target at once, then both answer 200 and the calendar holds exactly one of the two', async () => {
    const week = (open: string) => [1, 2, 3, 4, 5].map((weekday) => ({ kind: 'trade', weekday, open, close: '20:00' }));
    const saves = await Promise.all(
      ['08:00', '09:00'].map((open) =>
        putRules({
          target_kind: 'path',
          target: 'Commodities',
          ...noRules,
          sessions: week(open),
          holidays: [{ date: '2026-12-31' }],
          triple_swap_day: 'friday',
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);
    const read = (await t.app.inject({ method: 'GET', url: '/api/admin/trading-calendar', headers: admin.auth })).json();
    const mine = (rule: { target: string }) => rule.target === 'Commodities';
    const opens = new Set(read.sessions.filter(mine).map((s: { open: number }) => s.open));
    expect(read.sessions.filter(mine)).toHaveLength(5);
    expect(opens.size).toBe(1);
    expect(read.holidays.filter(mine)).toHaveLength(1);
    expect(read.triple_swap_days.filter(mine)).toHaveLength(1);
    await putRules({ target_kind: 'path', target: 'Commodities', ...noRules });
  });

  it('a bad target, overlap, date or zone, when sent, then 422 names it and nothing changes; a dealer gets 403', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/trading-calendar', headers: admin.auth })).json();
    const cases: Array<[object, string]> = [
      [{ target_kind: 'symbol', target: 'NOPE', ...noRules }, 'Unknown symbol NOPE.'],
      [{ target_kind: 'path', target: 'Stocks', ...noRules }, 'No symbol is in the group Stocks.'],
      [
        {
          target_kind: 'path',
          target: 'Metals',
          ...noRules,
          sessions: [
            { kind: 'trade', weekday: 2, open: '09:00', close: '12:00' },
            { kind: 'trade', weekday: 2, open: '11:30', close: '14:00' },
          ],
        },
        "Metals: Tuesday's trade sessions 09:00–12:00 and 11:30–14:00 overlap.",
      ],
      [
        { target_kind: 'path', target: 'Metals', ...noRules, sessions: [{ kind: 'trade', weekday: 2, open: '14:00', close: '09:00' }] },
        'A session closes after it opens.',
      ],
      [{ target_kind: 'path', target: 'Metals', ...noRules, holidays: [{ date: '2026-02-30' }] }, 'Enter a real date.'],
      [
        { target_kind: 'path', target: 'Metals', ...noRules, holidays: [{ date: '2026-12-24', open: '09:00' }] },
        'A shortened day has both an opening and a later closing time.',
      ],
      [{ target_kind: 'path', target: 'Metals', ...noRules, triple_swap_day: 'someday' }, 'triple_swap_day is inherit, none or a weekday.'],
    ];
    for (const [payload, message] of cases) {
      const refused = await putRules(payload);
      expect(refused.statusCode, message).toBe(422);
      expect(refused.json().message).toBe(message);
    }
    // The whole calendar: two spellings of one group are one target, given two triple-swap days.
    const whole = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/trading-calendar',
      headers: admin.auth,
      payload: {
        time_zone: 'UTC',
        sessions: [],
        holidays: [],
        triple_swap_days: [
          { target_kind: 'path', target: 'Metals', day: 'friday' },
          { target_kind: 'path', target: 'metals/', day: 'monday' },
        ],
      },
    });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().message).toBe('Metals: one triple-swap day only.');
    const zone = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/trading-calendar/time-zone',
      headers: admin.auth,
      payload: { time_zone: 'Mars/Olympus' },
    });
    expect(zone.json()).toMatchObject({ message: 'Unknown time zone Mars/Olympus.' });
    const dealer = await signInStaff(t, 'dealer');
    expect((await putRules({ target_kind: 'path', target: 'Metals', ...noRules }, dealer.auth)).statusCode).toBe(403);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/trading-calendar', headers: admin.auth })).json();
    expect(after).toEqual(before);
  });

  it("a holiday saved for today, when a trader's screen is open, then the socket says the symbol's market closed and the list agrees; removing it reopens it", async () => {
    t.clock.set(TUESDAY_NOON);
    const socket = await openSocket();
    const nextEvent = () => new Promise<MarketOpenChange[]>((resolve) => socket.once('market-hours', (event) => resolve(event.symbols)));
    const closing = nextEvent();
    await putRules({ target_kind: 'symbol', target: 'USDCHF', ...noRules, holidays: [{ date: '2026-01-06', name: 'Bank holiday' }] });
    expect(await closing).toEqual([{ symbol: 'USDCHF', market_open: false }]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/symbols' })).json().symbols;
    expect(listed.find((s: { symbol: string }) => s.symbol === 'USDCHF').market_open).toBe(false);
    const opening = nextEvent();
    await putRules({ target_kind: 'symbol', target: 'USDCHF', ...noRules });
    expect(await opening).toEqual([{ symbol: 'USDCHF', market_open: true }]);
  });

  it('the market-hours watch, when a session ends between two checks, then names only the symbols whose state changed', async () => {
    await putRules({
      target_kind: 'symbol',
      target: 'AUDUSD',
      ...noRules,
      sessions: [{ kind: 'trade', weekday: 2, open: '00:00', close: '12:30' }],
    });
    const watch = t.services.market.marketOpenWatch;
    watch.check(TUESDAY_NOON);
    expect(watch.check(TUESDAY_NOON + 29 * 60_000)).toEqual([]);
    expect(watch.check(TUESDAY_NOON + 30 * 60_000)).toEqual([{ symbol: 'AUDUSD', market_open: false }]);
    await putRules({ target_kind: 'symbol', target: 'AUDUSD', ...noRules });
  });
});
