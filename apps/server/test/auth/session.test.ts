import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD } from '../helpers/traders.ts';

describe(`login and sessions [${dialectName}]`, () => {
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '3', TOKEN_TTL_HOURS: '1' }, { clock: { now: () => now } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

  it('login, when the password is right, then returns a working token', async () => {
    const { email } = await signUpTrader(t.app);
    const response = await login(email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('login, when the password is wrong, then 401 with a message', async () => {
    const { email } = await signUpTrader(t.app);
    const response = await login(email, 'WrongPass1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
  });

  it('login, when one account is tried too often, then 429 with a message', async () => {
    const { email } = await signUpTrader(t.app);
    for (let i = 0; i < 3; i++) expect((await login(email, 'WrongPass1')).statusCode).toBe(401);
    const response = await login(email, TEST_PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/Too many attempts/);
  });

  it('logout, when called, then revokes that token', async () => {
    const { auth } = await signUpTrader(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(200);
    const response = await me(auth);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('a protected call, when the token is missing or invalid, then 401 JSON', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('a token, when past its expiry, then 401', async () => {
    const { auth } = await signUpTrader(t.app);
    now += 2 * 3_600_000;
    expect((await me(auth)).statusCode).toBe(401);
  });
});
