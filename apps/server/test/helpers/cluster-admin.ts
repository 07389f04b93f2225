import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from './traders.ts';
import { totpAt } from '../../src/modules/auth/totp.ts';

type Headers = Record<string, string>;

/** A JSON call to a cluster instance, given up after 10 s (a killed instance never answers). */
export const clusterCall = async (url: string, method: string, headers: Headers, body?: unknown) =>
  fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });

/** An admin made through the CLI with the instances' environment, signed in at `url` with two-factor on (the back office asks for it). */
export async function clusterAdmin(env: Record<string, string>, url: string): Promise<Headers> {
  const email = uniqueEmail('admin');
  await new Promise<void>((resolve, reject) => {
    const cli = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.resolve(import.meta.dirname, '../../src/cli/admin-create.ts'),
        '--email',
        email,
        '--password',
        TEST_PASSWORD,
      ],
      { env: { ...process.env, ...env }, stdio: 'ignore' },
    );
    cli.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`admin:create exited ${code}`))));
  });
  const login = (await (await clusterCall(`${url}/api/login`, 'POST', {}, { email, password: TEST_PASSWORD })).json()) as { token: string };
  const admin = { authorization: `Bearer ${login.token}` };
  const enrol = (await (await clusterCall(`${url}/api/2fa/enrol`, 'POST', admin, { password: TEST_PASSWORD })).json()) as {
    secret: string;
  };
  expect((await clusterCall(`${url}/api/2fa/confirm`, 'POST', admin, { code: totpAt(enrol.secret, Date.now()) })).status).toBe(200);
  return admin;
}

/** A live trader signed up at `url`: their headers and user id. */
export async function clusterLiveTrader(url: string, name = 'Ada Lovelace'): Promise<{ auth: Headers; userId: number }> {
  const signUp = await clusterCall(
    `${url}/api/signup`,
    'POST',
    {},
    { name, email: uniqueEmail('cluster'), password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, account_type: 'live' },
  );
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const auth = { authorization: `Bearer ${((await signUp.json()) as { token: string }).token}` };
  const me = ((await (await clusterCall(`${url}/api/account`, 'GET', auth)).json()) as { account: { user_id: number } }).account;
  return { auth, userId: me.user_id };
}
