import pg from 'pg';
import type { Config } from '../config/config.ts';

export interface LeaderLock {
  release(): Promise<void>;
}

/** How often the holder checks its lock connection, so a dead one is noticed within about a second. */
const HEARTBEAT_MS = 1000;

/**
 * With several API instances on one PostgreSQL database, exactly one holds each named role (the
 * market feed, the trading engine): the holder of a session advisory lock keyed by name and
 * schema, so isolated test schemas don't contend. SQLite means one process, which always holds it.
 *
 * The lock lives as long as its connection: when that connection fails (terminated backend,
 * database restart, network) `onLost` is called once and the role must stop at once.
 */
export async function tryLeaderLock(config: Config, name: string, onLost?: (error: Error) => void): Promise<LeaderLock | null> {
  if (!config.databaseUrl) return { release: async () => {} };
  const client = new pg.Client({
    connectionString: config.databaseUrl,
    connectionTimeoutMillis: 2000,
    keepAlive: true,
    application_name: `${config.clusterName}:${process.pid}:${name}`,
  });
  let lost = false;
  let released = false;
  const lose = (error: Error) => {
    if (lost || released) return;
    lost = true;
    clearInterval(heartbeat);
    client.end().catch(() => undefined);
    onLost?.(error);
  };
  // Without a listener a connection error would end the process.
  client.on('error', lose);
  client.on('end', () => lose(new Error('lock connection ended')));
  let heartbeat: NodeJS.Timeout | undefined;
  try {
    await client.connect();
    const key = `${name}:${config.databaseSchema ?? 'public'}`;
    const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [key]);
    if (!result.rows[0]?.ok) {
      released = true;
      await client.end();
      return null;
    }
    heartbeat = setInterval(() => void client.query('select 1').catch((error: Error) => lose(error)), HEARTBEAT_MS);
    heartbeat.unref();
    return {
      async release() {
        if (released) return;
        released = true;
        clearInterval(heartbeat);
        if (lost) return;
        await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
        await client.end().catch(() => undefined);
      },
    };
  } catch (error) {
    released = true;
    clearInterval(heartbeat);
    await client.end().catch(() => undefined);
    throw error;
  }
}
