import pg from 'pg';
import type { Config } from '../config/config.ts';

export interface LeaderLock {
  release(): Promise<void>;
}

/**
 * With several API instances on one PostgreSQL database, exactly one holds each named role (the
 * market feed, the trading engine): the holder of a session advisory lock keyed by name and
 * schema, so isolated test schemas don't contend. SQLite means one process, which always holds it.
 */
export async function tryLeaderLock(config: Config, name: string): Promise<LeaderLock | null> {
  if (!config.databaseUrl) return { release: async () => {} };
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  const key = `${name}:${config.databaseSchema ?? 'public'}`;
  const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [key]);
  if (!result.rows[0]?.ok) {
    await client.end();
    return null;
  }
  return {
    async release() {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
      await client.end();
    },
  };
}
