import pg from 'pg';
import type { Config } from '../config/config.ts';

export interface LeaderLock {
  release(): Promise<void>;
}

export interface LockWait {
  /** Wait up to this long for the holder to go (0: try once). PostgreSQL grants the lock the moment the holder's session ends. */
  waitMs?: number;
  /** Gives the wait up at once (the instance is stopping): resolves null. */
  signal?: AbortSignal;
}

/** How often the holder checks its lock connection, so a dead one is noticed within about a second. */
const HEARTBEAT_MS = 1000;

/** PostgreSQL's "lock_not_available": the wait reached lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * With several API instances on one PostgreSQL database, exactly one holds each named role (the
 * market feed, the trading engine): the holder of a session advisory lock keyed by name and
 * schema, so isolated test schemas don't contend. SQLite means one process, which always holds it.
 *
 * With `waitMs` the call queues behind the holder instead of asking again and again: a leader
 * killed -9 is replaced as soon as PostgreSQL sees its connection close, with no polling delay
 * and no new connection per try.
 *
 * The lock lives as long as its connection: when that connection fails (terminated backend,
 * database restart, network) `onLost` is called once and the role must stop at once.
 */
export async function tryLeaderLock(
  config: Config,
  name: string,
  onLost?: (error: Error) => void,
  { waitMs = 0, signal }: LockWait = {},
): Promise<LeaderLock | null> {
  if (!config.databaseUrl) return { release: async () => {} };
  if (signal?.aborted) return null;
  const client = new pg.Client({
    connectionString: config.databaseUrl,
    connectionTimeoutMillis: 2000,
    keepAlive: true,
    application_name: `${config.clusterName}:${process.pid}:${name}`,
  });
  let granted = false;
  let lost = false;
  let released = false;
  const lose = (error: Error) => {
    if (!granted || lost || released) return;
    lost = true;
    clearInterval(heartbeat);
    client.end().catch(() => undefined);
    onLost?.(error);
  };
  // Without a listener a connection error would end the process.
  client.on('error', lose);
  client.on('end', () => lose(new Error('lock connection ended')));
  const giveUp = () => void client.end().catch(() => undefined);
  signal?.addEventListener('abort', giveUp, { once: true });
  let heartbeat: NodeJS.Timeout | undefined;
  try {
    await client.connect();
    const key = `${name}:${config.databaseSchema ?? 'public'}`;
    if (!(await acquire(client, key, waitMs))) {
      released = true;
      await client.end();
      return null;
    }
    granted = true;
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
    if (signal?.aborted) return null;
    throw error;
  } finally {
    signal?.removeEventListener('abort', giveUp);
  }
}

/** True once the lock is this session's: at once, or after waiting up to `waitMs` in PostgreSQL's queue. */
async function acquire(client: pg.Client, key: string, waitMs: number): Promise<boolean> {
  if (waitMs <= 0) {
    const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [key]);
    return result.rows[0]?.ok === true;
  }
  // A backend waiting on a lock does not read its socket: this makes it notice a client that gave
  // up (stop, kill -9) within a quarter second instead of taking the lock for a dead session.
  await client.query(`set client_connection_check_interval = 250`).catch(() => undefined);
  await client.query(`set lock_timeout = ${Math.round(waitMs)}`);
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    await client.query('set lock_timeout = 0');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
    throw error;
  }
}
