import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageSchema, hedgeOrderPageSchema, hedgeSessionSchema, type Coverage, type HedgeSession } from '@platform/shared/hedging';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { freePort } from '../helpers/private-redis.ts';
import { until } from '../helpers/until.ts';
import { signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';
import { startHedging } from '../../src/modules/hedging/hedging.service.ts';
import { SessionRecord, sessionView } from '../../src/modules/hedging/session-record.ts';
import type { FixSettings } from '../../src/modules/hedging/fix/fix-settings.ts';
import { buildHedgingApp, type HedgingTestApp } from './hedging-app.ts';
import { testLp } from './test-lp.ts';

let t: HedgingTestApp;
let lp: ReturnType<typeof testLp>;
let dealer: StaffLogin;
const coverages: Coverage[] = [];
const sessions: HedgeSession[] = [];

beforeAll(async () => {
  const port = await freePort();
  lp = testLp(port);
  t = await buildHedgingApp(port, 'TESTLP');
  t.ctx.bus.subscribe('hedging.coverage', (message) => coverages.push(message));
  t.ctx.bus.subscribe('hedging.session', (message) => sessions.push(message));
  dealer = await signInStaff(t, 'dealer');
  await t.loggedOn();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await lp?.stop();
});

const get = (url: string, auth: object = dealer.auth) => t.app.inject({ method: 'GET', url, headers: auth as Record<string, string> });
const session = async () => hedgeSessionSchema.parse((await get('/api/admin/hedging/session')).json());
const postRule = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/hedging/rules', headers: dealer.auth, payload });

/** What the session log says of our Logons: their MsgSeqNum (34). */
const logonSeqs = () =>
  [...fs.readFileSync(t.hedge.link.sessionLog.file, 'utf8').matchAll(/OUT\s+Logon\s.*?\|34=(\d+)\|/g)].map((m) => Number(m[1]));

describe(`the hedging desk's API against the test LP (${dialectName})`, () => {
  it('the session, when logged on, then a dealer reads it as logged on with the LP, the CompIDs and the next sequence numbers; support may not', async () => {
    await until(async () => (await session()).next_sender_seq !== null, 5_000);
    const answer = await session();
    expect(answer).toMatchObject({
      state: 'logged_on',
      host: '127.0.0.1',
      sender_comp_id: 'BROKER',
      target_comp_id: 'TESTLP',
      reason: null,
    });
    expect(answer.since).toEqual(expect.any(Number));
    expect(answer.next_sender_seq).toBeGreaterThan(1);
    expect(answer.next_target_seq).toBeGreaterThan(1);
    expect(sessions.some((pushed) => pushed.state === 'logged_on')).toBe(true);
    const support = await signInStaff(t, 'support');
    expect((await get('/api/admin/hedging/session', support.auth)).statusCode).toBe(403);
  });

  it('a dealer, when adding rules that name an unknown symbol, symbol group or client group, or an exposure rule without its limit, then gets 422 with the message at that field', async () => {
    const cases: Array<[object, string, RegExp]> = [
      [{ symbol: 'NOPE', mode: 'a_book' }, 'symbol', /No symbol NOPE is on the book/],
      [
        { symbol_group: 'forex', mode: 'a_book' },
        'symbol_group',
        /No symbol group forex: the groups are .*Forex, Forex\/Majors, Forex\/Minors/,
      ],
      [{ client_group: 'No such group', mode: 'a_book' }, 'client_group', /No client group is called No such group/],
      [{ mode: 'exposure' }, 'exposure_limit', /needs exposure_limit/],
      [{ mode: 'a_book', min_volume: 2, max_volume: 1 }, 'max_volume', /must not be below min_volume/],
      [{ mode: 'a_book', min_volume: -1 }, 'min_volume', /0 or more/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await postRule(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toMatch(message);
    }
    expect((await get('/api/admin/hedging/rules')).json()).toEqual({ rules: [] });
  });

  it('a covering order, when the LP fills it, then is listed newest first with its execution report, and the desk hears the symbol covered with its combined P/L', async () => {
    lp.behaviour.answer = 'fill';
    expect((await postRule({ symbol: 'EURUSD', mode: 'a_book' })).statusCode).toBe(200);
    await t.quote('EURUSD', 1.1, 1.1002);
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'EURUSD', 'buy', 0.3);
    await until(async () => (await t.ordersOf('EURUSD'))[0]?.status === 'filled', 10_000);
    const [stored] = await t.ordersOf('EURUSD');

    const page = hedgeOrderPageSchema.parse((await get('/api/admin/hedging/orders?page_size=5')).json());
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      cl_ord_id: stored!.cl_ord_id,
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.3,
      status: 'filled',
      filled: 0.3,
      sent_at: expect.any(Number),
    });
    expect(page.items[0]!.avg_price).toBe(page.items[0]!.limit_price);
    expect(page.items[0]!.executions).toEqual([
      expect.objectContaining({ exec_type: 'F', ord_status: '2', last_qty: 0.3, cum_qty: 0.3, last_price: page.items[0]!.limit_price }),
    ]);
    expect(hedgeOrderPageSchema.parse((await get('/api/admin/hedging/orders?symbol=usdjpy')).json()).total).toBe(0);
    expect((await get('/api/admin/hedging/orders?page=0')).statusCode).toBe(422);

    // The client bought at the ask; the LP filled at the limit (ask + slippage): the broker's two legs net to what the slippage cost.
    await until(() => coverages.some((pushed) => pushed.symbols.some((row) => row.symbol === 'EURUSD' && row.covered_net === 0.3)), 5_000);
    const pushed = coverages.findLast((answer) => answer.symbols.some((row) => row.symbol === 'EURUSD'))!;
    const row = pushed.symbols.find((s) => s.symbol === 'EURUSD')!;
    expect(row).toMatchObject({ client_net: 0.3, covered_net: 0.3, uncovered_net: 0, working: 0 });
    expect(row.combined_pnl_cents).toBe(row.book_pnl_cents! + row.covering_pnl_cents!);
    expect(row.combined_pnl_cents).toBeLessThan(0);
    const answered = coverageSchema.parse((await get('/api/admin/hedging/coverage')).json());
    expect(answered.session).toBe('logged_on');
    expect(answered.symbols.find((s) => s.symbol === 'EURUSD')).toEqual(row);
  });

  it('a symbol-group rule, when it names a group of the symbol-group tree (Forex), then covers a fill of a symbol below it (USDJPY, in Forex/Majors)', async () => {
    lp.behaviour.answer = 'fill';
    expect((await postRule({ symbol_group: 'Forex', mode: 'a_book' })).statusCode).toBe(200);
    await t.quote('USDJPY', 150, 150.03);
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'USDJPY', 'sell', 0.2);
    await until(async () => (await t.ordersOf('USDJPY'))[0]?.status === 'filled', 10_000);
    expect((await t.ordersOf('USDJPY')).map((order) => [order.side, order.volume_units])).toEqual([['sell', 2000]]);
  });

  // Last: it replaces the app's hedge service, as a move to another instance would.
  it('the session, when handed over to a holder without session files of its own, then continues from the recorded numbers and the LP accepts the Logon', async () => {
    const before = logonSeqs().length;
    await t.services.hedging.stop();
    const handedOver = await session();
    expect(handedOver.state).toBe('stopped');
    // The test LP reads its own files when a session opens: let it close the old one first.
    await until(() => !lp.connected(), 5_000);
    // Another instance's DATA_DIR: none of this one's files.
    for (const file of fs.readdirSync(t.ctx.config.fix!.storeDir))
      if (!file.endsWith('.log')) fs.rmSync(path.join(t.ctx.config.fix!.storeDir, file));
    const next = await startHedging(t.ctx, t.services.market, t.services.engineHost.runtime);
    try {
      await until(() => next.service!.sessionState() === 'logged_on', 15_000);
      expect(logonSeqs().slice(before)[0]).toBe(handedOver.next_sender_seq);
      lp.behaviour.answer = 'fill';
      const trader = await t.trader();
      await t.marketOrder(trader.auth, 'EURUSD', 'sell', 0.1);
      await until(async () => (await t.ordersOf('EURUSD')).at(-1)?.side === 'sell', 10_000);
      await until(async () => (await t.ordersOf('EURUSD')).at(-1)?.status === 'filled', 10_000);
      expect((await session()).state).toBe('logged_on');
    } finally {
      await next.stop();
    }
  });
});

describe(`the hedging desk's API without an LP (${dialectName})`, () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain?.close());

  it('the session, when FIX_HOST is unset, then reads as off with no LP, and the coverage as off and empty', async () => {
    const staff = await signInStaff(plain, 'dealer');
    const read = (url: string) => plain.app.inject({ method: 'GET', url, headers: staff.auth });
    expect(hedgeSessionSchema.parse((await read('/api/admin/hedging/session')).json())).toMatchObject({
      state: 'off',
      host: null,
      next_sender_seq: null,
    });
    expect(coverageSchema.parse((await read('/api/admin/hedging/coverage')).json())).toEqual({ session: 'off', symbols: [] });
    expect(hedgeOrderPageSchema.parse((await read('/api/admin/hedging/orders')).json())).toMatchObject({ items: [], total: 0 });
  });

  const settings: FixSettings = {
    host: 'lp.example',
    port: 9876,
    senderCompId: 'BROKER',
    targetCompId: 'RECORD',
    username: undefined,
    password: undefined,
    heartbeatSeconds: 30,
    reconnectMs: 1000,
    reconnectMaxMs: 2000,
    symbolMap: {},
    storeDir: '/nonexistent',
  };

  it('the session record, when another holder takes it over, then the first may reserve no more numbers and the second starts above all the first reserved', async () => {
    const first = new SessionRecord(plain.ctx, settings);
    await first.takeOver();
    expect(first.startFrom()).toEqual({ nextSender: 1, nextTarget: 1 });
    await first.reserve(9_500, 0);
    const second = new SessionRecord(plain.ctx, settings);
    await second.takeOver();
    // Everything the first could have sent is below where the second starts.
    expect(second.startFrom().nextSender).toBeGreaterThan(9_500 + 1_000);
    await expect(first.reserve(second.startFrom().nextSender + 50_000, 0)).rejects.toThrow(/another instance holds/);
    await second.reserve(second.startFrom().nextSender, 10);
  });

  it('the session as read, when its holder stopped reporting for 15 seconds, then reads as stopped with why, not as still logged on', () => {
    const row = {
      session_id: 'FIX.4.4-BROKER-RECORD',
      state: 'logged_on' as const,
      since: 1_000,
      reason: null,
      holder: 'host:1:abc',
      next_sender_seq: 10,
      next_target_seq: 12,
      reserved_sender_seq: 10_010,
      updated_at: 100_000,
    };
    expect(sessionView(settings, row, 110_000)).toMatchObject({ state: 'logged_on', since: 1_000, next_sender_seq: 10 });
    expect(sessionView(settings, row, 116_000)).toMatchObject({
      state: 'stopped',
      since: 100_000,
      reason: expect.stringMatching(/stopped reporting/),
    });
    expect(sessionView(null, row, 110_000)).toMatchObject({ state: 'off', host: null });
  });
});
