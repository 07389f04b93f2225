import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { totpAt } from '../../src/modules/auth/totp.ts';
import type { instanceProcess } from './cluster-process.ts';
import { TEST_PASSWORD, uniqueEmail } from './traders.ts';

const adminCreate = path.resolve(import.meta.dirname, '../../src/cli/admin-create.ts');

type Instance = ReturnType<typeof instanceProcess>;
export type Headers = Record<string, string>;

/** What every instance of a test cluster runs with: PostgreSQL in its own schema, its own Redis, fast hashing. */
export function clusterEnv(options: {
  databaseUrl: string;
  schema: string;
  clusterName: string;
  redisUrl: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    DATABASE_SCHEMA: options.schema,
    CLUSTER_NAME: options.clusterName,
    REDIS_URL: options.redisUrl,
    FEED: 'simulator',
    SIGNUP_LIMIT_PER_ADDRESS: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '1000',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
  };
}

/** One HTTP call with a JSON body (if any), bounded at 10 s. */
export const call = async (url: string, method: string, headers: Headers, body?: unknown) =>
  fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });

/** Calls across a cluster whose instances may be killed and started while a test runs. */
export function clusterCalls(instances: () => Instance[]) {
  /** A keyed call, first through `start`'s instance, then through the next running one, until one answers below 500. */
  const untilAnswered = async (start: number, method: string, url: string, headers: Headers, body?: unknown) => {
    const key = randomUUID();
    const all = instances();
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const instance = all[(start + attempt) % all.length]!;
      if (!instance.running()) continue;
      const response = await call(`${instance.url}${url}`, method, { ...headers, 'idempotency-key': key }, body).catch(() => null);
      if (response && response.status < 500) return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} never answered`);
  };
  /** The index of the instance that leads the engine now, -1 while none does. */
  const engineLeader = async (): Promise<number> => {
    for (const [i, instance] of instances().entries())
      if (instance.running() && (await instance.health().catch(() => null))?.roles.engine_leader) return i;
    return -1;
  };
  return { untilAnswered, engineLeader };
}

/**
 * An admin made through the CLI (as an operator would) and signed in on `url` with two-factor on (the
 * back office asks for it); its bearer token.
 */
export async function clusterAdmin(url: string, env: Record<string, string>): Promise<string> {
  const email = uniqueEmail('admin');
  await new Promise<void>((resolve, reject) => {
    const cli = spawn(process.execPath, ['--import', 'tsx', adminCreate, '--email', email, '--password', TEST_PASSWORD], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    cli.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`admin:create exited ${code}`))));
  });
  const { token } = (await (await call(`${url}/api/login`, 'POST', {}, { email, password: TEST_PASSWORD })).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const enrol = (await (await call(`${url}/api/2fa/enrol`, 'POST', headers, { password: TEST_PASSWORD })).json()) as { secret: string };
  const confirmed = await call(`${url}/api/2fa/confirm`, 'POST', headers, { code: totpAt(enrol.secret, Date.now()) });
  if (confirmed.status !== 200) throw new Error(`two-factor for the cluster's admin was refused (${confirmed.status})`);
  return token;
}

/** A live trader signed up at `url`: their headers, user id and first (default) account. */
export async function clusterLiveTrader(url: string, name = 'Ada Lovelace'): Promise<{ auth: Headers; userId: number; accountId: number }> {
  const signUp = await call(
    `${url}/api/signup`,
    'POST',
    {},
    { name, email: uniqueEmail('cluster'), password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, account_type: 'live' },
  );
  if (signUp.status !== 200) throw new Error(`a cluster trader's sign-up was refused (${signUp.status}): ${await signUp.text()}`);
  const auth = { authorization: `Bearer ${((await signUp.json()) as { token: string }).token}` };
  const me = ((await (await call(`${url}/api/account`, 'GET', auth)).json()) as { account: { user_id: number; account_id: number } })
    .account;
  return { auth, userId: me.user_id, accountId: me.account_id };
}

/** Staff credit `amount` USD to a trader's default account (a keyed balance adjustment through `url`). */
export async function fundTrader(url: string, admin: Headers, userId: number, amount: number): Promise<void> {
  const funded = await call(
    `${url}/api/admin/traders/${userId}/adjust`,
    'POST',
    { ...admin, 'idempotency-key': randomUUID() },
    { kind: 'adjustment', amount, reason: 'cluster test funds' },
  );
  if (funded.status !== 200) throw new Error(`funding a cluster trader was refused (${funded.status}): ${await funded.text()}`);
}
