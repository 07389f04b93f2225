import type { Logger } from 'pino';
import type { Config } from './config/config.ts';
import type { Db, Dialect } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { PasswordHasher } from './modules/auth/password.ts';
import type { Bus } from './bus/bus.ts';
import type { RateLimiters } from './lib/rate-limiter.ts';

/** The parts everything else is built from (the settings store and the session cache read them). */
export interface CoreContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  hasher: PasswordHasher;
  bus: Bus;
  /** Shared across instances through Redis when REDIS_URL is set, else per process. */
  rateLimiters: RateLimiters;
  log: Logger;
}
