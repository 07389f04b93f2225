import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { apiCall, uniqueEmail } from './api.ts';
import { totpNow } from './totp.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const FUNDING_PASSWORD = 'Fund1ngOps!';
let staffToken: Promise<string> | null = null;

/** One admin per run, created the way an operator would (`npm run admin:create`), signed in by the API. */
function fundingStaff(): Promise<string> {
  staffToken ??= (async () => {
    const email = uniqueEmail('funding');
    const result = spawnSync(
      'npm',
      ['run', '-s', 'admin:create', '--', '--email', email, '--password', FUNDING_PASSWORD, '--name', 'Fay Funding'],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: '', DATABASE_SCHEMA: '' } },
    );
    if (result.status !== 0) throw new Error(`admin:create failed (${result.status}): ${result.stderr}`);
    const { token } = await apiCall<{ token: string }>('POST', '/login', { email, password: FUNDING_PASSWORD });
    // The back office needs staff to sign in with a second factor: turn it on through the API.
    const { secret } = await apiCall<{ secret: string }>('POST', '/2fa/enrol', undefined, token);
    await apiCall('POST', '/2fa/confirm', { code: totpNow(secret) }, token);
    return token;
  })();
  return staffToken;
}

/**
 * Credits a trader's balance for a test that needs funds and is not about the deposit flow: a staff
 * balance adjustment through the back-office API, so the trading engine (the only owner of balances) applies it.
 */
export async function creditBalance(userId: number, amountCents: number, note = 'e2e funding'): Promise<void> {
  await apiCall(
    'POST',
    `/admin/traders/${userId}/adjust`,
    { amount: amountCents / 100, kind: 'adjustment', reason: note },
    await fundingStaff(),
  );
}
