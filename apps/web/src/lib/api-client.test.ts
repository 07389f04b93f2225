// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, createApiClient } from './api-client.ts';
import { tokenStore } from './token-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(body, { status, headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the one HTTP client', () => {
  it('a call, when signed in, then carries the bearer token and a JSON body, and returns the parsed answer', async () => {
    tokenStore.set('t-1');
    const fetch = answer(200, '{"ok":true}');
    const client = createApiClient({ onUnauthorized: vi.fn() });
    await expect(client.post('/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect(init.headers).toMatchObject({ authorization: 'Bearer t-1', 'content-type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('a 401, when it answers a signed-in call, then the client policy is told a token was sent, and the error keeps the server body', async () => {
    tokenStore.set('t-1');
    answer(401, '{"code":"UNAUTHORIZED","message":"Session expired."}');
    const policy = { onUnauthorized: vi.fn() };
    const error = await createApiClient(policy)
      .get('/me')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('UNAUTHORIZED');
    expect(policy.onUnauthorized).toHaveBeenCalledWith(true);
  });

  it('a 401, when the call carried no token (a wrong password), then the policy hears that no token was sent', async () => {
    answer(401, '{"message":"Invalid email or password."}');
    const policy = { onUnauthorized: vi.fn() };
    await expect(createApiClient(policy).post('/login', {})).rejects.toThrow('Invalid email or password.');
    expect(policy.onUnauthorized).toHaveBeenCalledWith(false);
  });

  it('a file, when downloaded, then comes with the name the server gave it; a refused one is an ApiError', async () => {
    answer(200, 'a,b\n1,2\n', { 'content-disposition': 'attachment; filename="statement.csv"' });
    const client = createApiClient({ onUnauthorized: vi.fn() });
    const file = await client.file('/reports/statement?format=csv');
    expect(file.name).toBe('statement.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    answer(422, '{"message":"Choose a period of at most a year."}');
    await expect(client.file('/reports/statement')).rejects.toThrow('Choose a period of at most a year.');
  });

  it('no answer at all, when the network fails, then a NetworkError says the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(createApiClient({ onUnauthorized: vi.fn() }).get('/x')).rejects.toBeInstanceOf(NetworkError);
  });
});
