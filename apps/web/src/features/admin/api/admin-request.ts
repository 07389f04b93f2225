// Back-office calls: bearer token, JSON bodies, the shared ApiError/NetworkError; a 401 returns to the staff sign-in.
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { tokenStore } from '../../../lib/token-store.ts';
import { adminSession } from './admin-session.ts';

type Method = 'GET' | 'POST' | 'PATCH';

async function send(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  extra: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError();
  }
  if (response.status === 401 && token) adminSession.signOut();
  return response;
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = { message: text };
  }
  if (!response.ok) throw new ApiError(response.status, (typeof data === 'object' && data ? data : { message: text }) as ApiError['body']);
  return data as T;
}

export const adminApi = {
  get: async <T>(path: string, signal?: AbortSignal) => json<T>(await send('GET', path, undefined, signal)),
  post: async <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    json<T>(await send('POST', path, body ?? {}, undefined, headers)),
  patch: async <T>(path: string, body: unknown) => json<T>(await send('PATCH', path, body)),
  /** A protected file (KYC document, receipt) as a Blob; /api/files needs the Authorization header. */
  blob: async (url: string, signal?: AbortSignal): Promise<Blob> => {
    const response = await send('GET', url.replace(/^\/api/, ''), undefined, signal);
    if (!response.ok) await json(response);
    return response.blob();
  },
};

/** ?a=1&b=x without empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
