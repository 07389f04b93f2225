import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
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
 * A second deployment on the same Redis (its own CLUSTER_NAME and schema) must share nothing with it.
 */
describe.skipIf(!testDatabaseUrl || !redisUp || !nginxThere)('a cluster under faults (3 instances, nginx, PostgreSQL, Redis)', () => {
  const run = randomBytes(5).toString('hex');
  const schema = `t_chaos_${run}`;
  const clusterName = `chaos-a-${run}`;
  let traders: Array<{ token: string; userId: number }> = [];
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

  async function signUp(baseUrl = nginx.url): Promise<{ token: string; userId: number }> {
    const response = await post(`${baseUrl}/api/signup`, {
      name: 'Ada Lovelace',
      email: uniqueEmail('chaos'),
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      account_type: 'demo',
    });
    if (response.status !== 200) throw new Error(`sign-up refused on ${baseUrl}: ${response.status} ${await response.text()}`);
    const { token } = (await response.json()) as { token: string };
    const me = await fetch(`${baseUrl}/api/account`, { headers: { authorization: `Bearer ${token}` } });
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
      CLUSTER_NAME: clusterName,
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
    traders = await Promise.all(Array.from({ length: WORKERS }, () => signUp()));
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
    await other?.instance.stop('SIGTERM');
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    if (other) await client.query(`DROP SCHEMA IF EXISTS "${other.schema}" CASCADE`);
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

  let other: { instance: ReturnType<typeof instanceProcess>; schema: string } | null = null;

  it("a second deployment on the same Redis, when both trade and stream prices, then neither sees the other's orders, events, prices or rate limits", async () => {
    // Deployment B: one instance, its own name and schema, a feed whose BTCUSDT sits near 12,345 (A's near 67,000).
    const schemaB = `t_chaos_b_${run}`;
    const markerFeed = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'platform-marker-')), 'ticks.jsonl');
    fs.writeFileSync(
      markerFeed,
      Array.from({ length: 10 }, (_, i) => JSON.stringify({ t: i * 100, s: 'BTCUSDT', b: 12_345 + i, a: 12_346 + i, bs: 1, as: 1 })).join(
        '\n',
      ),
    );
    const isMarker = (tick: { code: string; bid: number }) => tick.code === 'BTCUSDT' && tick.bid < 20_000;
    const b = instanceProcess(await freePort(), {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: testDatabaseUrl!,
      DATABASE_SCHEMA: schemaB,
      CLUSTER_NAME: `chaos-b-${run}`,
      REDIS_URL: redis.url,
      FEED: 'replay',
      FEED_REPLAY_FILE: markerFeed,
      // A has signed up more traders than this from the same address: a shared window would refuse B's.
      SIGNUP_LIMIT_PER_ADDRESS: String(WORKERS - 1),
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    });
    other = { instance: b, schema: schemaB };
    await b.start();
    const traderB = await signUp(b.url);
    // A's windows went with the Redis restart above: one more sign-up on A opens them again.
    await signUp();
    // Same user id in both databases, so an account event that crossed over would reach a real socket.
    const traderA = traders.find((t) => t.userId === traderB.userId);
    expect(traderA).toBeDefined();

    type Seen = { ticks: Array<{ code: string; bid: number }>; orders: Array<{ id: number; symbol: string }> };
    const watch = (url: string, token?: string) => {
      const seen: Seen = { ticks: [], orders: [] };
      const socket = connectSocket(url, { transports: ['websocket'], ...(token ? { auth: { token } } : {}) });
      socket.on('tick', (...ticks: Seen['ticks']) => seen.ticks.push(...ticks));
      socket.on('order-updated', (event: { order: Seen['orders'][number] }) => seen.orders.push(event.order));
      return { socket, seen };
    };
    const onA = watch(nginx.url, traderA!.token);
    const onB = watch(b.url, traderB.token);
    try {
      await until(() => onB.seen.ticks.some(isMarker), 10_000);
      const placedB: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await post(
          `${b.url}/api/place`,
          { symbol: 'BTCUSDT', side: 'buy', volume: 0.01 },
          { authorization: `Bearer ${traderB.token}` },
        );
        expect(response.status).toBe(200);
        placedB.push(((await response.json()) as { data: { order: { id: number } } }).data.order.id);
      }
      // Sentinels: each side hears its own events published after B's orders, so a crossed one would have arrived.
      const ownAfterB = (seen: Seen, symbol: string) => seen.orders.filter((o) => o.symbol === symbol).length;
      const ordersOfA = ownAfterB(onA.seen, ORDER.symbol);
      const ticksOfA = onA.seen.ticks.length;
      await until(() => ownAfterB(onA.seen, ORDER.symbol) > ordersOfA && onA.seen.ticks.length > ticksOfA + 10, 10_000);
      await until(() => onB.seen.orders.filter((o) => placedB.includes(o.id)).length >= placedB.length, 10_000);
      const markersOnB = onB.seen.ticks.filter(isMarker).length;
      await until(() => onB.seen.ticks.filter(isMarker).length > markersOnB, 10_000);

      expect(onA.seen.ticks.filter(isMarker)).toEqual([]);
      expect(onA.seen.orders.filter((o) => o.symbol !== ORDER.symbol)).toEqual([]);
      expect(onB.seen.ticks.filter((tick) => !isMarker(tick))).toEqual([]);
      expect(onB.seen.orders.filter((o) => o.symbol !== 'BTCUSDT')).toEqual([]);

      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: number; symbol: string }>(`select id, symbol from "${schemaB}".orders order by id`);
        expect(rows.map((r) => ({ id: Number(r.id), symbol: r.symbol }))).toEqual(placedB.map((id) => ({ id, symbol: 'BTCUSDT' })));
      } finally {
        await client.end();
      }

      // Every key and channel in the shared Redis is one deployment's; each has its own rate-limit windows.
      const shared = new Redis(redis.url);
      try {
        const keys = await shared.keys('*');
        const channels = (await shared.pubsub('CHANNELS', '*')) as string[];
        const owners = [`${clusterName}:`, `chaos-b-${run}:`];
        expect([...keys, ...channels].filter((name) => !owners.some((owner) => name.startsWith(owner)))).toEqual([]);
        for (const owner of owners) expect(keys.some((key) => key.startsWith(`${owner}rate:`))).toBe(true);
      } finally {
        shared.disconnect();
      }
    } finally {
      onA.socket.close();
      onB.socket.close();
    }
  }, 60_000);

  it('every acknowledged order, when the faults are over, then exists exactly once and no instance died on its own', async () => {
    stopTraffic = true;
    await Promise.all(traffic);
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      // Every row, whoever it names: an order of the other deployment run here would show.
      const { rows } = await client.query<{ id: number; user_id: number }>(`select id, user_id from "${schema}".orders`);
      const stored = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      const acked = [...acknowledged.values()].map((a) => a.orderId).sort((a, b) => a - b);
      expect(new Set(acked).size).toBe(acked.length);
      expect(stored).toEqual(acked);
    } finally {
      await client.end();
    }
    expect([...instances, ...(other ? [other.instance] : [])].flatMap((i) => i.unexpectedExits)).toEqual([]);
  }, 30_000);
});
