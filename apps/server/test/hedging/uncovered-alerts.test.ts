import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncoveredLimitListSchema, type Coverage, type HedgeDeskAlert } from '@platform/shared/hedging';
import { dialectName } from '../helpers/build-test-app.ts';
import { freePort } from '../helpers/private-redis.ts';
import { until } from '../helpers/until.ts';
import { auditFor, signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';
import { startHedging } from '../../src/modules/hedging/hedging.service.ts';
import { anyRule, buildHedgingApp, DEALER, type HedgingTestApp } from './hedging-app.ts';
import { testLp } from './test-lp.ts';

let t: HedgingTestApp;
let lp: ReturnType<typeof testLp>;
let dealer: StaffLogin;
const heard: HedgeDeskAlert[] = [];
const coverages: Coverage[] = [];

beforeAll(async () => {
  const port = await freePort();
  lp = testLp(port);
  t = await buildHedgingApp(port, 'TESTLP');
  t.ctx.bus.subscribe('hedging.alert', (alert) => heard.push(alert));
  t.ctx.bus.subscribe('hedging.coverage', (coverage) => coverages.push(coverage));
  dealer = await signInStaff(t, 'dealer');
  await t.loggedOn();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await lp?.stop();
});

const put = (payload: object, auth: object = dealer.auth) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/hedging/uncovered-limits', headers: auth as Record<string, string>, payload });
const list = async () =>
  uncoveredLimitListSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/hedging/uncovered-limits', headers: dealer.auth })).json(),
  ).limits;
const alertsOf = (symbol: string) => heard.filter((alert) => alert.title.startsWith(`Uncovered exposure in ${symbol} `));
const bellsOf = (symbol: string) =>
  t.ctx.db
    .selectFrom('notifications')
    .select(['user_id', 'title', 'body'])
    .where('kind', '=', 'desk_alert')
    .where('title', 'like', `Uncovered exposure in ${symbol} %`)
    .execute();
const eventsOf = async (target: string) => {
  const limit = (await list()).find((l) => l.target === target)!;
  return (await t.ctx.db.selectFrom('hedge_uncovered_events').select('kind').where('limit_id', '=', limit.id).orderBy('id').execute()).map(
    (e) => e.kind,
  );
};
/** The desk's coverage push once a symbol's figures read `uncovered` lots: the leader evaluated the thresholds on that tick. */
const coverageShows = (symbol: string, test: (row: Coverage['symbols'][number]) => boolean) =>
  until(() => coverages.some((c) => c.symbols.some((row) => row.symbol === symbol && test(row))), 15_000);

describe(`uncovered-exposure alerts against the test LP (${dialectName})`, () => {
  it('a threshold, when its symbol, group or amount is bad or support saves it, then is refused (422 at the field, 403) and nothing is written', async () => {
    const cases: Array<[object, string, RegExp]> = [
      [{ scope: 'symbol', target: 'NOPE', threshold_usd: 1000 }, 'target', /No symbol NOPE is on the book/],
      [{ scope: 'symbol_group', target: 'forex', threshold_usd: 1000 }, 'target', /No symbol group forex: the groups are .*Forex\/Majors/],
      [{ scope: 'symbol', target: 'EURUSD', threshold_usd: -5 }, 'threshold_usd', /more than 0/],
      [{ scope: 'symbol', target: 'EURUSD', threshold_usd: 1e15 }, 'threshold_usd', /too large/],
      [{ scope: 'symbol', target: 'EURUSD' }, 'threshold_usd', /amount in USD/],
      [{ scope: 'symbol', target: 'EURUSD', threshold_usd: 'lots' }, 'threshold_usd', /amount in USD/],
      [{ scope: 'pair', target: 'EURUSD', threshold_usd: 5 }, 'scope', /.+/],
      [{ scope: 'symbol', target: '  ', threshold_usd: 5 }, 'target', /Name a symbol/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]?.[0], JSON.stringify(payload)).toMatch(message);
    }
    const support = await signInStaff(t, 'support');
    expect((await put({ scope: 'symbol', target: 'EURUSD', threshold_usd: 5 }, support.auth)).statusCode).toBe(403);
    expect(await list()).toEqual([]);
    expect(await auditFor(t, 'hedging.uncovered-limit.save')).toHaveLength(0);
  });

  it('a threshold, when a dealer saves it twice and deletes another, then one row per target holds the last amount and every change is audited', async () => {
    expect((await put({ scope: 'symbol_group', target: 'Metals', threshold_usd: 5000 })).statusCode).toBe(200);
    const saved = await put({ scope: 'symbol_group', target: 'Metals', threshold_usd: 7500.5 });
    expect(saved.json()).toMatchObject({ scope: 'symbol_group', target: 'Metals', threshold_usd: 7500.5 });
    expect((await list()).filter((l) => l.target === 'Metals')).toEqual([
      expect.objectContaining({ threshold_usd: 7500.5, uncovered_usd: 0, over: false }),
    ]);
    expect(await auditFor(t, 'hedging.uncovered-limit.save')).toHaveLength(2);
    const lower = (await put({ scope: 'symbol', target: 'xauusd', threshold_usd: 10 })).json<{ id: number; target: string }>();
    expect(lower.target).toBe('XAUUSD');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/hedging/uncovered-limits/${lower.id}`, headers: dealer.auth });
    expect(removed.statusCode).toBe(200);
    expect(await auditFor(t, 'hedging.uncovered-limit.delete', lower.id)).toHaveLength(1);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/hedging/uncovered-limits/${lower.id}`, headers: dealer.auth });
    expect(again.statusCode).toBe(404);
    expect((await list()).map((l) => l.target)).toEqual(['Metals']);
  });

  it('uncovered exposure, when the LP rejects covering orders past the threshold, then tells the desk once per crossing (bell, staff socket, mail) and again only after it fell back below', async () => {
    lp.behaviour.answer = 'reject';
    await t.rules.create(DEALER, { ...anyRule, symbol: 'EURUSD', mode: 'a_book' });
    await t.quote('EURUSD', 1.1, 1.1002);
    expect((await put({ scope: 'symbol', target: 'EURUSD', threshold_usd: 20_000 })).statusCode).toBe(200);
    const trader = await t.trader();

    // 0.3 lot uncovered ≈ 33,000 USD: over 20,000.
    await t.marketOrder(trader.auth, 'EURUSD', 'buy', 0.3);
    await until(() => alertsOf('EURUSD').length === 1, 15_000);
    expect(alertsOf('EURUSD')[0]!.body).toMatch(
      /Uncovered exposure in EURUSD is 33,003 USD \(clients net long\), over the threshold of 20,000 USD\./,
    );
    const dealers = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', ['dealer', 'admin'])
      .where('status', '=', 'active')
      .execute();
    await until(async () => (await bellsOf('EURUSD')).length === dealers.length, 10_000);
    await until(
      async () =>
        (await t.ctx.db.selectFrom('mail_outbox').select('id').where('template', '=', 'hedging-desk-alert').execute()).length >=
        dealers.length,
      10_000,
    );
    expect((await list()).find((l) => l.target === 'EURUSD')).toMatchObject({ over: true, uncovered_usd: expect.closeTo(33_003, 0) });

    // Still over: nothing more.
    await t.marketOrder(trader.auth, 'EURUSD', 'buy', 0.1);
    await coverageShows('EURUSD', (row) => row.uncovered_net === 0.4);
    coverages.length = 0;
    await coverageShows('EURUSD', (row) => row.uncovered_net === 0.4);
    expect(alertsOf('EURUSD')).toHaveLength(1);

    // Back below (0.1 lot ≈ 11,000 USD) re-arms; over again tells the desk a second time.
    await t.marketOrder(trader.auth, 'EURUSD', 'sell', 0.3);
    await until(async () => (await eventsOf('EURUSD')).includes('rearmed'), 15_000);
    expect(alertsOf('EURUSD')).toHaveLength(1);
    await t.marketOrder(trader.auth, 'EURUSD', 'buy', 0.2);
    await until(() => alertsOf('EURUSD').length === 2, 15_000);
    expect(await eventsOf('EURUSD')).toEqual(['crossed', 'rearmed', 'crossed']);
    expect(await bellsOf('EURUSD')).toHaveLength(2 * dealers.length);
  });

  it('orders working at the LP, when the session goes down, then leave the exposure uncovered and tell the desk, saying the session is down', async () => {
    lp.behaviour.answer = 'hold';
    await t.rules.create(DEALER, { ...anyRule, symbol: 'GBPUSD', mode: 'a_book' });
    await t.quote('GBPUSD', 1.25, 1.2502);
    expect((await put({ scope: 'symbol', target: 'GBPUSD', threshold_usd: 30_000 })).statusCode).toBe(200);
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'GBPUSD', 'buy', 0.4);
    // Working at the LP over a live session: covered as far as the alert goes.
    await coverageShows('GBPUSD', (row) => row.working === 0.4);
    coverages.length = 0;
    await coverageShows('GBPUSD', (row) => row.working === 0.4);
    expect(alertsOf('GBPUSD')).toHaveLength(0);

    t.hedge.link.drop('test: connection lost');
    await until(() => alertsOf('GBPUSD').length === 1, 15_000);
    const alert = alertsOf('GBPUSD')[0]!;
    expect(alert.body).toMatch(/Uncovered exposure in GBPUSD is 50,004 USD \(clients net long\), over the threshold of 30,000 USD\./);
    expect(alert.body).toMatch(/The LP session is not logged on/);
  });

  it('a new holder of the hedge service, when it takes over while a threshold stands crossed, then does not tell the desk again: one bell per dealer, one event', async () => {
    lp.behaviour.answer = 'reject';
    await t.rules.create(DEALER, { ...anyRule, symbol: 'AUDUSD', mode: 'a_book' });
    await t.quote('AUDUSD', 0.65, 0.6502);
    expect((await put({ scope: 'symbol', target: 'AUDUSD', threshold_usd: 10_000 })).statusCode).toBe(200);
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'AUDUSD', 'buy', 0.5);
    await until(() => alertsOf('AUDUSD').length === 1, 15_000);
    await t.services.hedging.stop();
    const next = await startHedging(t.ctx, t.services.market, t.services.engineHost.runtime);
    try {
      coverages.length = 0;
      await coverageShows('AUDUSD', (row) => row.uncovered_net === 0.5);
      coverages.length = 0;
      await coverageShows('AUDUSD', (row) => row.uncovered_net === 0.5);
      const dealers = await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('role', 'in', ['dealer', 'admin'])
        .where('status', '=', 'active')
        .execute();
      expect(alertsOf('AUDUSD')).toHaveLength(1);
      expect(await bellsOf('AUDUSD')).toHaveLength(dealers.length);
      expect(await eventsOf('AUDUSD')).toEqual(['crossed']);
    } finally {
      await next.stop();
    }
  });
});
