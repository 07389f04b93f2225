import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { freePort } from '../helpers/private-redis.ts';
import { quickfixAvailable, quickfixExecutor } from '../helpers/quickfix-executor.ts';
import { until } from '../helpers/until.ts';
import fs from 'node:fs';
import { startHedging } from '../../src/modules/hedging/hedging.service.ts';
import { anyRule, buildHedgingApp, DEALER, type HedgingTestApp } from './hedging-app.ts';

// CI installs QuickFIX (.ci/run) and sets REQUIRE_QUICKFIX, so there a missing install fails rather than skips.
const runs = quickfixAvailable || Boolean(process.env.REQUIRE_QUICKFIX);
const suite = runs ? describe : describe.skip;

let t: HedgingTestApp;
let lp: ReturnType<typeof quickfixExecutor>;

beforeAll(async () => {
  if (!runs) return;
  const port = await freePort();
  lp = quickfixExecutor(port, { ours: 'BROKER', theirs: 'EXECUTOR' });
  await lp.start();
  t = await buildHedgingApp(port, 'EXECUTOR');
  await t.loggedOn();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await lp?.stop();
});

suite(`hedging against QuickFIX's executor (${dialectName})`, () => {
  it('an A-book market buy, when filled for the client, then sends one covering order that the LP fills and the book holds it', async () => {
    await t.rules.create(DEALER, { ...anyRule, symbol: 'EURUSD', mode: 'a_book' });
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'EURUSD', 'buy', 0.1);
    await until(async () => (await t.ordersOf('EURUSD'))[0]?.status === 'filled', 10_000);
    const orders = await t.ordersOf('EURUSD');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ side: 'buy', volume_units: 1000, filled_units: 1000, sent_at: expect.any(Number) });
    const reports = await t.ctx.db.selectFrom('hedge_executions').selectAll().where('cl_ord_id', '=', orders[0]!.cl_ord_id).execute();
    expect(reports).toHaveLength(1);
    const position = await t.ctx.db.selectFrom('hedge_positions').selectAll().where('symbol', '=', 'EURUSD').executeTakeFirstOrThrow();
    expect(position).toMatchObject({ buy_units: 1000, buy_pts_units: orders[0]!.limit_pts * 1000, sell_units: 0 });
  });

  it('an exposure rule, when the clients net more than its limit, then covers exactly the excess and nothing below it', async () => {
    await t.rules.create(DEALER, { ...anyRule, symbol: 'USDJPY', mode: 'exposure', exposureLimitUnits: 5000 });
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'USDJPY', 'buy', 0.3);
    await t.hedge.settled();
    await until(
      async () => (await t.ctx.db.selectFrom('hedge_client_fills').select('id').where('symbol', '=', 'USDJPY').execute()).length === 1,
    );
    expect(await t.ordersOf('USDJPY')).toHaveLength(0);
    await t.marketOrder(trader.auth, 'USDJPY', 'buy', 0.4);
    await until(async () => (await t.ordersOf('USDJPY'))[0]?.status === 'filled', 10_000);
    const orders = await t.ordersOf('USDJPY');
    expect(orders.map((o) => [o.side, o.volume_units, o.filled_units])).toEqual([['buy', 2000, 2000]]);
  });

  it('the LP, when killed while a client trades, then gets the covering order once after it is back, on the same sequence numbers', async () => {
    await t.rules.create(DEALER, { ...anyRule, symbol: 'GBPUSD', mode: 'a_book' });
    await t.quote('GBPUSD', 1.27, 1.2702);
    await lp.kill();
    await until(() => t.hedge.sessionState() !== 'logged_on', 10_000);
    const trader = await t.trader();
    await t.marketOrder(trader.auth, 'GBPUSD', 'sell', 0.2);
    await until(async () => (await t.ordersOf('GBPUSD')).length === 1);
    expect((await t.ordersOf('GBPUSD'))[0]).toMatchObject({ status: 'pending_new', sent_at: null });
    await lp.start();
    await t.loggedOn();
    await until(async () => (await t.ordersOf('GBPUSD'))[0]?.status === 'filled', 10_000);
    expect(await t.ordersOf('GBPUSD')).toHaveLength(1);
    expect((await t.ordersOf('GBPUSD'))[0]).toMatchObject({ side: 'sell', filled_units: 2000 });
  });

  it('our hedge service, when restarted, then logs on with the sequence numbers it had and the LP accepts them', async () => {
    const logFile = t.hedge.link.sessionLog.file;
    const lastLogon = () => [...fs.readFileSync(logFile, 'utf8').matchAll(/OUT\s+Logon\s.*\|34=(\d+)\|/g)].map((m) => Number(m[1])).at(-1)!;
    const lastSent = Math.max(...[...fs.readFileSync(logFile, 'utf8').matchAll(/OUT\s+\S+\s.*?\|34=(\d+)\|/g)].map((m) => Number(m[1])));
    await t.services.hedging.stop();
    const restarted = await startHedging(t.ctx, t.services.market, t.services.engineHost.runtime);
    try {
      await until(() => restarted.service!.sessionState() === 'logged_on', 15_000);
      expect(lastLogon()).toBeGreaterThan(lastSent);
      await t.rules.create(DEALER, { ...anyRule, symbol: 'AUDUSD', mode: 'a_book' });
      await t.quote('AUDUSD', 0.65, 0.6502);
      const trader = await t.trader();
      await t.marketOrder(trader.auth, 'AUDUSD', 'buy', 0.1);
      await until(async () => (await t.ordersOf('AUDUSD'))[0]?.status === 'filled', 10_000);
    } finally {
      await restarted.stop();
    }
  });
});
