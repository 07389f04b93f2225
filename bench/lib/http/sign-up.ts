import { randomBytes } from 'node:crypto';

/** Signs a fresh demo trader up on the server at `base` over HTTP and returns the session token. */
export async function signUpDemoTrader(base: string, name = 'Bench Trader'): Promise<string> {
  const password = 'Str0ngPass!';
  const response = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      password,
      password_confirmation: password,
      account_type: 'demo',
    }),
  });
  return ((await response.json()) as { token: string }).token;
}
