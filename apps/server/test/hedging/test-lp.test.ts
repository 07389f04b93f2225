import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { freePort } from '../helpers/private-redis.ts';
import { until } from '../helpers/until.ts';
import { anyRule, buildHedgingApp, DEALER, type HedgingTestApp } from './hedging-app.ts';
import { testLp } from './test-lp.ts';
import { auditFor, signInStaff } from '../admin/staff-helpers.ts';
import { coverageSchema } from '@platform/shared/hedging';
import { startHedging } from '../../src/modules/hedging/hedging.service.ts';

let t: HedgingTestApp;
let lp: ReturnType<typeof testLp>;

beforeAll(async () => {
  const port = await freePort();
  lp = testLp(port);
  t = await buildHedgingApp(port, 'TESTLP');
  await t.loggedOn();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await lp?.stop();
});

/** An A-book rule for `symbol`, a fresh quote, and one client market buy of `lots`. */
async function clientBuys(symbol: string, bid: number, ask: number, lots: number) {
  await t.rules.create(DEALER, { ...anyRule, symbol, mode: 'a_book' });
  await t.quote(symbol, bid, ask);
  const trader = await t.trader();
  await t.marketOrder(trader.auth, symbol, 'buy', lots);
}

/** The session log as written so far (its stream writes behind the session). */
const sessionLog = () => fs.readFileSync(t.hedge.link.sessionLog.file, 'utf8');

const positionOf = (symbol: string) => t.ctx.db.selectFrom('hedge_positions').selectAll().where('symbol', '=', symbol).executeTakeFirst();

describe(`hedging against the test LP (${dialectName})`, () => {
  it('a covering order, when the LP rejects it, then is stored rejected with its reason and leaves the exposure uncovered', async () => {
    lp.behaviour.answer = 'reject';
    await clientBuys('AUDUSD', 0.65, 0.6502, 0.1);
    await until(async () => (await t.ordersOf('AUDUSD'))[0]?.status === 'rejected', 10_000);
    expect((await t.ordersOf('AUDUSD'))[0]).toMatchObject({ reason: 'no liquidity', filled_units: 0 });
    expect(await positionOf('AUDUSD')).toBeUndefined();
    expect(t.hedge.books().get('AUDUSD')).toEqual({ clientNetUnits: 1000, coveredNetUnits: 0 });
  });

  it('a covering order, when the LP fills half and cancels the rest, then holds the half and leaves the rest uncovered', async () => {
    lp.behaviour.answer = 'partial';
    await clientBuys('NZDUSD', 0.6, 0.6002, 0.2);
    await until(async () => (await t.ordersOf('NZDUSD'))[0]?.status === 'cancelled', 10_000);
    expect((await t.ordersOf('NZDUSD'))[0]).toMatchObject({ volume_units: 2000, filled_units: 1000 });
    expect(await positionOf('NZDUSD')).toMatchObject({ buy_units: 1000 });
    expect(t.hedge.books().get('NZDUSD')).toEqual({ clientNetUnits: 2000, coveredNetUnits: 1000 });
  });

  it('a slow fill, when the LP answers seconds later, then completes the order once', async () => {
    lp.behaviour.answer = 'hold';
    await clientBuys('USDCAD', 1.36, 1.3602, 0.1);
    await until(() => lp.received.some((o) => o.symbol === 'USDCAD'));
    expect((await t.ordersOf('USDCAD'))[0]).toMatchObject({ status: 'pending_new' });
    lp.release(true);
    await until(async () => (await t.ordersOf('USDCAD'))[0]?.status === 'filled', 10_000);
    expect(await positionOf('USDCAD')).toMatchObject({ buy_units: 1000 });
  });

  it('the session, when dropped while an order is at the LP, then asks its status on reconnect and books the fill once without sending it again', async () => {
    lp.behaviour.answer = 'hold';
    await clientBuys('USDCHF', 0.88, 0.8802, 0.3);
    await until(() => lp.received.some((o) => o.symbol === 'USDCHF'));
    const [order] = await t.ordersOf('USDCHF');
    lp.drop();
    lp.release(false);
    lp.behaviour.answer = 'fill';
    await until(async () => (await t.ordersOf('USDCHF'))[0]?.status === 'filled', 15_000);
    expect(lp.received.filter((o) => o.clOrdId === order!.cl_ord_id)).toHaveLength(1);
    expect(await positionOf('USDCHF')).toMatchObject({ buy_units: 3000 });
    await until(() => /OUT\s+OrderStatusRequest .*11=/.test(sessionLog()));
  });

  it('a logon, when the LP refuses it, then is tried again with back-off and the orders made meanwhile go out once it is accepted', async () => {
    lp.behaviour.logon = 'refuse';
    const before = lp.logons();
    lp.drop();
    await until(() => lp.logons() >= before + 2, 15_000);
    expect(t.hedge.sessionState()).not.toBe('logged_on');
    lp.behaviour.answer = 'fill';
    await clientBuys('GBPUSD', 1.27, 1.2702, 0.1);
    await until(async () => (await t.ordersOf('GBPUSD')).length === 1);
    expect((await t.ordersOf('GBPUSD'))[0]).toMatchObject({ status: 'pending_new', sent_at: null });
    lp.behaviour.logon = 'accept';
    await until(async () => (await t.ordersOf('GBPUSD'))[0]?.status === 'filled', 15_000);
    expect(lp.received.filter((o) => o.symbol === 'GBPUSD')).toHaveLength(1);
  });

  it('a gap in the LP sequence numbers, when detected, then is filled by a resend request and the fill is booked once', async () => {
    await t.loggedOn();
    lp.behaviour.answer = 'fill';
    lp.behaviour.skipSequence = true;
    await clientBuys('XAUUSD', 2300, 2300.5, 0.1);
    await until(async () => (await t.ordersOf('XAUUSD'))[0]?.status === 'filled', 15_000);
    expect(await positionOf('XAUUSD')).toMatchObject({ buy_units: 1000 });
    await until(() => /OUT\s+ResendRequest/.test(sessionLog()));
  });

  it('a dealer, when adding an A-book rule over the API, then is audited and the coverage screen shows the trade covered', async () => {
    await t.loggedOn();
    lp.behaviour.answer = 'fill';
    const admin = await signInStaff(t, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/hedging/rules',
      headers: admin.auth,
      payload: { symbol: 'EURJPY', mode: 'a_book' },
    });
    expect(created.statusCode).toBe(200);
    expect(await auditFor(t, 'hedging.rule.create', created.json<{ id: number }>().id)).toHaveLength(1);
    await t.quote('EURJPY', 160, 160.03);
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'EURJPY', 'sell', 0.5);
    await until(async () => (await t.ordersOf('EURJPY'))[0]?.status === 'filled', 10_000);
    const coverage = coverageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/hedging/coverage', headers: admin.auth })).json(),
    );
    expect(coverage.session).toBe('logged_on');
    expect(coverage.symbols.find((row) => row.symbol === 'EURJPY')).toMatchObject({
      client_net: -0.5,
      covered_net: -0.5,
      uncovered_net: 0,
      working: 0,
    });
    const finance = await signInStaff(t, 'finance');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/hedging/coverage', headers: finance.auth })).statusCode).toBe(403);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/hedging/rules',
      headers: admin.auth,
      payload: { mode: 'exposure' },
    });
    expect(invalid.statusCode).toBe(422);
  });

  // Last: it replaces the app's hedge service with a new one, as a failover to another instance would.
  it('client fills, when committed while no instance holds the hedge service, then are routed once by the next holder from the orders table', async () => {
    lp.behaviour.answer = 'fill';
    await t.rules.create(DEALER, { ...anyRule, symbol: 'CADJPY', mode: 'a_book' });
    await t.quote('CADJPY', 108, 108.03);
    const ordersBefore = await t.ctx.db.selectFrom('hedge_orders').select('cl_ord_id').execute();
    await t.services.hedging.stop();
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'CADJPY', 'buy', 0.2);
    const next = await startHedging(t.ctx, t.services.market, t.services.engineHost.runtime);
    try {
      await until(async () => (await t.ordersOf('CADJPY'))[0]?.status === 'filled', 15_000);
      const ordersAfter = await t.ctx.db.selectFrom('hedge_orders').select('cl_ord_id').execute();
      expect(ordersAfter).toHaveLength(ordersBefore.length + 1);
      expect(lp.received.filter((o) => o.symbol === 'CADJPY')).toHaveLength(1);
    } finally {
      await next.stop();
    }
  });
});
