import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, uniqueEmail } from '../helpers/traders.ts';
import { auditFor, userIdOf } from './staff-helpers.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe(`npm run admin:create [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Runs the CLI against the same storage as the test app, as an operator would against the server's. */
  function adminCreate(args: string[]) {
    const { config } = t.ctx;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin-create.ts', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        DATA_DIR: config.dataDir,
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema } : {}),
      },
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('creating, when email and password are valid, then prints one line and the admin can sign in to the back office', async () => {
    const email = uniqueEmail('boss');
    const result = adminCreate(['--email', email, '--password', 'AdminPass1']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toMatch(new RegExp(`^Created admin ${email} \\(id \\d+\\)`));
    const response = await login(email, 'AdminPass1');
    expect(response.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${response.json().token}` };
    const beforeTwoFactor = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: auth });
    expect(beforeTwoFactor.statusCode).toBe(403);
    expect(beforeTwoFactor.json().code).toBe('TWO_FACTOR_REQUIRED');
    await enrolTwoFactor(t.app, auth, Date.now(), 'AdminPass1');
    const staff = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: auth });
    expect(staff.statusCode).toBe(200);
    expect(await auditFor(t, 'staff.create', await userIdOf(t, email))).toHaveLength(1);
  });

  it('promoting, when the email already belongs to a trader, then they become admin with the new password', async () => {
    const trader = await signUpTrader(t.app);
    const result = adminCreate(['--email', trader.email, '--password', 'NewAdmin9']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Promoted .* to admin/);
    const response = await login(trader.email, 'NewAdmin9');
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${response.json().token}` } });
    expect(me.json().role).toBe('admin');
  });

  it.each([
    [[]],
    [['--email', 'not-an-email', '--password', 'AdminPass1']],
    [['--email', 'a@example.com', '--password', 'short']],
    [['--email', 'a@example.com', '--password', 'AdminPass1', '--bogus', 'x']],
  ])('bad arguments %j, when given, then usage on stderr and exit 1', (args) => {
    const result = adminCreate(args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run admin:create -- --email <email> --password');
    expect(result.stdout).toBe('');
  });
});
