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

const TRADES = 100_000;
const RUNS = 20;
const GOAL_MS = 300;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SYMBOLS = ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'BTCUSDT'];
const YEAR_START = Date.UTC(2025, 0, 1);
const BATCH = 500;

function p50(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A deterministic pseudo-random sequence, so every run seeds the same account. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

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
    const random = seeded(42);
    const firstId = 10_000_000;
    let balance = Number(
      (await ctx.db.selectFrom('accounts').select('balance_cents').where('user_id', '=', userId).executeTakeFirstOrThrow()).balance_cents,
    );
    await ctx.db.transaction().execute(async (trx) => {
      for (let start = 0; start < TRADES; start += BATCH) {
        const orders = [];
        const entries = [];
        for (let i = start; i < Math.min(TRADES, start + BATCH); i++) {
          const openedAt = YEAR_START + Math.floor((i / TRADES) * 360 * 86_400_000);
          const closedAt = openedAt + 60_000 + Math.floor(random() * 7_200_000);
          const profit = Math.round((random() - 0.48) * 20_000);
          const swap = random() < 0.2 ? -Math.round(random() * 300) : 0;
          const id = firstId + i;
          orders.push({
            id,
            user_id: userId,
            symbol: SYMBOLS[i % SYMBOLS.length]!,
            side: i % 2 === 0 ? ('buy' as const) : ('sell' as const),
            order_type: 'market' as const,
            status: 'closed' as const,
            volume_units: 1000,
            leverage: 400,
            digits: 5,
            open_pts: 110_000,
            requested_pts: 110_000,
            trigger_pts: null,
            expiry_at: null,
            stop_loss_pts: null,
            take_profit_pts: null,
            close_pts: 110_100,
            margin_cents: 0,
            swap_cents: swap,
            commission_cents: 0,
            profit_cents: profit,
            close_reason: 'manual' as const,
            queued: 0,
            fill_latency_ms: 1,
            created_at: openedAt,
            opened_at: openedAt,
            closed_at: closedAt,
            updated_at: closedAt,
            trailing_stop_pts: null,
            break_even_pts: null,
            break_even_offset_pts: 0,
            oco_order_id: null,
            stop_out_details: null,
          });
          balance += profit;
          entries.push({
            user_id: userId,
            kind: 'realised_pnl' as const,
            amount_cents: profit,
            balance_after_cents: balance,
            ref_type: 'order',
            ref_id: id,
            note: null,
            created_by: null,
            created_at: closedAt,
          });
          if (swap !== 0) {
            balance += swap;
            entries.push({
              user_id: userId,
              kind: 'swap' as const,
              amount_cents: swap,
              balance_after_cents: balance,
              ref_type: 'order',
              ref_id: id,
              note: null,
              created_by: null,
              created_at: closedAt,
            });
          }
        }
        await trx.insertInto('orders').values(orders).execute();
        await trx.insertInto('ledger_entries').values(entries).execute();
      }
      await trx.updateTable('accounts').set({ balance_cents: balance }).where('user_id', '=', userId).execute();
    });
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
    const slowest = Math.max(results['GET /api/reports/statement (whole year)']!, results['GET /api/reports/performance (whole year)']!);
    console.log(`goal on ${dialect}: statement and performance p50 < ${GOAL_MS} ms → ${slowest < GOAL_MS ? 'met' : 'NOT met'}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

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
