// Reports on a heavy account: the statement and the performance figures of a trader with 100,000
// closed trades (and their 200,000 ledger entries) over a year, p50 of 20 calls through the real
// app, on SQLite and PostgreSQL, next to the same server's trivial GET /api/health. Goal: < 300 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '@platform/server/src/app.ts';
import { loadConfig } from '@platform/server/src/config/config.ts';
import { seedHeavyAccount } from './lib/heavy-account.ts';
import { keepFigures, machine, type Figure } from './lib/results.ts';

const TRADES = 100_000;
const RUNS = 20;
const GOAL_MS = 300;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function p50(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kept: Record<string, Figure> = {};

async function measure(dialect: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', FEED: 'none', NODE_ENV: 'production', ...env });
  const { app, ctx } = await buildApp(config, { startBackground: false });
  try {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        name: 'Heavy Trader',
        email: `bench-reports-${randomBytes(4).toString('hex')}@example.com`,
        password: 'Str0ngPass!',
        password_confirmation: 'Str0ngPass!',
        account_type: 'demo',
      },
    });
    const token = (signup.json() as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };
    const userId = ((await app.inject({ method: 'GET', url: '/api/account', headers: auth })).json() as { account: { user_id: number } })
      .account.user_id;

    const seedStart = performance.now();
    await seedHeavyAccount(ctx.db, userId, TRADES);
    // Steady state: autovacuum keeps the visibility map current, so index-only scans skip the heap.
    if (config.databaseUrl) await sql`vacuum analyze`.execute(ctx.db);
    console.log(`${dialect}: seeded ${TRADES.toLocaleString()} closed trades in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const results: Record<string, number> = {};
    const time = async (label: string, url: string, headers: Record<string, string> = auth) => {
      const samples: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const start = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        const took = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (i >= 2) samples.push(took); // two warm-up calls
      }
      results[label] = p50(samples);
      console.log(`${dialect}: ${label.padEnd(46)} p50 ${p50(samples).toFixed(1).padStart(7)} ms`);
    };
    await time('GET /api/health (baseline)', '/api/health', {});
    await time('GET /api/reports/statement (whole year)', '/api/reports/statement');
    await time('GET /api/reports/performance (whole year)', '/api/reports/performance');
    await time('GET /api/reports/performance?symbol=EURUSD', '/api/reports/performance?symbol=EURUSD');
    await time('GET /api/reports/trades (page 1 of 1000)', '/api/reports/trades');
    await time('GET /api/orders?status=closed&page=150', '/api/orders?status=closed&page=150&page_size=100');
    const baseline = results['GET /api/health (baseline)']!;
    for (const [label, value] of Object.entries(results)) {
      const goal = /statement|performance \(/.test(label) ? { goal: GOAL_MS } : {};
      kept[`${dialect}: ${label}`] = {
        value: Math.round(value * 10) / 10,
        unit: 'ms p50',
        better: 'lower',
        ...(label.includes('baseline') ? {} : { baseline }),
        ...goal,
      };
    }
    const slowest = Math.max(results['GET /api/reports/statement (whole year)']!, results['GET /api/reports/performance (whole year)']!);
    console.log(`goal on ${dialect}: statement and performance p50 < ${GOAL_MS} ms → ${slowest < GOAL_MS ? 'met' : 'NOT met'}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(machine());
await measure('SQLite', {});

const schema = `bench_${randomBytes(4).toString('hex')}`;
try {
  await measure('PostgreSQL', { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema });
} catch (error) {
  console.log(`PostgreSQL: skipped (${(error as Error).message})`);
} finally {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect().then(
    () => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end()),
    () => undefined,
  );
}

keepFigures('reports', kept);
