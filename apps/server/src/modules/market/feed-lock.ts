import pg from 'pg';
import type { Config } from '../../config/config.ts';

export interface FeedLock {
  release(): Promise<void>;
}

/**
 * With several API instances on one PostgreSQL database, exactly one runs the market feed (and
 * stores candles): the holder of this session advisory lock, keyed by schema. The others take the
 * ticks from the bus. SQLite means one process, which always holds it.
 */
export async function tryFeedLock(config: Config): Promise<FeedLock | null> {
  if (!config.databaseUrl) return { release: async () => {} };
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  const key = `market-feed:${config.databaseSchema ?? 'public'}`;
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
