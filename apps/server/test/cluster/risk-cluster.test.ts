import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExposureResponse, ExposureSymbol } from '@platform/shared/risk';
import { testDatabaseUrl } from '../helpers/build-test-app.ts';
import { redisUp } from '../helpers/redis.ts';
import { freePort, privateRedis } from '../helpers/private-redis.ts';
import { instanceProcess } from '../helpers/cluster-process.ts';
import { call, clusterAdmin, clusterCalls, clusterEnv, clusterLiveTrader, fundTrader, type Headers } from '../helpers/cluster-calls.ts';
import { until } from '../helpers/until.ts';

type Instance = ReturnType<typeof instanceProcess>;
const SYMBOL = 'XRPUSDT';

/**
 * The risk desk on three real instances (PostgreSQL, a private Redis): a trade placed on a follower
 * reaches a desk's socket opened on another instance within a second, and after the engine leader
 * is killed -9 the new leader's book equals a recomputation from the open positions in the database.
 */
describe.skipIf(!testDatabaseUrl || !redisUp)('the risk desk on a three-instance cluster', () => {
  const run = randomBytes(5).toString('hex');
  const schema = `t_risk_${run}`;
  let redis: ReturnType<typeof privateRedis>;
  let instances: Instance[] = [];
  const { untilAnswered, engineLeader: leaderIndex } = clusterCalls(() => instances);
  let adminToken: string;
  let admin: Headers;
  let trader: Headers;
  let socket: Socket | null = null;

  beforeAll(async () => {
    redis = privateRedis(await freePort());
    await redis.start();
    const env = clusterEnv({ databaseUrl: testDatabaseUrl!, schema, clusterName: `risk-${run}`, redisUrl: redis.url });
    instances = await Promise.all([0, 1, 2].map(async () => instanceProcess(await freePort(), env, { startTimeoutMs: 240_000 })));
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    const [a] = instances as [Instance];

    adminToken = await clusterAdmin(a.url, env);
    admin = { authorization: `Bearer ${adminToken}` };

    // A funded live trader.
    const live = await clusterLiveTrader(a.url);
    trader = live.auth;
    await fundTrader(a.url, admin, live.userId, 5000);
  }, 600_000);

  afterAll(async () => {
    socket?.close();
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    await redis?.kill();
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }, 60_000);

  it('a trade on a follower, when a desk is open on another instance, then its socket shows it within a second; after the leader is killed -9 the book equals the recomputation', async () => {
    await until(async () => (await leaderIndex()) >= 0, 20_000);
    const leader = await leaderIndex();
    const follower = (leader + 1) % 3;
    const deskAt = (leader + 2) % 3;

    // The desk, open on the other follower: it hears the book once its session (and so its staff room) is ready.
    const pushes: Array<{ at: number; book: ExposureResponse }> = [];
    socket = connectSocket(instances[deskAt]!.url, { transports: ['websocket'], auth: { token: adminToken } });
    socket.on('risk-exposure', (book: ExposureResponse) => pushes.push({ at: Date.now(), book }));
    await new Promise<void>((resolve) => socket!.once('session', () => resolve()));

    const longLots = (book: ExposureResponse) => book.live.symbols.find((s) => s.symbol === SYMBOL)?.long_lots ?? 0;
    const placedAt = Date.now();
    const placed = await call(
      `${instances[follower]!.url}/api/place`,
      'POST',
      { ...trader, 'idempotency-key': randomUUID() },
      {
        symbol: SYMBOL,
        side: 'buy',
        volume: 2,
      },
    );
    expect(placed.status, await placed.clone().text()).toBe(200);
    const answeredAt = Date.now();
    await until(() => pushes.some((push) => longLots(push.book) === 2), 5_000);
    const seenAt = pushes.find((push) => longLots(push.book) === 2)!.at;
    // From the trade's answer on the follower to the desk's socket on the other instance.
    expect(seenAt - answeredAt, `placed in ${answeredAt - placedAt} ms`).toBeLessThan(1_000);

    // More positions and a close, then the leader dies in the middle of more trading.
    const place = async (start: number, side: 'buy' | 'sell', volume: number) => {
      const answer = await untilAnswered(start, 'POST', '/api/place', trader, { symbol: SYMBOL, side, volume });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { data: { order: { id: number } } }).data.order.id;
    };
    const sold = await place(follower, 'sell', 1);
    expect((await untilAnswered(deskAt, 'POST', '/api/order/close', trader, { order_id: sold })).status).toBe(200);
    const killing = instances[leader]!.stop('SIGKILL');
    await Promise.all([place(follower, 'buy', 0.5), place(deskAt, 'sell', 1.5), killing]);
    await until(async () => (await leaderIndex()) >= 0, 30_000);
    await place(follower, 'buy', 1);
    await instances[leader]!.start();

    // The new leader's figures, asked on any instance, equal a recomputation from the database.
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(`set search_path to "${schema}"`);
      const open = await client.query<{ side: string; volume_units: string; open_pts: string; digits: number; account_id: string }>(
        `select side, volume_units, open_pts, digits, account_id from orders where status = 'open' and symbol = $1`,
        [SYMBOL],
      );
      const units = (side: string) => open.rows.filter((r) => r.side === side).reduce((n, r) => n + Number(r.volume_units), 0);
      const avg = (side: string) => {
        const rows = open.rows.filter((r) => r.side === side);
        const weight = rows.reduce((n, r) => n + Number(r.volume_units) * Number(r.open_pts), 0);
        const digits = rows[0]?.digits ?? 0;
        return units(side) > 0 ? Number((weight / units(side) / 10 ** digits).toFixed(digits)) : null;
      };
      const midnight = new Date(new Date().toISOString().slice(0, 10)).getTime();
      const realised = await client.query<{ cents: string | null }>(
        `select sum(profit_cents) as cents from orders where status = 'closed' and symbol = $1 and closed_at >= $2`,
        [SYMBOL, midnight],
      );
      const expected = {
        long_lots: units('buy') / 10_000,
        short_lots: units('sell') / 10_000,
        positions: open.rows.length,
        accounts: new Set(open.rows.map((r) => r.account_id)).size,
        long_avg_price: avg('buy'),
        short_avg_price: avg('sell'),
        realised_today: Number(realised.rows[0]!.cents ?? 0) / 100,
      };
      expect(expected.positions).toBe(4);
      const pick = (row: ExposureSymbol | undefined) =>
        row && {
          long_lots: row.long_lots,
          short_lots: row.short_lots,
          positions: row.positions,
          accounts: row.accounts,
          long_avg_price: row.long_avg_price,
          short_avg_price: row.short_avg_price,
          realised_today: row.realised_today,
        };
      for (const at of [0, 1, 2]) {
        const answer = await untilAnswered(at, 'GET', '/api/admin/risk/exposure', admin);
        expect(answer.status).toBe(200);
        expect(pick((answer.body as unknown as ExposureResponse).live.symbols.find((s) => s.symbol === SYMBOL))).toEqual(expected);
      }
      // And the desk still open on its instance hears the new leader's book.
      const heard = pushes.length;
      await until(
        () =>
          pushes
            .slice(heard)
            .some((push) => pick(push.book.live.symbols.find((s) => s.symbol === SYMBOL))?.long_lots === expected.long_lots),
        10_000,
      );
    } finally {
      await client.end();
    }
    for (const instance of instances) expect(instance.unexpectedExits).toEqual([]);
  }, 300_000);
});
