import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { checkAddress } from '@platform/shared/crypto-addresses';

const hotKey = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key: 0x and 64 hex digits');
const intFrom = (fallback: number, min = 0) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).default(fallback);

/** Web Push services of the browser vendors (Chrome, Edge, Firefox, Safari): where pushes may go by default. */
export const VENDOR_PUSH_ENDPOINTS = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://*.push.apple.com',
];

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
  WALLET_BTC: z.string().trim().max(128).default(''),
  WALLET_LTC: z.string().trim().max(128).default(''),
  WALLET_BCH: z.string().trim().max(128).default(''),
  WALLET_PAYAPP: z.string().trim().max(128).default(''),
  /**
   * The cashier on the chain, per EVM network (ERC20 = Ethereum, BEP20 = BNB Smart Chain): off until
   * both the node's URL and the broker's extended public key (xpub, never a private key) are set.
   */
  CASHIER_ERC20_RPC_URL: z.url({ error: 'must be an http(s):// URL' }).optional(),
  CASHIER_ERC20_XPUB: z
    .string()
    .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key (xpub…)')
    .optional(),
  CASHIER_ERC20_CONFIRMATIONS: intFrom(12, 1),
  /** Token contracts watched, e.g. USDT=0x…,USDC=0x… (default: the coins table's main-chain contracts). */
  CASHIER_ERC20_TOKENS: z.string().optional(),
  CASHIER_BEP20_RPC_URL: z.url({ error: 'must be an http(s):// URL' }).optional(),
  CASHIER_BEP20_XPUB: z
    .string()
    .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key (xpub…)')
    .optional(),
  CASHIER_BEP20_CONFIRMATIONS: intFrom(15, 1),
  CASHIER_BEP20_TOKENS: z.string().optional(),
  /**
   * TRON (TRC-20 tokens) and Bitcoin, off until a node and the account key are set: TronGrid's (or a
   * TRON node's) HTTP API with its API key, and a bitcoind JSON-RPC URL (txindex on).
   */
  CASHIER_TRC20_RPC_URL: z.url({ error: 'must be an http(s):// URL' }).optional(),
  CASHIER_TRC20_API_KEY: z.string().trim().min(1).optional(),
  CASHIER_TRC20_XPUB: z
    .string()
    .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key (xpub…)')
    .optional(),
  CASHIER_TRC20_CONFIRMATIONS: intFrom(19, 1),
  /** TRC-20 contracts watched, e.g. USDT=T… (default: the coins table's main-chain USDT). */
  CASHIER_TRC20_TOKENS: z.string().optional(),
  CASHIER_BTC_RPC_URL: z.url({ error: 'must be an http(s):// URL' }).optional(),
  CASHIER_BTC_XPUB: z
    .string()
    .regex(/^[xz]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an extended public key of m/84’/0’/0’ (zpub… or xpub…)')
    .optional(),
  CASHIER_BTC_CONFIRMATIONS: intFrom(3, 1),
  /**
   * The hot wallet that pays approved withdrawals on a network (with that network's RPC URL): its
   * private key from the environment or, better, a file outside DATA_DIR (0x + 64 hex digits).
   */
  CASHIER_ERC20_HOT_WALLET_KEY: hotKey.optional(),
  CASHIER_ERC20_HOT_WALLET_KEY_FILE: z.string().min(1).optional(),
  CASHIER_BEP20_HOT_WALLET_KEY: hotKey.optional(),
  CASHIER_BEP20_HOT_WALLET_KEY_FILE: z.string().min(1).optional(),
  /** Payouts above this (USD) need a second staff member's approval. */
  CASHIER_PAYOUT_SECOND_APPROVAL_USD: intFrom(1000, 0),
  /** The largest payout (USD) the hot wallet sends; above it staff pay by hand. */
  CASHIER_PAYOUT_MAX_USD: intFrom(10_000, 1),
  /** What the hot wallet pays per UTC day (USD), over all accounts, and per account. */
  CASHIER_PAYOUT_DAILY_USD: intFrom(50_000, 1),
  CASHIER_PAYOUT_ACCOUNT_DAILY_USD: intFrom(10_000, 1),
  /** The highest fee per gas (gwei) a payout may pay; above it the payout waits. */
  CASHIER_PAYOUT_MAX_FEE_GWEI: intFrom(500, 1),
  CASHIER_PAYOUT_FEE_RAISE_BLOCKS: intFrom(5, 1),
  /** How often the watcher asks a node for new blocks. */
  CASHIER_POLL_MS: intFrom(1000, 50),
  /** Blocks asked in one eth_getLogs at most (nodes cap the range). */
  CASHIER_MAX_BLOCK_RANGE: intFrom(500, 1),
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
  /** Push services the server posts Web Push to (comma-separated origins, `https://*.host` for subdomains); the browser vendors' by default. */
  PUSH_ENDPOINTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every((entry) => /^https?:\/\/(\*\.)?[^/*]+$/.test(entry)),
      'must be a comma-separated list of origins like https://push.example.com or https://*.example.com',
    )
    .optional(),
  /** Who push services may contact about this server's pushes (VAPID `sub`): a mailto: or https: URL. */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
    .optional(),
  /** The broker's name on statements. */
  BROKER_NAME: z.string().trim().min(1).max(100).default('Trading Platform'),
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
  /** The liquidity provider's FIX 4.4 acceptor; hedging is off unless FIX_HOST is set (docs/hedging.md). */
  FIX_HOST: z.string().min(1).optional(),
  FIX_PORT: intFrom(0, 0).refine((p) => p <= 65535, 'must be a port number (0-65535)'),
  FIX_SENDER_COMP_ID: z.string().min(1).default('BROKER'),
  FIX_TARGET_COMP_ID: z.string().min(1).default('LP'),
  FIX_USERNAME: z.string().optional(),
  FIX_PASSWORD: z.string().optional(),
  FIX_HEARTBEAT_S: intFrom(30, 1),
  /** First wait before reconnecting; it doubles after each failed attempt up to FIX_RECONNECT_MAX_S. */
  FIX_RECONNECT_S: intFrom(1, 1),
  FIX_RECONNECT_MAX_S: intFrom(30, 1),
  /** Our symbol names to the LP's, e.g. `EURUSD=EUR/USD,XAUUSD=GOLD`; unlisted symbols keep their name. */
  FIX_SYMBOL_MAP: z
    .string()
    .regex(/^([A-Za-z0-9._-]+=[^,=]+)(,[A-Za-z0-9._-]+=[^,=]+)*$/, 'must be OURS=THEIRS pairs separated by commas')
    .optional(),
  /** The covering order's limit is the client's fill price moved this many pips against us. */
  HEDGE_SLIPPAGE_PIPS: intFrom(5, 0),
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

/** The EVM networks whose deposits the platform follows itself (those with a node and an xpub). */
function cashierConfig(env: z.infer<typeof envSchema>) {
  const network = (
    chain: 'ERC20' | 'BEP20' | 'TRC20' | 'BTC',
    rpcUrl?: string,
    xpub?: string,
    confirmations = 12,
    tokens?: string,
    apiKey?: string,
  ) => (rpcUrl && xpub ? [{ chain, rpcUrl, xpub, confirmations, tokens: parseTokens(tokens, chain), apiKey }] : []);
  return {
    networks: [
      ...network('ERC20', env.CASHIER_ERC20_RPC_URL, env.CASHIER_ERC20_XPUB, env.CASHIER_ERC20_CONFIRMATIONS, env.CASHIER_ERC20_TOKENS),
      ...network('BEP20', env.CASHIER_BEP20_RPC_URL, env.CASHIER_BEP20_XPUB, env.CASHIER_BEP20_CONFIRMATIONS, env.CASHIER_BEP20_TOKENS),
      ...network(
        'TRC20',
        env.CASHIER_TRC20_RPC_URL,
        env.CASHIER_TRC20_XPUB,
        env.CASHIER_TRC20_CONFIRMATIONS,
        env.CASHIER_TRC20_TOKENS,
        env.CASHIER_TRC20_API_KEY,
      ),
      ...network('BTC', env.CASHIER_BTC_RPC_URL, env.CASHIER_BTC_XPUB, env.CASHIER_BTC_CONFIRMATIONS),
    ],
    pollMs: env.CASHIER_POLL_MS,
    maxBlockRange: env.CASHIER_MAX_BLOCK_RANGE,
    payouts: {
      wallets: [
        ...hotWallet('ERC20', env.CASHIER_ERC20_RPC_URL, env.CASHIER_ERC20_HOT_WALLET_KEY, env.CASHIER_ERC20_HOT_WALLET_KEY_FILE),
        ...hotWallet('BEP20', env.CASHIER_BEP20_RPC_URL, env.CASHIER_BEP20_HOT_WALLET_KEY, env.CASHIER_BEP20_HOT_WALLET_KEY_FILE),
      ].map((wallet) => ({
        ...wallet,
        confirmations: wallet.chain === 'ERC20' ? env.CASHIER_ERC20_CONFIRMATIONS : env.CASHIER_BEP20_CONFIRMATIONS,
        tokens: parseTokens(wallet.chain === 'ERC20' ? env.CASHIER_ERC20_TOKENS : env.CASHIER_BEP20_TOKENS),
      })),
      secondApprovalCents: env.CASHIER_PAYOUT_SECOND_APPROVAL_USD * 100,
      maxCents: env.CASHIER_PAYOUT_MAX_USD * 100,
      dailyCents: env.CASHIER_PAYOUT_DAILY_USD * 100,
      accountDailyCents: env.CASHIER_PAYOUT_ACCOUNT_DAILY_USD * 100,
      maxFeeGwei: env.CASHIER_PAYOUT_MAX_FEE_GWEI,
      /** Blocks a sent payout may wait unmined before it is sent again at a higher fee (same nonce). */
      feeRaiseBlocks: env.CASHIER_PAYOUT_FEE_RAISE_BLOCKS,
    },
  };

  /** A network's hot wallet: its node and its key (from a file outside DATA_DIR, or the environment). */
  function hotWallet(chain: 'ERC20' | 'BEP20', rpcUrl: string | undefined, key: string | undefined, keyFile: string | undefined) {
    if (!rpcUrl || (!key && !keyFile)) return [];
    if (keyFile) {
      const file = path.resolve(keyFile);
      if (!path.relative(path.resolve(env.DATA_DIR), file).startsWith('..'))
        throw new ConfigError(`CASHIER_${chain}_HOT_WALLET_KEY_FILE must be outside DATA_DIR (backups and uploads live there)`);
      const text = fs.readFileSync(file, 'utf8').trim();
      if (!/^0x[0-9a-fA-F]{64}$/.test(text)) throw new ConfigError(`CASHIER_${chain}_HOT_WALLET_KEY_FILE must hold 0x and 64 hex digits`);
      key = text;
    }
    return [{ chain, rpcUrl, privateKey: key as `0x${string}` }];
  }
}

/** 'USDT=0x…,USDC=0x…' (on TRON 'USDT=T…') as coin → contract; undefined keeps the coins table's contracts. */
function parseTokens(text: string | undefined, chain: string = 'ERC20'): Record<string, string> | undefined {
  if (!text) return undefined;
  const entries = text.split(',').map((pair) => pair.trim().split('='));
  const contractOk = (contract: string) =>
    chain === 'TRC20' ? checkAddress('TRC20', contract) === 'ok' : /^0x[0-9a-fA-F]{40}$/.test(contract);
  if (entries.some(([coin, contract]) => !coin || !contractOk(contract ?? '')))
    throw new ConfigError(
      `Invalid CASHIER_${chain}_TOKENS=${JSON.stringify(text)}: use COIN=${chain === 'TRC20' ? 'T' : '0x'}… pairs separated by commas`,
    );
  return Object.fromEntries(entries.map(([coin, contract]) => [coin!.toUpperCase(), contract!]));
}

function parseSymbolMap(value: string | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of value?.split(',') ?? []) {
    const [ours, theirs] = pair.split('=');
    if (ours && theirs) map[ours.trim()] = theirs.trim();
  }
  return map;
}

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
    walletAddresses: {
      TRC20: env.WALLET_TRC20,
      BEP20: env.WALLET_BEP20,
      ERC20: env.WALLET_ERC20,
      BTC: env.WALLET_BTC,
      LTC: env.WALLET_LTC,
      BCH: env.WALLET_BCH,
      PAYAPP: env.WALLET_PAYAPP,
    },
    cashier: cashierConfig(env),
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
    brokerName: env.BROKER_NAME,
    push: {
      endpoints: env.PUSH_ENDPOINTS ?? VENDOR_PUSH_ENDPOINTS,
      subject: env.PUSH_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM}`,
    },
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
    fix: env.FIX_HOST
      ? {
          host: env.FIX_HOST,
          port: env.FIX_PORT,
          senderCompId: env.FIX_SENDER_COMP_ID,
          targetCompId: env.FIX_TARGET_COMP_ID,
          username: env.FIX_USERNAME,
          password: env.FIX_PASSWORD,
          heartbeatSeconds: env.FIX_HEARTBEAT_S,
          reconnectMs: env.FIX_RECONNECT_S * 1000,
          reconnectMaxMs: env.FIX_RECONNECT_MAX_S * 1000,
          symbolMap: parseSymbolMap(env.FIX_SYMBOL_MAP),
          storeDir: path.join(dataDir, 'fix'),
        }
      : null,
    hedging: { slippagePips: env.HEDGE_SLIPPAGE_PIPS },
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
  if (parsed.data.FIX_HOST && !parsed.data.FIX_PORT)
    throw new ConfigError("Invalid environment variable FIX_PORT: must be set (the LP's FIX port) when FIX_HOST is set");
  return toConfig(parsed.data);
}
