import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { until } from '../helpers/until.ts';
import { isDatabaseUnavailable } from '../../src/errors/error-handler.ts';
import { tryLeaderLock } from '../../src/lib/advisory-lock.ts';

/** The PostgreSQL backends of this schema's leader locks (the engine's and the feed's). */
async function terminateLockBackends(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `select pg_terminate_backend(l.pid) from pg_locks l
        where l.locktype = 'advisory' and l.granted and l.pid <> pg_backend_pid()
          and l.objid::int = any(select hashtext(x) from unnest($1::text[]) x)`,
      [[`trading-engine:${schemaOf(url)}`, `market-feed:${schemaOf(url)}`]],
    );
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}
/** Sessions of this schema's test locks waiting in PostgreSQL's queue. */
async function advisoryWaiters(): Promise<number> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_locks where locktype = 'advisory' and not granted
          and objid::int = any(select hashtext(x) from unnest($1::text[]) x)`,
      [[`queue-test:${schema}`, `abort-test:${schema}`]],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
let schema = '';
const schemaOf = (_url: string) => schema;

describe.skipIf(!testDatabaseUrl)('leader locks on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    schema = t.ctx.config.databaseSchema!;
  });
  afterAll(() => t.close());

  it('the engine and feed leader, when its lock connections are terminated, then steps down at once and is elected again without a restart', async () => {
    expect(t.services.engineHost.runtime.isLeader()).toBe(true);
    expect(t.services.market.runsFeed()).toBe(true);
    const seen: boolean[] = [];
    const watch = setInterval(() => seen.push(t.services.engineHost.runtime.isLeader()), 5);

    expect(await terminateLockBackends(testDatabaseUrl!)).toBe(2);
    await until(() => seen.includes(false), 2000);
    await until(() => t.services.engineHost.runtime.isLeader() && t.services.market.runsFeed(), 3000);
    clearInterval(watch);

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('a standby, when it queues for a lock and the holder lets go, then holds it at once (no polling)', async () => {
    const holder = await tryLeaderLock(t.ctx.config, 'queue-test');
    expect(holder).not.toBeNull();
    let grantedAt = 0;
    const standby = tryLeaderLock(t.ctx.config, 'queue-test', undefined, { waitMs: 10_000 }).then(
      (lock) => ((grantedAt = Date.now()), lock),
    );
    // Queued in PostgreSQL: its backend waits on the advisory lock.
    await until(async () => (await advisoryWaiters()) > 0, 3000);
    const releasedAt = Date.now();
    await holder!.release();
    const lock = await standby;
    expect(lock).not.toBeNull();
    expect(grantedAt - releasedAt).toBeLessThan(250);
    await lock!.release();
  });

  it('a standby, when its wait is given up (the instance stops), then resolves without the lock and never takes it later', async () => {
    const holder = await tryLeaderLock(t.ctx.config, 'abort-test');
    const stopping = new AbortController();
    const standby = tryLeaderLock(t.ctx.config, 'abort-test', undefined, { waitMs: 10_000, signal: stopping.signal });
    await until(async () => (await advisoryWaiters()) > 0, 3000);
    stopping.abort();
    expect(await standby).toBeNull();
    await until(async () => (await advisoryWaiters()) === 0, 3000);
    await holder!.release();
    const again = await tryLeaderLock(t.ctx.config, 'abort-test');
    expect(again).not.toBeNull();
    await again!.release();
  });

  it('the pool, when its connections are terminated, then the process lives on and the next query works', async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    const { rowCount } = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [`${t.ctx.config.clusterName}:${process.pid}`],
    );
    await client.end();
    expect(rowCount).toBeGreaterThan(0);
    await until(async () => (await t.app.inject({ url: '/api/health' })).statusCode === 200, 3000);
  });

  it('a database error, when the server is gone or the backend was terminated, then counts as unavailable (503), not as a bug', async () => {
    const refused = await new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none' }).connect().catch((e: unknown) => e);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    const terminated = await client.query('select pg_terminate_backend(pg_backend_pid())').catch((e: unknown) => e);
    await client.end().catch(() => undefined);
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});
