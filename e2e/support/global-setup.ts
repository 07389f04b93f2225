import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { HDKey } from '@scure/bip32';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil } from '../../apps/server/test/helpers/anvil.ts';
import { startLocalPushService } from './push-service/local-push-service.ts';
import { STAFF_PASSWORD } from './staff.ts';
import { totpNow } from './totp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The test chain (anvil) the server's cashier watches and pays from on ERC-20, and its USDT contract. */
    chainUrl: string;
    tokenContract: string;
    /** The stand-in push service a real Web Push reaches Chromium through: its Chromium switches and where the server posts. */
    pushService: { chromiumArgs: string[]; pushOrigin: string };
  }
}

/** anvil's public test keys: #1 is the platform's hot wallet, #2 the traders' own wallet in the tests. */
export const HOT_WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const TRADER_WALLET_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Starts the real server (built SPA, SQLite in a temp dir, the simulator) once for all browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
  // A chain of the tests' own: ERC-20 deposits to each account's address and payouts from a hot wallet.
  const chain = await startAnvil();
  await chain.sendToken(privateKeyToAccount(HOT_WALLET_KEY).address, 100_000n * 1_000_000n);
  await chain.sendToken(privateKeyToAccount(TRADER_WALLET_KEY).address, 100_000n * 1_000_000n);
  await chain.mine(1);
  const pushService = await startLocalPushService();
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://127.0.0.1:${port}`;
  const start = (): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Links in mails (password reset, email verification) point at this server.
        PUBLIC_URL: baseUrl,
        DATABASE_URL: '',
        REDIS_URL: '',
        SIGNUP_LIMIT_PER_ADDRESS: '10000',
        LOGIN_LIMIT_PER_ADDRESS: '10000',
        LOGIN_LIMIT_PER_ACCOUNT: '1000',
        WALLET_TRC20: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        WALLET_BEP20: '0x8894e0a0c962cb723c1976a4421c95949be2d4e3',
        WALLET_ERC20: '0x8894e0a0c962cb723c1976a4421c95949be2d4e3',
        CASHIER_ERC20_RPC_URL: chain.url,
        CASHIER_ERC20_XPUB: HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/60'/0'").publicExtendedKey!,
        CASHIER_ERC20_TOKENS: `USDT=${chain.contract}`,
        CASHIER_ERC20_CONFIRMATIONS: '3',
        CASHIER_ERC20_HOT_WALLET_KEY: HOT_WALLET_KEY,
        CASHIER_POLL_MS: '200',
        PUSH_ENDPOINTS: pushService.pushOrigin,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  let server = start();
  await waitForHealth(baseUrl, server);
  // The suite trades currency pairs and gold, which close from Friday 21:00 to Sunday 21:00 UTC. The
  // broker's Book sets every symbol to trade around the clock (as a 24/7 demo broker would), and the
  // server starts again so its simulator quotes them: the suite runs the same on any day. Market
  // hours themselves are the server tests' subject (test/market/feed-hours.test.ts).
  if (await tradeAroundTheClock(baseUrl, dataDir)) {
    await stop(server);
    server = start();
    await waitForHealth(baseUrl, server);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('chainUrl', chain.url);
  project.provide('tokenContract', chain.contract);
  project.provide('pushService', { chromiumArgs: pushService.chromiumArgs, pushOrigin: pushService.pushOrigin });
  return async () => {
    await stop(server);
    await chain.stop();
    await pushService.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Every symbol of the Book that keeps market hours is set to trade around the clock, by an admin over the API; whether any was. */
async function tradeAroundTheClock(baseUrl: string, dataDir: string): Promise<boolean> {
  const email = `e2e-book-${Date.now()}@example.com`;
  const created = spawnSync(
    'npm',
    ['run', '-s', 'admin:create', '--', '--email', email, '--password', STAFF_PASSWORD, '--name', 'Book Keeper'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_SCHEMA: '' },
    },
  );
  if (created.status !== 0) throw new Error(`admin:create failed (${created.status}): ${created.stderr}`);
  const call = async <T>(method: string, route: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${route}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : null,
    });
    const data = (await response.json()) as T;
    if (!response.ok) throw new Error(`${method} ${route} → ${response.status}: ${JSON.stringify(data)}`);
    return data;
  };
  const { token } = await call<{ token: string }>('POST', '/login', { email, password: STAFF_PASSWORD });
  const { secret } = await call<{ secret: string }>('POST', '/2fa/enrol', { password: STAFF_PASSWORD }, token);
  await call('POST', '/2fa/confirm', { code: totpNow(secret) }, token);
  const { items } = await call<{ items: Array<{ symbol: string; trading_hours: string }> }>('GET', '/admin/symbols', undefined, token);
  const keepingHours = items.filter((item) => item.trading_hours !== 'always');
  for (const { symbol } of keepingHours) await call('PATCH', `/admin/symbols/${symbol}`, { trading_hours: 'always' }, token);
  return keepingHours.length > 0;
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 120 s');
}
