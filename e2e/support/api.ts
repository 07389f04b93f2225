import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import nodePath from 'node:path';
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

/** Places an order through the API (an Idempotency-Key per call), for arranging positions a test is not about. */
export async function placeByApi(token: string, body: Record<string, unknown>): Promise<{ id: number; open_price: number }> {
  const response = await fetch(`${baseUrl()}/api/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ leverage: 400, order_type: 'market', ...body }),
  });
  if (!response.ok) throw new Error(`place → ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { order: { id: number; open_price: number } } }).data.order;
}

/** The server's current ask of a symbol. */
export async function askOf(symbol: string): Promise<number> {
  const { symbols } = (await (await fetch(`${baseUrl()}/api/symbols`)).json()) as { symbols: { symbol: string; ask: number }[] };
  return symbols.find((row) => row.symbol === symbol)!.ask;
}

/** A multipart call (a KYC submission, a deposit with its receipt), for arranging data a test is not about. */
export async function apiUpload<T>(path: string, fields: Record<string, string>, files: Record<string, string>, token: string): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([fs.readFileSync(file)], { type: file.endsWith('.pdf') ? 'application/pdf' : 'image/png' }),
      nodePath.basename(file),
    );
  }
  const response = await fetch(`${baseUrl()}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}: ${JSON.stringify(data)}`);
  return data;
}
