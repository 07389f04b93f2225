import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { apiCall, uniqueEmail } from './api.ts';
import { totpNow } from './totp.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const STAFF_PASSWORD = 'Back0ffice!';

/** An admin created the way an operator would: `npm run admin:create` against the server's DATA_DIR; returns the CLI's answer. */
export function createAdminByCli(email: string, name = 'Olive Ops', password = STAFF_PASSWORD): string {
  const result = spawnSync('npm', ['run', '-s', 'admin:create', '--', '--email', email, '--password', password, '--name', name], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '', DATABASE_SCHEMA: '' },
  });
  if (result.status !== 0) throw new Error(`admin:create failed (${result.status}): ${result.stderr}`);
  return result.stdout.trim();
}

/** A fresh admin signed in by the API with two-factor turned on (the back office requires it); its token. */
export async function adminToken(name = 'Olive Ops'): Promise<string> {
  const email = uniqueEmail('ops');
  createAdminByCli(email, name);
  const { token } = await apiCall<{ token: string }>('POST', '/login', { email, password: STAFF_PASSWORD });
  const { secret } = await apiCall<{ secret: string }>('POST', '/2fa/enrol', { password: STAFF_PASSWORD }, token);
  await apiCall('POST', '/2fa/confirm', { code: totpNow(secret) }, token);
  return token;
}

/** A staff member of `role` made by an admin, signed in by the API with two-factor on; their email and token. */
export async function staffToken(
  role: 'dealer' | 'compliance' | 'finance' | 'support',
  name = 'Dana Dealer',
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(role);
  await apiCall('POST', '/admin/staff', { email, name, role, password: STAFF_PASSWORD }, await adminToken());
  const { token } = await apiCall<{ token: string }>('POST', '/login', { email, password: STAFF_PASSWORD });
  const { secret } = await apiCall<{ secret: string }>('POST', '/2fa/enrol', { password: STAFF_PASSWORD }, token);
  await apiCall('POST', '/2fa/confirm', { code: totpNow(secret) }, token);
  return { email, token };
}
