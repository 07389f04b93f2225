import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { freePort } from '../helpers/private-redis.ts';
import { until } from '../helpers/until.ts';
import { anyRule, buildHedgingApp, DEALER, type HedgingTestApp } from './hedging-app.ts';
import { testLp } from './test-lp.ts';
import { auditFor, signInStaff } from '../admin/staff-helpers.ts';
import { coverageSchema, reconciliationSchema } from '@platform/shared/hedging';
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
  it('a demo account, when it buys a symbol an A-book rule covers, then its fill is neither covered at the LP nor counted in the book', async () => {
    lp.behaviour.answer = 'fill';
    await t.rules.create(DEALER, { ...anyRule, symbol: 'EURGBP', mode: 'a_book' });
    await t.quote('GBPUSD', 1.27, 1.2702); // GBP's rate to USD, for the margin
    await t.quote('EURGBP', 0.85, 0.8502);
    const demo = await t.demoTrader();
    await t.marketOrder(demo.auth, 'EURGBP', 'buy', 0.1);
    await t.hedge.settled();
    expect(await t.ordersOf('EURGBP')).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('hedge_client_fills').select('id').where('symbol', '=', 'EURGBP').execute()).toHaveLength(0);
    expect(t.hedge.books().get('EURGBP') ?? { clientNetUnits: 0, coveredNetUnits: 0 }).toEqual({ clientNetUnits: 0, coveredNetUnits: 0 });
    // The same buy from a live account is covered.
    const live = await t.trader();
    await t.marketOrder(live.auth, 'EURGBP', 'buy', 0.1);
    await until(async () => (await t.ordersOf('EURGBP'))[0]?.status === 'filled', 10_000);
  });

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
  it('a client-group rule, when a trader of that group fills, then covers it at the LP; the same symbol for another group stays on the book', async () => {
    lp.behaviour.answer = 'fill';
    const trader = await t.trader();
    const group = (await t.ctx.groups.groupOf(trader.accountId))!.name;
    const otherGroup = t.ctx.groups.list().find((other) => other.name !== group)!.name;
    await t.rules.create(DEALER, { ...anyRule, symbol: 'EURUSD', mode: 'b_book' });
    await t.rules.create(DEALER, { ...anyRule, clientGroup: group, symbol: 'EURUSD', mode: 'a_book' });
    await t.rules.create(DEALER, { ...anyRule, clientGroup: otherGroup, symbol: 'USDJPY', mode: 'a_book' });
    await t.quote('EURUSD', 1.1, 1.1002);
    await t.quote('USDJPY', 150, 150.03);
    await t.marketOrder(trader.auth, 'EURUSD', 'buy', 0.1);
    await t.marketOrder(trader.auth, 'USDJPY', 'buy', 0.1);
    await until(async () => (await t.ordersOf('EURUSD'))[0]?.status === 'filled', 10_000);
    await t.hedge.settled();
    expect(await t.ordersOf('USDJPY')).toHaveLength(0);
    const fills = await t.ctx.db.selectFrom('hedge_client_fills').selectAll().where('user_id', '=', trader.userId).orderBy('id').execute();
    expect(fills.map((fill) => [fill.symbol, fill.mode])).toEqual([
      ['EURUSD', 'a_book'],
      ['USDJPY', 'b_book'],
    ]);
  });

  it('the daily reconciliation, when the book and the LP agree, then lists no difference; a tampered position and an order the LP never reported are listed', async () => {
    const admin = await signInStaff(t, 'admin');
    const day = new Date(t.ctx.clock.now()).toISOString().slice(0, 10);
    const read = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/hedging/reconciliation?day=${day}`, headers: admin.auth });
      expect(response.statusCode).toBe(200);
      return reconciliationSchema.parse(response.json());
    };
    await t.hedge.settled();
    const clean = await read();
    expect(clean.orders).toBeGreaterThan(0);
    expect(clean.differences).toEqual([]);

    const now = t.ctx.clock.now();
    await t.ctx.db
      .updateTable('hedge_positions')
      .set((eb) => ({ buy_units: eb('buy_units', '+', 500) }))
      .where('symbol', '=', 'NZDUSD')
      .execute();
    await t.ctx.db
      .insertInto('hedge_orders')
      .values({
        cl_ord_id: 'HNEVERREPORTED',
        symbol: 'EURCHF',
        lp_symbol: 'EURCHF',
        side: 'buy',
        volume_units: 1000,
        limit_pts: 94_000,
        digits: 5,
        status: 'new',
        filled_units: 0,
        filled_pts_units: 0,
        lp_order_id: null,
        reason: null,
        created_at: now,
        sent_at: now,
        updated_at: now,
      })
      .execute();
    const differences = (await read()).differences;
    expect(differences).toEqual(
      expect.arrayContaining([
        { kind: 'position_differs', cl_ord_id: null, symbol: 'NZDUSD', ours: 0.15, lp: 0.1 },
        { kind: 'no_report', cl_ord_id: 'HNEVERREPORTED', symbol: 'EURCHF', ours: 0, lp: null },
        { kind: 'open', cl_ord_id: 'HNEVERREPORTED', symbol: 'EURCHF', ours: 0, lp: null },
      ]),
    );
    expect(differences).toHaveLength(3);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/hedging/reconciliation?day=2026-13-45', headers: admin.auth });
    expect(bad.statusCode).toBe(422);
    // Put back: the next tests' books read storage.
    await t.ctx.db.deleteFrom('hedge_orders').where('cl_ord_id', '=', 'HNEVERREPORTED').execute();
    await t.ctx.db
      .updateTable('hedge_positions')
      .set((eb) => ({ buy_units: eb('buy_units', '-', 500) }))
      .where('symbol', '=', 'NZDUSD')
      .execute();
  });

  it('the LP session, when it drops, then alerts the desk once (bell and mail to admin staff) and logs on again', async () => {
    const admin = await signInStaff(t, 'admin');
    await t.loggedOn();
    t.hedge.link.drop('test: connection lost');
    const alerts = () =>
      t.ctx.db.selectFrom('notifications').selectAll().where('kind', '=', 'desk_alert').where('user_id', '=', admin.id).execute();
    await until(async () => (await alerts()).length === 1, 10_000);
    expect((await alerts())[0]).toMatchObject({ title: 'LP session down' });
    await until(
      async () =>
        (await t.ctx.db.selectFrom('mail_outbox').select('id').where('template', '=', 'hedging-desk-alert').execute()).length >= 1,
      10_000,
    );
    await t.loggedOn();
    expect(await alerts()).toHaveLength(1);
  });
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
