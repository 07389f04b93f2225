// The cluster on PostgreSQL + Redis, two real instances (their own processes): market orders per
// second placed through the engine leader and through a follower (which forwards them to the
// leader), the CPU each order costs the leader and the follower (from /proc/<pid>/stat), the
// failover gap when the leader is killed -9 under keyed order traffic (first accepted order, first
// tick on a socket), and what a rolling restart behind nginx costs a connected trader.
//
//   BENCH_BASELINE=<dir>   first runs the same scenario on another checkout's server (see README)
//                          and prints both builds side by side
//   BENCH_PROF=<dir>       the leader of each build writes a V8 CPU profile there (the baseline's in
//                          <dir>/baseline): the order phases only, no kill or restarts
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { instanceProcess, nginxInFront, type InstanceOptions } from '@platform/server/test/helpers/cluster-process.ts';
import { keepFigures, machine, type Figure } from './lib/results.ts';
import { cannon as run, processCpuMicros } from './lib/http/autocannon.ts';
import { signUpDemoTrader } from './lib/http/sign-up.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TRADERS = 40;
const CONNECTIONS = 32;
const SECONDS = 4;
/** Direct and forwarded phases, alternated; the figures are the median round's. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ORDER = JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', order_type: 'market', volume: 0.01, leverage: 20 });

/** CPU time (ms) a process has used so far. */
const cpuMs = (pid: number) => processCpuMicros(pid) / 1000;

async function place(base: string, token: string, key: string): Promise<number> {
  try {
    const response = await fetch(`${base}/api/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: ORDER,
      signal: AbortSignal.timeout(5000),
    });
    return response.status;
  } catch {
    return 0;
  }
}

type Phase = Awaited<ReturnType<typeof ordersThrough>>;

/** Orders through one instance for SECONDS; the CPU both instances spent on them. */
async function ordersThrough(
  label: string,
  target: { url: string; pid: () => number },
  leader: { pid: () => number },
  tokens: string[],
  seconds = SECONDS,
) {
  let next = 0;
  const leaderBefore = cpuMs(leader.pid());
  const targetBefore = cpuMs(target.pid());
  const result = await run({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/place',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[next++ % tokens.length]}`,
            'idempotency-key': randomUUID(),
          },
          body: ORDER,
        }),
      },
    ],
  });
  const orders = result['2xx'];
  const leaderCpu = (cpuMs(leader.pid()) - leaderBefore) / orders;
  const targetCpu = (cpuMs(target.pid()) - targetBefore) / orders;
  const rate = orders / (result.duration || 1);
  console.log(
    `${label.padEnd(34)} ${Math.round(rate).toLocaleString().padStart(6)} orders/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  leader CPU ${leaderCpu.toFixed(3)} ms/order${target.pid() === leader.pid() ? '' : `  follower CPU ${targetCpu.toFixed(3)} ms/order`}`,
  );
  return { rate, leaderCpu, targetCpu, p99: result.latency.p99 };
}

const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

console.log(machine());

/** The whole scenario on one build: orders, failover, rolling restart; its figures. */
async function measure(build: string, options: InstanceOptions): Promise<Record<string, Figure>> {
  console.log(`--- ${build}`);
  const schema = `bench_cluster_${randomBytes(4).toString('hex')}`;
  const env = {
    DATABASE_URL: PG_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    CLUSTER_NAME: schema,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    DEMO_START_BALANCE: '1000000000',
    SIGNUP_LIMIT_PER_ADDRESS: '100000',
  };
  const first = instanceProcess(3131, env, options);
  const second = instanceProcess(3132, env, options);
  const front = nginxInFront(3130, [3131, 3132]);
  const kept: Record<string, Figure> = {};
  try {
    await first.start();
    await second.start();
    await until(async () => (await first.health()).roles.engine_leader || (await second.health()).roles.engine_leader, 10_000);
    const [leader, follower] = (await first.health()).roles.engine_leader ? [first, second] : [second, first];
    const tokens = await Promise.all(Array.from({ length: TRADERS }, () => signUpDemoTrader(leader.url, 'Cluster Bench')));
    await until(async () => (await place(leader.url, tokens[0]!, randomUUID())) === 200, 15_000); // first prices

    // Warm both paths up first (JIT, connection pools, caches), unmeasured.
    await ordersThrough('warm-up through the leader', leader, leader, tokens, 2);
    await ordersThrough('warm-up through a follower', follower, leader, tokens, 2);
    // Alternating rounds, each ratio from a direct and a forwarded phase run back to back: on a shared
    // machine the load moves between phases, and the median of the rounds moves much less.
    const rounds = Array.from({ length: ROUNDS }, () => null);
    const measured: Array<{ direct: Phase; forwarded: Phase; cost: number }> = [];
    for (const [round] of rounds.entries()) {
      const direct = await ordersThrough(`round ${round + 1}: orders through the leader`, leader, leader, tokens);
      const forwarded = await ordersThrough(`round ${round + 1}: orders through a follower`, follower, leader, tokens);
      measured.push({ direct, forwarded, cost: (forwarded.leaderCpu + forwarded.targetCpu) / direct.leaderCpu });
    }
    const median = <T>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
    const { forwarded, cost: forwardedCost } = median(measured, (m) => m.cost);
    const direct = median(
      measured.map((m) => m.direct),
      (phase) => phase.leaderCpu,
    );
    console.log(
      `a forwarded order costs ${forwardedCost.toFixed(2)}× a local one in CPU (leader + follower; median of ${ROUNDS} rounds: ${measured.map((m) => m.cost.toFixed(2)).join(', ')}); leader CPU per order ${direct.leaderCpu.toFixed(3)} ms, median of the direct phases (goal ≤ 0.4 ms, forwarded ≤ 1.2×)`,
    );
    kept['orders/s through the leader'] = { value: direct.rate, unit: 'orders/s', better: 'higher' };
    kept['orders/s through a follower'] = { value: forwarded.rate, unit: 'orders/s', better: 'higher', baseline: direct.rate };
    kept['leader CPU per order'] = { value: direct.leaderCpu, unit: 'ms', better: 'lower', goal: 0.4 };
    kept['forwarded order CPU vs local'] = { value: forwardedCost, unit: '×', better: 'lower', goal: 1.2 };
    if (options.nodeArgs?.includes('--cpu-prof')) {
      // A profile is written on a clean exit only: no kill -9 or restarts in a profiling run.
      console.log(`leader's profile: CPU.*.${leader.pid()}.*.cpuprofile`);
      return kept;
    }

    // Failover: keyed orders stream through the follower while the leader is killed -9.
    await front.start();
    const socket = connect(follower.url, { transports: ['websocket'] });
    let lastTickAt = 0;
    socket.on('tick', () => (lastTickAt = Date.now()));
    await until(() => lastTickAt > 0, 10_000);
    let stop = false;
    let killedAt = 0;
    let firstOrderAfter = 0;
    let sent = 0;
    let failed = 0;
    const streams = Array.from({ length: 4 }, async (_, lane) => {
      while (!stop) {
        const sentAt = Date.now();
        const status = await place(follower.url, tokens[lane]!, randomUUID());
        sent += 1;
        if (status !== 200) failed += 1;
        // Only an order sent after the kill proves the new leader took it.
        if (status === 200 && killedAt > 0 && sentAt > killedAt && firstOrderAfter === 0) firstOrderAfter = Date.now();
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ranFeed = ((await leader.health()) as { roles: { feed_leader?: boolean } }).roles.feed_leader === true;
    killedAt = Date.now();
    await leader.stop('SIGKILL');
    await until(() => firstOrderAfter > 0 && lastTickAt > killedAt, 20_000);
    const orderGap = firstOrderAfter - killedAt;
    const tickGap = lastTickAt - killedAt;
    stop = true;
    await Promise.all(streams);
    console.log(
      `failover (kill -9 of the leader${ranFeed ? ', which also ran the feed' : '; the feed ran on the other instance'}): orders accepted again after ${orderGap} ms, ticks again after ${tickGap} ms (${failed} of ${sent} keyed orders refused meanwhile, each safe to retry)`,
    );
    kept['failover: orders again after'] = { value: orderGap, unit: 'ms', better: 'lower', goal: 2000 };
    kept['failover: ticks again after'] = { value: tickGap, unit: 'ms', better: 'lower', goal: 5000 };
    socket.close();

    // Rolling restart behind nginx: restart each instance in turn while a trader stays connected.
    await leader.start();
    const trader = connect(`http://127.0.0.1:3130`, { transports: ['websocket'], reconnectionDelay: 200, reconnectionDelayMax: 1000 });
    let tickAt = 0;
    let longestGap = 0;
    trader.on('tick', () => {
      const now = Date.now();
      if (tickAt > 0) longestGap = Math.max(longestGap, now - tickAt);
      tickAt = now;
    });
    await until(() => tickAt > 0, 10_000);
    let rollingSent = 0;
    let rollingFailed = 0;
    let rolling = true;
    const stream = (async () => {
      while (rolling) {
        const status = await place('http://127.0.0.1:3130', tokens[5]!, randomUUID());
        rollingSent += 1;
        if (status !== 200) rollingFailed += 1;
      }
    })();
    for (const instance of [follower, leader]) {
      await instance.stop('SIGTERM');
      await instance.start();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    rolling = false;
    await stream;
    trader.close();
    console.log(
      `rolling restart of both instances behind nginx: longest tick gap on a connected trader ${longestGap} ms, ${rollingFailed} of ${rollingSent} orders refused (503, safe to retry with the same key)`,
    );
    kept['rolling restart: longest tick gap'] = { value: longestGap, unit: 'ms', better: 'lower' };
    kept['rolling restart: refused orders'] = { value: rollingFailed, unit: 'orders', better: 'lower', baseline: rollingSent };
  } finally {
    await front.stop().catch(() => undefined);
    await Promise.all([first.stop('SIGTERM'), second.stop('SIGTERM')]);
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect().then(
      () => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end()),
      () => undefined,
    );
  }
  return kept;
}

const baselineRoot = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const profile = process.env.BENCH_PROF ? path.resolve(process.env.BENCH_PROF) : null;
const profiling = (dir: string) => (profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] } : {});
const baseline = baselineRoot
  ? await measure(`baseline build (${baselineRoot})`, {
      entry: path.join(baselineRoot, 'apps/server/src/server.ts'),
      ...profiling(path.join(profile ?? '', 'baseline')),
    })
  : null;
const kept = await measure('this build', profiling(profile ?? ''));
if (!profile) keepFigures('cluster', kept);
if (baseline) {
  console.log(`\n${'figure'.padEnd(36)} ${'baseline build'.padStart(16)} ${'this build'.padStart(16)}`);
  for (const [name, figure] of Object.entries(kept))
    console.log(
      `${name.padEnd(36)} ${(baseline[name]?.value.toFixed(3) ?? '–').padStart(16)} ${figure.value.toFixed(3).padStart(16)} ${figure.unit}`,
    );
}
