import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/** Reconnect delays: 50 ms doubling up to 1 s, for ever, so an instance is back within a second of Redis. */
export const reconnectBackoff = (attempt: number): number => Math.min(50 * 2 ** Math.min(attempt, 5), 1000);

/** How often a lasting Redis outage is logged again per connection. */
const ERROR_LOG_EVERY_MS = 10_000;

/**
 * One Redis connection that never takes the process down: errors are logged (once per outage and
 * then every 10 s, not per retry) and it reconnects with backoff for ever.
 */
export function openRedis(url: string, role: string, log: Logger | undefined, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { retryStrategy: reconnectBackoff, connectTimeout: 2000, ...options });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_EVERY_MS) return;
    lastLogged = now;
    log?.warn({ err: error, role }, 'Redis connection error; reconnecting');
  });
  redis.on('ready', () => {
    if (lastLogged > 0) log?.info({ role }, 'Redis connection restored');
    lastLogged = 0;
  });
  return redis;
}

/** Closes gracefully when connected, at once otherwise (a queued QUIT would wait for Redis). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => undefined);
  redis.disconnect();
}
