import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const intFrom = (fallback: number, min = 0) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFrom(3000, 0).refine((p) => p <= 65535, 'must be a port number (0-65535)'),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Schema to use inside PostgreSQL; tests give each run its own. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Prefix of every Redis key and channel: deployments sharing one Redis never see each other. */
  CLUSTER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
    .optional(),
  /** Bearer token for GET /metrics; without one /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** /api/health/ready fails when the newest tick of an open market is older than this (s). */
  READY_MAX_TICK_AGE_S: intFrom(30, 1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TOKEN_TTL_HOURS: intFrom(24 * 30, 1),
  DEMO_START_BALANCE: z.coerce.number({ error: 'must be a number' }).min(0, 'must be 0 or more').default(10_000),
  REFERRAL_REWARD: z.coerce.number({ error: 'must be a number' }).min(0, 'must be 0 or more').default(25),
  /** The broker's deposit addresses at first start; the back office changes them later. */
  WALLET_TRC20: z.string().trim().max(128).default(''),
  WALLET_BEP20: z.string().trim().max(128).default(''),
  WALLET_ERC20: z.string().trim().max(128).default(''),
  /** Failed sign-ins per account from one address in a window. */
  LOGIN_LIMIT_PER_ACCOUNT: intFrom(10, 1),
  /** Failed sign-ins per account from all addresses (addresses it signed in from before are exempt). */
  LOGIN_LIMIT_ACCOUNT_WIDE: intFrom(200, 1),
  /** Cap of the growing delay repeated failures put on an account's sign-ins (ms). */
  LOGIN_DELAY_MAX_MS: intFrom(3000, 0),
  /** Proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDRs. Off when unset. */
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrCidr), 'must be a comma-separated list of IP addresses or CIDRs')
    .optional(),
  /** smtp://user:pass@host:port; without it mails go to the outbox the back office shows. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Trading Platform <no-reply@localhost>'),
  /** Where traders reach the web app; every link in a mail starts with it. */
  PUBLIC_URL: z
    .string()
    .url('must be a URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .default('http://localhost:3000'),
  LOGIN_LIMIT_PER_ADDRESS: intFrom(50, 1),
  SIGNUP_LIMIT_PER_ADDRESS: intFrom(20, 1),
  RATE_LIMIT_WINDOW_S: intFrom(600, 1),
  FEED: z.enum(['simulator', 'replay', 'binance', 'none']).default('simulator'),
  FEED_SEED: intFrom(42),
  FEED_REPLAY_FILE: z.string().optional(),
  FEED_BINANCE_URL: z.string().url('must be a URL').optional(),
  /** How often coalesced ticks go out to sockets (ms). */
  TICK_FLUSH_MS: intFrom(50, 10),
  /** A quote older than this during trading hours is stale: no fill, close or price check on it (ms). */
  MAX_QUOTE_AGE_MS: intFrom(10_000, 500),
  /** Open accounts one trader may hold of each type (issue 29). */
  MAX_DEMO_ACCOUNTS: intFrom(5, 1),
  MAX_LIVE_ACCOUNTS: intFrom(5, 1),
  ARGON2_MEMORY_KIB: intFrom(19_456, 1024),
  ARGON2_TIME_COST: intFrom(2, 1),
});

/**
 * Instances on the same database (and schema) are one deployment: they share a cluster name by
 * default, and a deployment on another database gets another. The password never enters it.
 */
function defaultClusterName(databaseUrl: string | undefined, schema: string | undefined, dataDir: string): string {
  let place = `sqlite:${dataDir}`;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    place = `pg:${url.hostname}:${url.port || '5432'}${url.pathname}:${schema ?? 'public'}`;
  }
  return `platform-${createHash('sha256').update(place).digest('hex').slice(0, 12)}`;
}

export type Config = ReturnType<typeof toConfig>;

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

export class ConfigError extends Error {}

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    redisUrl: env.REDIS_URL,
    clusterName: env.CLUSTER_NAME ?? defaultClusterName(env.DATABASE_URL, env.DATABASE_SCHEMA, dataDir),
    metricsToken: env.METRICS_TOKEN,
    readyMaxTickAgeMs: env.READY_MAX_TICK_AGE_S * 1000,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    tokenTtlMs: env.TOKEN_TTL_HOURS * 3_600_000,
    demoStartBalanceCents: Math.round(env.DEMO_START_BALANCE * 100),
    referralRewardCents: Math.round(env.REFERRAL_REWARD * 100),
    walletAddresses: { TRC20: env.WALLET_TRC20, BEP20: env.WALLET_BEP20, ERC20: env.WALLET_ERC20 },
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_S * 1000,
      loginPerAccount: env.LOGIN_LIMIT_PER_ACCOUNT,
      loginPerAddress: env.LOGIN_LIMIT_PER_ADDRESS,
      signupPerAddress: env.SIGNUP_LIMIT_PER_ADDRESS,
      loginAccountWide: env.LOGIN_LIMIT_ACCOUNT_WIDE,
      loginDelayMaxMs: env.LOGIN_DELAY_MAX_MS,
    },
    trustProxy: env.TRUST_PROXY ?? [],
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    publicUrl: env.PUBLIC_URL,
    feed: {
      kind: env.FEED,
      seed: env.FEED_SEED,
      replayFile: env.FEED_REPLAY_FILE,
      binanceUrl: env.FEED_BINANCE_URL,
      tickFlushMs: env.TICK_FLUSH_MS,
    },
    trading: { maxQuoteAgeMs: env.MAX_QUOTE_AGE_MS },
    accounts: { maxDemo: env.MAX_DEMO_ACCOUNTS, maxLive: env.MAX_LIVE_ACCOUNTS },
    argon2: { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST },
  };
}

/** Reads and validates the environment once; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most twelve-factor tools.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    throw new ConfigError(
      `Invalid environment variable ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`,
    );
  }
  return toConfig(parsed.data);
}
