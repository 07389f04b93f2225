import { randomBytes } from 'node:crypto';
import { baseUrl } from './browser.ts';

export const PASSWORD = 'Str0ngPass!';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Calls the real API directly, for arranging data a test is not about. */
export async function apiCall<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${JSON.stringify(data)}`);
  return data;
}

export async function signUpByApi(accountType: 'demo' | 'live' = 'demo', email = uniqueEmail()) {
  const { token } = await apiCall<{ token: string }>('POST', '/signup', {
    name: 'Grace Hopper',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    account_type: accountType,
  });
  return { token, email };
}
