import pg from 'pg';
import type { Config } from '../../config/config.ts';

export interface EngineLock {
  release(): Promise<void>;
}

/**
 * On PostgreSQL only one process runs the engine: the holder of a session advisory lock (keyed by
 * schema, so isolated test schemas don't contend). SQLite is single-process by nature.
 */
export async function tryEngineLock(config: Config): Promise<EngineLock | null> {
  if (!config.databaseUrl) return { release: async () => {} };
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  const key = `trading-engine:${config.databaseSchema ?? 'public'}`;
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
