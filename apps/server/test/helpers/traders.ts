import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const TEST_PASSWORD = 'Str0ngPass!';

export function uniqueEmail(prefix = 'trader'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Signs a new trader up through the API and returns their token and email. */
export async function signUpTrader(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; account_type: 'demo' | 'live'; referral_code: string }> = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      name: 'Ada Lovelace',
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      account_type: 'demo',
      ...overrides,
    },
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json<{ token: string }>();
  return { token, email, auth: { authorization: `Bearer ${token}` } };
}
