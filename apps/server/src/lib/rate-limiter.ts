/** Counts attempts per key (an address, an account) in fixed windows. */
export interface RateLimiter {
  /** Counts one attempt; false when the key is over its limit. */
  hit(key: string, now: number): Promise<boolean>;
  /** Forgets the key's attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

/** Makes the app's limiters: each `name` is its own set of windows. */
export interface RateLimiters {
  create(name: string, limit: number, windowMs: number): RateLimiter;
  close(): Promise<void>;
}

/**
 * Fixed-window counters in this process. With several API instances each keeps its own window,
 * which only makes the limit per instance: REDIS_URL shares them (redis-rate-limiter.ts).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async hit(key: string, now: number): Promise<boolean> {
    return this.hitNow(key, now);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  hitNow(key: string, now: number): boolean {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** One limiter per name, like Redis's one key space per name: two services counting 'two-factor' share one count. */
export function createMemoryRateLimiters(): RateLimiters {
  const byName = new Map<string, MemoryRateLimiter>();
  return {
    create(name, limit, windowMs) {
      let limiter = byName.get(name);
      if (!limiter) byName.set(name, (limiter = new MemoryRateLimiter(limit, windowMs)));
      return limiter;
    },
    close: async () => {},
  };
}
