import fs from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/build-test-app.ts';
import { redisUp } from '../helpers/redis.ts';
import { freePort, privateRedis } from '../helpers/private-redis.ts';
import { instanceProcess, nginxInFront } from '../helpers/cluster-process.ts';
import { uniqueEmail, TEST_PASSWORD } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';

const nginxThere = fs.existsSync('/usr/sbin/nginx');
if (!nginxThere && process.env.REQUIRE_REDIS === '1') throw new Error('the cluster chaos test needs nginx (/usr/sbin/nginx)');
const ORDER = { symbol: 'XRPUSDT', side: 'buy', volume: 0.1 };
const WORKERS = 4;

/**
 * Three real instances on PostgreSQL and a private Redis, behind Debian's nginx, while traders
 * stream keyed market orders (retrying each with its key until answered): kill -9 the engine
 * leader three times, kill and restart Redis, terminate one instance's database connections,
 * SIGTERM an instance. No acknowledged order may be lost or doubled, no instance may die on its
 * own, trading must come back within 2 s of each fault and every socket must get prices within 5 s.
 */
describe.skipIf(!testDatabaseUrl || !redisUp || !nginxThere)('a cluster under faults (3 instances, nginx, PostgreSQL, Redis)', () => {
  const schema = `t_chaos_${randomBytes(5).toString('hex')}`;
  let redis: ReturnType<typeof privateRedis>;
  let nginx: ReturnType<typeof nginxInFront>;
  let instances: Array<ReturnType<typeof instanceProcess>> = [];
  const sockets: Socket[] = [];
  const lastTickAt = new Map<Socket, number>();
  let stopTraffic = false;
  const acknowledged = new Map<string, { key: string; orderId: number; userId: number }>();
  const acceptedAt: number[] = [];
  let traffic: Promise<void>[] = [];

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });

  async function signUp(): Promise<{ token: string; userId: number }> {
    const response = await post(`${nginx.url}/api/signup`, {
      name: 'Ada Lovelace',
      email: uniqueEmail('chaos'),
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      account_type: 'demo',
    });
    const { token } = (await response.json()) as { token: string };
    const me = await fetch(`${nginx.url}/api/account`, { headers: { authorization: `Bearer ${token}` } });
    const { account } = (await me.json()) as { account: { user_id: number } };
    return { token, userId: account.user_id };
  }

  /** One trader placing market orders back to back, each retried with its own key until answered. */
  async function trade(trader: { token: string; userId: number }): Promise<void> {
    while (!stopTraffic) {
      const key = randomUUID();
      for (let attempt = 0; ; attempt += 1) {
        if (stopTraffic && attempt > 200) throw new Error(`order ${key} never answered`);
        const response = await post(`${nginx.url}/api/place`, ORDER, {
          authorization: `Bearer ${trader.token}`,
          'idempotency-key': key,
        }).catch(() => null);
        if (response?.status === 200) {
          const body = (await response.json()) as { data: { order: { id: number } } };
          acknowledged.set(key, { key, orderId: body.data.order.id, userId: trader.userId });
          acceptedAt.push(Date.now());
          break;
        }
        const status = response?.status ?? 0;
        if (status !== 0 && status < 500 && status !== 409 && status !== 429)
          throw new Error(`order refused: ${status} ${await response?.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  const leaderIndex = async () => {
    for (const [i, instance] of instances.entries())
      if (instance.running() && (await instance.health().catch(() => null))?.roles.engine_leader) return i;
    return -1;
  };
  /** Ms from `since` until an order is accepted again (fails after 2 s). */
  const ordersBackWithin = async (since: number) => {
    await until(() => acceptedAt.some((at) => at > since), 2000).catch(() => {
      throw new Error(`no order accepted within 2 s of ${new Date(since).toISOString()}`);
    });
    return acceptedAt.find((at) => at > since)! - since;
  };
  const ticksBackWithin5s = async (since: number) => {
    await until(() => sockets.every((s) => (lastTickAt.get(s) ?? 0) > since), 5000).catch(async () => {
      const states = await Promise.all(
        instances.map((i) => (i.running() ? i.health().catch((e: Error) => e.message) : Promise.resolve('down'))),
      );
      const ages = sockets.map((s) => `${s.connected ? 'connected' : 'disconnected'} ${Date.now() - (lastTickAt.get(s) ?? 0)} ms`);
      throw new Error(
        `sockets without prices 5 s after the fault: ${JSON.stringify({ ages, states, logs: instances.map((i) => i.logFile) })}`,
      );
    });
  };

  beforeAll(async () => {
    redis = privateRedis(await freePort());
    await redis.start();
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'warn',
      DATABASE_URL: testDatabaseUrl!,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redis.url,
      FEED: 'simulator',
      SIGNUP_LIMIT_PER_ADDRESS: '1000',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    };
    instances = await Promise.all([0, 1, 2].map(async () => instanceProcess(await freePort(), env)));
    // The first migrates the schema; the others join it.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    nginx = nginxInFront(
      await freePort(),
      instances.map((i) => i.port),
    );
    await nginx.start();
    for (let i = 0; i < 3; i += 1) {
      const socket = connectSocket(nginx.url, { transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 500 });
      socket.on('tick', () => lastTickAt.set(socket, Date.now()));
      sockets.push(socket);
    }
    await ticksBackWithin5s(Date.now() - 1);
    const traders = await Promise.all(Array.from({ length: WORKERS }, signUp));
    traffic = traders.map((trader) => trade(trader));
    await until(() => acknowledged.size >= WORKERS, 10_000);
  }, 120_000);

  afterAll(async () => {
    stopTraffic = true;
    await Promise.race([Promise.allSettled(traffic), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    for (const socket of sockets) socket.close();
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    await redis?.kill();
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }, 60_000);

  it('the engine leader, when killed -9 three times, then another takes over and orders flow again within 2 s', async () => {
    for (let round = 0; round < 3; round += 1) {
      await until(async () => (await leaderIndex()) >= 0, 5000);
      const leader = instances[await leaderIndex()]!;
      await leader.stop('SIGKILL');
      const killedAt = Date.now();
      expect(await ordersBackWithin(killedAt)).toBeLessThan(2000);
      await ticksBackWithin5s(killedAt);
      await leader.start();
    }
  }, 90_000);

  it('Redis, when killed and restarted, then orders flow within 2 s and every socket gets prices within 5 s of its return', async () => {
    await redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await redis.start();
    const backAt = Date.now();
    expect(await ordersBackWithin(backAt)).toBeLessThan(2000);
    await ticksBackWithin5s(backAt);
  }, 30_000);

  it("one instance's database connections, when terminated, then it lives on and orders flow within 2 s", async () => {
    await until(async () => (await leaderIndex()) >= 0, 5000);
    const victim = instances[await leaderIndex()]!;
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    const { rowCount } = await client.query(
      `select pg_terminate_backend(a.pid) from pg_stat_activity a
        where a.pid <> pg_backend_pid() and a.application_name like $1`,
      [`%:${victim.pid()}%`],
    );
    await client.end();
    expect(rowCount).toBeGreaterThan(0);
    const doneAt = Date.now();
    expect(await ordersBackWithin(doneAt)).toBeLessThan(2000);
    await ticksBackWithin5s(doneAt);
    expect(victim.running()).toBe(true);
  }, 30_000);

  it('an instance, when sent SIGTERM mid-traffic, then hands over and orders flow within 2 s', async () => {
    await until(async () => (await leaderIndex()) >= 0, 5000);
    const leader = instances[await leaderIndex()]!;
    const before = acknowledged.size;
    await leader.stop('SIGTERM');
    const stoppedAt = Date.now();
    expect(await ordersBackWithin(stoppedAt)).toBeLessThan(2000);
    await ticksBackWithin5s(stoppedAt);
    expect(acknowledged.size).toBeGreaterThan(before);
    await leader.start();
  }, 60_000);

  it('every acknowledged order, when the faults are over, then exists exactly once and no instance died on its own', async () => {
    stopTraffic = true;
    await Promise.all(traffic);
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      const userIds = [...new Set([...acknowledged.values()].map((a) => a.userId))];
      const { rows } = await client.query<{ id: number; user_id: number }>(
        `select id, user_id from "${schema}".orders where user_id = any($1::int[])`,
        [userIds],
      );
      const stored = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      const acked = [...acknowledged.values()].map((a) => a.orderId).sort((a, b) => a - b);
      expect(new Set(acked).size).toBe(acked.length);
      expect(stored).toEqual(acked);
    } finally {
      await client.end();
    }
    expect(instances.flatMap((i) => i.unexpectedExits)).toEqual([]);
  }, 30_000);
});
