import type { FastifyInstance } from 'fastify';
import { totpAt } from '../../src/modules/auth/totp.ts';
import { TEST_PASSWORD } from './traders.ts';

/** Turns two-factor sign-in on through the API; returns the secret and the recovery codes. */
export async function enrolTwoFactor(
  app: FastifyInstance,
  auth: { authorization: string },
  now: number = Date.now(),
  password: string = TEST_PASSWORD,
) {
  const enrol = await app.inject({ method: 'POST', url: '/api/2fa/enrol', headers: auth, payload: { password } });
  if (enrol.statusCode !== 200) throw new Error(`2fa enrol failed: ${enrol.statusCode} ${enrol.body}`);
  const { secret } = enrol.json() as { secret: string };
  const confirm = await app.inject({ method: 'POST', url: '/api/2fa/confirm', headers: auth, payload: { code: totpAt(secret, now) } });
  if (confirm.statusCode !== 200) throw new Error(`2fa confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: (confirm.json() as { recovery_codes: string[] }).recovery_codes };
}
