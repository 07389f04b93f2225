import type { ErrorBody } from '@platform/shared/errors';
import { tokenStore } from './token-store.ts';
import { activeAccount } from './active-account.ts';

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

/** What a client does when the server answers 401; `sentToken` says whether the call carried one. */
export interface UnauthorizedPolicy {
  onUnauthorized(sentToken: boolean): void;
}

/** A downloaded file (CSV, PDF, a KYC document) and the name the server gave it, if any. */
export interface DownloadedFile {
  blob: Blob;
  name: string | null;
}

/**
 * The one HTTP client of the app, made once for the trading app and once for the back office,
 * which differ only in what a 401 does: sends the bearer token, JSON or FormData bodies, and turns
 * failures into ApiError (the server's error body) or NetworkError (no answer at all).
 */
export function createApiClient(policy: UnauthorizedPolicy) {
  async function send(path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const token = tokenStore.get();
    if (token) headers.authorization = `Bearer ${token}`;
    // The tab's trading account; without one the server answers for the trader's default account.
    const account = activeAccount.get();
    if (account !== null && headers['x-account'] === undefined) headers['x-account'] = String(account);
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
    if (response.status === 401) policy.onUnauthorized(token !== null);
    return response;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await send(path, options);
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : undefined;
    if (!response.ok)
      throw new ApiError(response.status, (typeof data === 'object' && data ? data : { message: text }) as ApiError['body']);
    return data as T;
  }

  return {
    request,
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
    post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>(path, { method: 'POST', body, headers }),
    patch: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>(path, { method: 'PATCH', body, headers }),
    put: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>(path, { method: 'PUT', body, headers }),
    delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
    /** A protected file: /api/files and the report downloads need the Authorization header. */
    async file(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
      const response = await send(path, { signal });
      if (!response.ok) {
        const text = await response.text();
        const data = text ? safeJson(text) : undefined;
        throw new ApiError(response.status, (typeof data === 'object' && data ? data : { message: text }) as ApiError['body']);
      }
      const disposition = response.headers.get('content-disposition') ?? '';
      return { blob: await response.blob(), name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** The trading app's client: any 401 clears the token and goes to /login. */
export const api = createApiClient({ onUnauthorized: () => onUnauthorized() });
