import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter } from '../../src/lib/rate-limiter.ts';
import { createRedisRateLimiters, RedisRateLimiter } from '../../src/lib/redis-rate-limiter.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';
import { until } from '../helpers/until.ts';

const hits = async (limiter: RateLimiter, key: string, times: number, now = 0) => {
  const results: boolean[] = [];
  for (let i = 0; i < times; i += 1) results.push(await limiter.hit(key, now));
  return results;
};

describe('in-memory rate limiter', () => {
  it('a key, when hit past its limit within the window, then is refused until the window ends', async () => {
    const limiter = new MemoryRateLimiter(2, 1000);
    expect(await hits(limiter, 'a', 3, 0)).toEqual([true, true, false]);
    expect(await limiter.hit('b', 10)).toBe(true);
    expect(await limiter.hit('a', 999)).toBe(false);
    expect(await limiter.hit('a', 1000)).toBe(true);
  });

  it('a key, when reset, then starts a fresh window', async () => {
    const limiter = new MemoryRateLimiter(1, 1000);
    expect(await hits(limiter, 'a', 2)).toEqual([true, false]);
    await limiter.reset('a');
    expect(await limiter.hit('a', 0)).toBe(true);
  });
});

describe.skipIf(!redisUp)('redis rate limiter', () => {
  const clients: Redis[] = [];
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await Promise.all(closers.map((close) => close()));
  });
  const client = () => {
    const redis = new Redis(redisUrl);
    clients.push(redis);
    return redis;
  };
  const prefix = () => `test-rate-${Math.random().toString(36).slice(2)}:`;

  it('two instances, when they use the same prefix, then share one window', async () => {
    const shared = prefix();
    const first = new RedisRateLimiter(client(), shared, 3, 60_000);
    const second = new RedisRateLimiter(client(), shared, 3, 60_000);
    expect(await first.hit('203.0.113.9', 0)).toBe(true);
    expect(await second.hit('203.0.113.9', 0)).toBe(true);
    expect(await first.hit('203.0.113.9', 0)).toBe(true);
    expect(await second.hit('203.0.113.9', 0)).toBe(false);
    expect(await first.hit('203.0.113.9', 0)).toBe(false);
    // Another key and another prefix keep their own windows.
    expect(await second.hit('198.51.100.7', 0)).toBe(true);
    expect(await new RedisRateLimiter(client(), prefix(), 3, 60_000).hit('203.0.113.9', 0)).toBe(true);
  });

  it('the window, when it expires, then lets the key in again', async () => {
    const shared = prefix();
    const redis = client();
    const first = new RedisRateLimiter(redis, shared, 1, 150);
    const second = new RedisRateLimiter(client(), shared, 1, 150);
    expect(await first.hit('k', 0)).toBe(true);
    expect(await second.hit('k', 0)).toBe(false);
    // Redis ends the window itself: wait for the counter to expire, not for a guessed time.
    await until(async () => (await redis.exists(`${shared}k`)) === 0);
    expect(await second.hit('k', 0)).toBe(true);
    expect(await first.hit('k', 0)).toBe(false);
  });

  it('a key, when reset on one instance, then starts a fresh window on every instance', async () => {
    const shared = prefix();
    const first = new RedisRateLimiter(client(), shared, 1, 60_000);
    const second = new RedisRateLimiter(client(), shared, 1, 60_000);
    expect(await first.hit('trader@example.com', 0)).toBe(true);
    expect(await second.hit('trader@example.com', 0)).toBe(false);
    await first.reset('trader@example.com');
    expect(await second.hit('trader@example.com', 0)).toBe(true);
  });

  it('limiters made by two apps, when named alike, then share the window; other names do not', async () => {
    const shared = prefix();
    const a = createRedisRateLimiters(redisUrl, undefined, shared);
    const b = createRedisRateLimiters(redisUrl, undefined, shared);
    closers.push(
      () => a.close(),
      () => b.close(),
    );
    expect(await a.create('login-account', 1, 60_000).hit('x', 0)).toBe(true);
    expect(await b.create('login-account', 1, 60_000).hit('x', 0)).toBe(false);
    expect(await b.create('signup-address', 1, 60_000).hit('x', 0)).toBe(true);
  });

  it('Redis, when unreachable, then the attempt is still counted on this instance', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    down.on('error', () => {});
    const limiter = new RedisRateLimiter(down, prefix(), 1, 60_000);
    expect(await hits(limiter, 'k', 2)).toEqual([true, false]);
    down.disconnect();
  });
});
