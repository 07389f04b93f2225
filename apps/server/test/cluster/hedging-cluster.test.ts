import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hedgeSessionSchema } from '@platform/shared/hedging';
import { testDatabaseUrl } from '../helpers/build-test-app.ts';
import { redisUp } from '../helpers/redis.ts';
import { freePort, privateRedis } from '../helpers/private-redis.ts';
import { instanceProcess } from '../helpers/cluster-process.ts';
import { call, clusterAdmin, clusterCalls, clusterEnv, clusterLiveTrader, fundTrader, type Headers } from '../helpers/cluster-calls.ts';
import { until } from '../helpers/until.ts';
import { testLp } from '../hedging/test-lp.ts';

type Instance = ReturnType<typeof instanceProcess>;
/** Crypto trades around the clock: the test runs the same on a weekend. */
const SYMBOL = 'XRPUSDT';

/**
 * Hedging on three real instances (PostgreSQL, a private Redis, each instance with its own DATA_DIR
 * and so its own FIX session files) against the test LP: the instance that leads the engine and
 * holds the FIX session is killed -9 while a covering order waits at the LP; another instance takes
 * the session over, logs on (the LP accepts its sequence numbers), asks the order's status and books
 * the LP's fill: one covering order at the LP, one fill in the book, and covering goes on.
 */
describe.skipIf(!testDatabaseUrl || !redisUp)('hedging on a three-instance cluster', () => {
  const run = randomBytes(5).toString('hex');
  const schema = `t_hedge_${run}`;
  let redis: ReturnType<typeof privateRedis>;
  let lp: ReturnType<typeof testLp>;
  let instances: Instance[] = [];
  const { untilAnswered, engineLeader } = clusterCalls(() => instances);
  let admin: Headers;
  let trader: Headers;
  let db: pg.Client;

  /** The instance whose process holds the FIX session, by the session record's holder (host:pid:start). */
  const sessionHolder = async () => {
    const { rows } = await db.query<{ holder: string | null; state: string }>('select holder, state from hedge_session');
    const pid = Number(rows[0]?.holder?.split(':')[1] ?? 0);
    return { index: instances.findIndex((instance) => instance.running() && instance.pid() === pid), state: rows[0]?.state ?? null };
  };
  const ordersAtLp = () =>
    db.query<{ cl_ord_id: string; status: string; side: string; volume_units: number; filled_units: number; sent_at: string | null }>(
      'select cl_ord_id, status, side, volume_units, filled_units, sent_at from hedge_orders where symbol = $1 order by id',
      [SYMBOL],
    );

  beforeAll(async () => {
    redis = privateRedis(await freePort());
    await redis.start();
    const lpPort = await freePort();
    lp = testLp(lpPort);
    const env = {
      ...clusterEnv({ databaseUrl: testDatabaseUrl!, schema, clusterName: `hedge-${run}`, redisUrl: redis.url }),
      FIX_HOST: '127.0.0.1',
      FIX_PORT: String(lpPort),
      FIX_SENDER_COMP_ID: 'BROKER',
      FIX_TARGET_COMP_ID: 'TESTLP',
      FIX_RECONNECT_S: '1',
      FIX_RECONNECT_MAX_S: '2',
    };
    instances = await Promise.all([0, 1, 2].map(async () => instanceProcess(await freePort(), env, { startTimeoutMs: 240_000 })));
    // The first instance takes every role (engine, feed, FIX session) before the others run for them.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    const [a] = instances as [Instance];
    db = new pg.Client({ connectionString: testDatabaseUrl });
    await db.connect();
    await db.query(`set search_path to "${schema}"`);

    admin = { authorization: `Bearer ${await clusterAdmin(a.url, env)}` };

    const live = await clusterLiveTrader(a.url);
    trader = live.auth;
    await fundTrader(a.url, admin, live.userId, 5000);
    // Every client fill of the symbol covered at the LP (the holder reads the rules when told over the bus).
    const rule = await call(`${a.url}/api/admin/hedging/rules`, 'POST', admin, { symbol: SYMBOL, mode: 'a_book' });
    expect(rule.status, await rule.clone().text()).toBe(200);
  }, 600_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    await db?.end();
    await lp?.stop();
    await redis?.kill();
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }, 60_000);

  it('the engine leader, when killed -9 while it holds the FIX session and a covering order waits at the LP, then another instance takes the session over and the LP sees that order once, filled once in the book', async () => {
    // The leader of everything: the engine and the FIX session on the same instance, logged on.
    await until(async () => (await engineLeader()) >= 0, 30_000);
    await until(async () => (await sessionHolder()).state === 'logged_on', 30_000);
    const leader = await engineLeader();
    expect((await sessionHolder()).index).toBe(leader);
    const follower = (leader + 1) % 3;

    // The LP holds the order: no report yet when the leader dies.
    lp.behaviour.answer = 'hold';
    const placed = await untilAnswered(follower, 'POST', '/api/place', trader, { symbol: SYMBOL, side: 'buy', volume: 1 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await until(() => lp.received.some((order) => order.symbol === SYMBOL), 15_000);
    await until(async () => (await ordersAtLp()).rows[0]?.sent_at !== null, 10_000);
    const [waiting] = (await ordersAtLp()).rows;
    expect(waiting).toMatchObject({ status: 'pending_new', side: 'buy', volume_units: 10_000 });

    const connectionsBefore = lp.connections();
    await instances[leader]!.stop('SIGKILL');
    // Meanwhile the LP fills it (its report cannot reach the dead session).
    lp.release(false);
    lp.behaviour.answer = 'fill';

    await until(async () => (await engineLeader()) >= 0, 30_000);
    await until(async () => {
      const holder = await sessionHolder();
      return holder.index >= 0 && holder.index !== leader && holder.state === 'logged_on';
    }, 30_000);
    // Its first Logon was accepted: it started above every number the LP had seen from the dead holder.
    expect(lp.connections() - connectionsBefore).toBe(1);
    await until(async () => (await ordersAtLp()).rows[0]?.status === 'filled', 20_000);

    // One order at the LP for the one client fill, booked once.
    expect(lp.received.filter((order) => order.clOrdId === waiting!.cl_ord_id)).toHaveLength(1);
    expect((await ordersAtLp()).rows).toEqual([
      expect.objectContaining({ cl_ord_id: waiting!.cl_ord_id, status: 'filled', filled_units: 10_000 }),
    ]);
    const fills = await db.query('select fill_key, cl_ord_id from hedge_client_fills where symbol = $1', [SYMBOL]);
    expect(fills.rows).toEqual([expect.objectContaining({ cl_ord_id: waiting!.cl_ord_id })]);
    const position = await db.query<{ buy_units: number; sell_units: number }>(
      'select buy_units, sell_units from hedge_positions where symbol = $1',
      [SYMBOL],
    );
    expect(position.rows).toEqual([{ buy_units: 10_000, sell_units: 0 }]);

    // Covering goes on through the new holder: the next client fill is covered once more.
    const sold = await untilAnswered(follower, 'POST', '/api/place', trader, { symbol: SYMBOL, side: 'sell', volume: 1 });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    await until(async () => (await ordersAtLp()).rows[1]?.status === 'filled', 20_000);
    expect(lp.received.filter((order) => order.symbol === SYMBOL)).toHaveLength(2);

    // Any instance tells the desk who holds it now: logged on, the numbers moving on from the old holder's.
    const session = hedgeSessionSchema.parse((await untilAnswered(follower, 'GET', '/api/admin/hedging/session', admin)).body);
    expect(session).toMatchObject({ state: 'logged_on', target_comp_id: 'TESTLP' });
    expect(session.next_sender_seq).toBeGreaterThan(1);

    await instances[leader]!.start();
    for (const instance of instances) expect(instance.unexpectedExits).toEqual([]);
  }, 300_000);
});
