import type { ErrorBody } from '@platform/shared/errors';
import { tokenStore } from './token-store.ts';

/** A failed call: the server's error body when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody> & Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `Request failed (${status})`);
    this.name = 'ApiError';
  }
  get code() {
    return this.body.code;
  }
}

/** The network itself failed (no answer from the server). */
export class NetworkError extends Error {
  constructor() {
    super("We couldn't reach the server.");
    this.name = 'NetworkError';
  }
}

let onUnauthorized = () => {
  tokenStore.clear();
  if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
};
/** The router replaces the hard reload with a client-side navigation. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The one API client: sends the bearer token, JSON or FormData bodies; any 401 clears the
 * token and goes to /login.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal ?? null });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError();
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (response.status === 401) onUnauthorized();
  if (!response.ok) throw new ApiError(response.status, (typeof data === 'object' && data ? data : { message: text }) as ApiError['body']);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>(path, { method: 'POST', body, headers }),
  patch: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>(path, { method: 'PATCH', body, headers }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
