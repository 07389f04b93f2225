import type { Redis } from 'ioredis';
import { closeRedis, openRedis } from './redis-connection.ts';
import type { Logger } from 'pino';
import { MemoryRateLimiter, type RateLimiter, type RateLimiters } from './rate-limiter.ts';

/**
 * One atomic step: count the attempt and, when the key has no expiry yet (its first attempt in the
 * window), start the window. Returns the count so far in the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * Fixed-window counters in Redis, shared by every instance using the same prefix. The window runs
 * on Redis's clock. While Redis cannot be reached the attempt is counted in this process instead,
 * so limits still hold per instance rather than failing every sign-in.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback: MemoryRateLimiter;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly log?: Logger,
  ) {
    this.fallback = new MemoryRateLimiter(limit, windowMs);
  }

  async hit(key: string, now: number): Promise<boolean> {
    try {
      const count = await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(this.windowMs));
      return Number(count) <= this.limit;
    } catch (error) {
      this.log?.warn({ err: error }, 'rate limiter: Redis unavailable, counting on this instance');
      return this.fallback.hitNow(key, now);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await this.redis.del(this.prefix + key).catch((error: unknown) => this.log?.warn({ err: error }, 'rate limiter: reset failed'));
  }
}

/** Limiters on one Redis connection; keys are `<prefix><name>:<key>`. */
export function createRedisRateLimiters(url: string, log?: Logger, prefix = 'platform:rate:'): RateLimiters {
  // While Redis is away an attempt waits at most 1 s for it, then is counted on this instance.
  const redis = openRedis(url, 'rate limiter', log, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  return {
    create: (name, limit, windowMs) => new RedisRateLimiter(redis, `${prefix}${name}:`, limit, windowMs, log),
    close: async () => {
      await closeRedis(redis);
    },
  };
}
