// Market orders per second through the HTTP API (POST /api/place, autocannon) with p50/p99, on
// SQLite and on PostgreSQL, next to the same server's trivial GET /api/health. The server runs as
// its own process with the simulator feed; orders go on BTCUSDT (open around the clock) from
// many funded traders, so every request is a real fill persisted with its ledger-free open.
// Besides the rate it reports the server's CPU per order (user + system time of the server process
// over the run, divided by the orders answered): on a shared machine that figure moves less than
// the rate does.
//   BENCH_BASELINE=<dir>   also runs the server of another checkout (e.g. `git archive <commit>` with
//                          node_modules linked) in the same run, each figure printed beside it
//                          (BENCH_ROUNDS rounds, 3 by default, baseline and this build alternately: the
//                          median round of each is kept, so a load that drifts mid-run weighs on both)
//   BENCH_DIALECTS=sqlite  only SQLite (or postgres); figures are then not kept
//   BENCH_PROF=<dir>       the server writes a V8 CPU profile there (open it in Chrome's DevTools)
//   BENCH_NODE_ARGS='…'    more node options for the servers (e.g. --no-turbo-inlining: a profile's self
//                          times then stay with the function that spent them)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { keepFigures, machine, type Figure } from './lib/results.ts';
import { signUpDemoTrader } from './lib/http/sign-up.ts';
import { putTradersInGroups } from './lib/http/client-groups.ts';
import { cannon as run, processCpuMicros, waitForUrl, type CannonResult as Result } from './lib/http/autocannon.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3121;
const TRADERS = 50;
const CONNECTIONS = 50;
const HEALTH_SECONDS = 4;
const ORDER_SECONDS = 8;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function startServer(env: Record<string, string>, root: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-orders-'));
  const serverEnv: Record<string, string> = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    DEMO_START_BALANCE: '1000000000',
    SIGNUP_LIMIT_PER_ADDRESS: '100000',
    NODE_ENV: 'production',
    ...env,
  };
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/server.ts'),
    ],
    {
      cwd: root,
      env: { ...process.env, ...serverEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${PORT}`;
  await waitForUrl(`${base}/api/health`, child);
  return {
    base,
    env: serverEnv,
    cpuMicros: () => processCpuMicros(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signUpTraders(base: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < TRADERS; i++) tokens.push(await signUpDemoTrader(base));
  return tokens;
}

function line(label: string, result: Result, unit: string) {
  const ok = result['2xx'];
  const rate = ok / (result.duration || 1);
  console.log(
    `${label.padEnd(30)} ${Math.round(rate).toLocaleString().padStart(7)} ${unit}/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}`,
  );
  return { rate, p99: result.latency.p99 };
}

/** `groups`: the traders' accounts put into that many client groups of 50 overrides each first (issue 28). */
async function measure(dialect: string, env: Record<string, string>, root = ROOT, groups = 0) {
  const server = await startServer(env, root);
  try {
    const tokens = await signUpTraders(server.base);
    if (groups > 0) await putTradersInGroups(server.base, server.env, tokens, groups);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // first simulator quotes
    const health = await run({ url: `${server.base}/api/health`, connections: CONNECTIONS, duration: HEALTH_SECONDS });
    const healthFigures = line(`${dialect}: GET /api/health`, health, 'req');
    let next = 0;
    const body = JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', order_type: 'market', volume: 0.01, leverage: 400 });
    const cpuStart = server.cpuMicros();
    const orders = await run({
      url: server.base,
      connections: CONNECTIONS,
      duration: ORDER_SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/place',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[next++ % tokens.length]}` },
            body,
          }),
        },
      ],
    });
    const figures = line(`${dialect}: POST /api/place (fill)`, orders, 'orders');
    const cpuPerOrder = (server.cpuMicros() - cpuStart) / Math.max(1, orders['2xx']);
    console.log(`${''.padEnd(30)} server CPU ${cpuPerOrder.toFixed(0)} µs per order`);
    const check = await fetch(`${server.base}/api/orders?status=open`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    const open = ((await check.json()) as { orders: unknown[] }).orders.length;
    console.log(`${''.padEnd(30)} (trader 1 holds ${open} open positions after the run)`);
    return { ...figures, cpuPerOrder, health: healthFigures.rate };
  } finally {
    await server.stop();
  }
}

console.log(machine());
type Measured = Awaited<ReturnType<typeof measure>>;
const kept: Record<string, Figure> = {};
function keep(dialect: string, result: Measured, goal: number, before?: Measured) {
  kept[`${dialect} market orders/s`] = { value: result.rate, unit: 'orders/s', better: 'higher', baseline: result.health, goal };
  kept[`${dialect} order p99`] = { value: result.p99, unit: 'ms', better: 'lower', goal: 25 };
  kept[`${dialect} server CPU per order`] = { value: result.cpuPerOrder, unit: 'µs', better: 'lower' };
  kept[`${dialect} GET /api/health`] = { value: result.health, unit: 'req/s', better: 'higher' };
  if (before) {
    kept[`${dialect} market orders/s, baseline build`] = { value: before.rate, unit: 'orders/s', better: 'higher' };
    kept[`${dialect} server CPU per order, baseline build`] = { value: before.cpuPerOrder, unit: 'µs', better: 'lower' };
    console.log(
      `${dialect} side by side: ${Math.round(before.rate).toLocaleString()} → ${Math.round(result.rate).toLocaleString()} orders/s (×${(result.rate / before.rate).toFixed(2)}), ` +
        `CPU ${before.cpuPerOrder.toFixed(0)} → ${result.cpuPerOrder.toFixed(0)} µs per order, p99 ${before.p99} → ${result.p99} ms`,
    );
  }
  console.log(
    `goal on ${dialect}: ≥ ${goal.toLocaleString()} orders/s and p99 < 25 ms → ${result.rate >= goal && result.p99 < 25 ? 'met' : 'NOT met'}`,
  );
}

const baselineRoot = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const rounds = baselineRoot ? Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)) : 1;

/** The round with the median orders/s of each build; with a baseline, its rounds alternate with this build's. */
async function sideBySide(dialect: string, env: () => Record<string, string>) {
  const mine: Measured[] = [];
  const theirs: Measured[] = [];
  for (let round = 1; round <= rounds; round++) {
    const tag = rounds > 1 ? ` #${round}` : '';
    if (baselineRoot) theirs.push(await measure(`${dialect}, baseline build${tag}`, env(), baselineRoot));
    mine.push(await measure(`${dialect}${tag}`, env()));
  }
  const median = (all: Measured[]) => [...all].sort((a, b) => a.rate - b.rate)[Math.floor(all.length / 2)]!;
  const medianCpu = (all: Measured[]) => [...all].map((m) => m.cpuPerOrder).sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
  const pick = (all: Measured[]) => ({ ...median(all), cpuPerOrder: medianCpu(all) });
  return { result: pick(mine), before: theirs.length ? pick(theirs) : undefined };
}

if (dialects.includes('sqlite')) {
  const { result, before } = await sideBySide('SQLite', () => ({}));
  keep('SQLite', result, 5000, before);
}

const schemas: string[] = [];
const pgEnv = () => {
  schemas.push(`bench_${randomBytes(4).toString('hex')}`);
  return { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schemas.at(-1)! };
};
try {
  if (!dialects.includes('postgres')) throw new Error('not in BENCH_DIALECTS');
  const { result, before } = await sideBySide('PostgreSQL', pgEnv);
  keep('PostgreSQL', result, 3000, before);
} catch (error) {
  console.log(`PostgreSQL: skipped (${(error as Error).message})`);
} finally {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect().then(
    () => Promise.all(schemas.map((schema) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`))).finally(() => client.end()),
    () => undefined,
  );
}

// Issue 28: market orders with the traders in 20 client groups × 50 overrides against the same build
// with one group of the same overrides, rounds alternating, on SQLite (BENCH_GROUPS=0 skips it).
if (process.env.BENCH_GROUPS !== '0' && dialects.includes('sqlite')) {
  const one: Measured[] = [];
  const twenty: Measured[] = [];
  const groupRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
  for (let round = 1; round <= groupRounds; round++) {
    const [first, second] = round % 2 === 1 ? [1, 20] : [20, 1];
    for (const count of [first, second])
      (count === 1 ? one : twenty).push(
        await measure(`SQLite, ${count === 1 ? 'one group' : '20 groups × 50'} #${round}`, {}, ROOT, count),
      );
  }
  const medianOf = (all: Measured[], figure: 'rate' | 'cpuPerOrder') =>
    [...all].map((m) => m[figure]).sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
  const rate = { one: medianOf(one, 'rate'), twenty: medianOf(twenty, 'rate') };
  const cpu = { one: medianOf(one, 'cpuPerOrder'), twenty: medianOf(twenty, 'cpuPerOrder') };
  console.log(
    `SQLite, 20 groups × 50 overrides against one group (median of ${groupRounds} rounds each): ${Math.round(rate.one).toLocaleString()} → ${Math.round(rate.twenty).toLocaleString()} orders/s (${((rate.twenty / rate.one - 1) * 100).toFixed(1)} %), server CPU ${cpu.one.toFixed(0)} → ${cpu.twenty.toFixed(0)} µs per order (${((cpu.twenty / cpu.one - 1) * 100).toFixed(1)} %); goal: within 5 %`,
  );
  kept['SQLite market orders/s, one client group'] = { value: rate.one, unit: 'orders/s', better: 'higher' };
  kept['SQLite market orders/s, 20 groups × 50 overrides'] = { value: rate.twenty, unit: 'orders/s', better: 'higher', baseline: rate.one };
  kept['SQLite server CPU per order, one client group'] = { value: cpu.one, unit: 'µs', better: 'lower' };
  kept['SQLite server CPU per order, 20 groups × 50 overrides'] = { value: cpu.twenty, unit: 'µs', better: 'lower', baseline: cpu.one };
}

if (dialects.length === 2) keepFigures('orders-http', kept);
else console.log('one database only (BENCH_DIALECTS): figures not kept');
