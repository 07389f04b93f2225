// Back-office calls: the app's one HTTP client, except that a 401 on a signed-in call ends the staff
// session and shows the staff sign-in, never the trader's /login.
import { createApiClient } from '../../../lib/api-client.ts';
import { adminSession } from './admin-session.ts';

const client = createApiClient({ onUnauthorized: (sentToken) => sentToken && adminSession.signOut() });

export const adminApi = {
  get: client.get,
  /** Always a JSON body, so every back-office POST is read as JSON. */
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => client.post<T>(path, body ?? {}, headers),
  patch: client.patch,
  put: client.put,
  delete: client.delete,
  /** A protected file (KYC document, receipt) as a Blob. */
  blob: async (url: string, signal?: AbortSignal): Promise<Blob> => (await client.file(url.replace(/^\/api/, ''), signal)).blob,
};

/** ?a=1&b=x without empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
