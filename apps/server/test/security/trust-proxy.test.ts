import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, uniqueEmail } from '../helpers/traders.ts';
import { signInStaff, auditFor } from '../admin/staff-helpers.ts';

const login = (t: TestApp, headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers,
    payload: { email: uniqueEmail('nobody'), password: 'Whatever1' },
  });

describe(`TRUST_PROXY off (the default) [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_LIMIT_PER_ADDRESS: '5', SIGNUP_LIMIT_PER_ADDRESS: '3' });
  });
  afterAll(() => t.close());

  it('login, when the per-address limit is used up, then 20 attempts with spoofed X-Forwarded-For are all refused', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, {})).statusCode).toBe(401);
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await login(t, { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode);
    expect(answers).toEqual(Array(20).fill(429));
  });

  it('signup, when the per-address limit is used up, then spoofed X-Forwarded-For does not reopen it', async () => {
    const signup = (xff?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: '203.0.113.8',
        headers: xff ? { 'x-forwarded-for': xff } : {},
        payload: { name: 'Eve', email: uniqueEmail('eve'), password: 'Str0ngPass!', password_confirmation: 'Str0ngPass!' },
      });
    for (let i = 0; i < 3; i++) expect((await signup()).statusCode).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await signup(`198.51.100.${i + 50}`)).statusCode);
    expect(answers).toEqual(Array(5).fill(429));
  });

  it('the audit log, when staff act with a forged X-Forwarded-For, then records the real address', async () => {
    const staff = await signInStaff(t, 'admin');
    const trader = await signUpTrader(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/traders/${me.id}/disable`,
      remoteAddress: '192.0.2.44',
      headers: { ...staff.auth, 'x-forwarded-for': '10.9.9.9' },
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await auditFor(t, 'trader.disable', me.id);
    expect(entry?.ip).toBe('192.0.2.44');
  });
});

describe(`TRUST_PROXY set to the load balancer [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_LIMIT_PER_ADDRESS: '3', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
  });
  afterAll(() => t.close());

  it('login, when it comes through the named proxy, then the limit follows the client address it forwards', async () => {
    const viaProxy = (client: string) => login(t, { 'x-forwarded-for': client }, '10.1.2.3');
    for (let i = 0; i < 3; i++) expect((await viaProxy('198.51.100.1')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    // Another client behind the same proxy is not punished for the first one.
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(401);
  });

  it('login, when X-Forwarded-For comes from an address that is not a named proxy, then it is ignored', async () => {
    const direct = (xff: string) => login(t, { 'x-forwarded-for': xff }, '203.0.113.99');
    for (let i = 0; i < 3; i++) expect((await direct(`198.51.100.${i + 10}`)).statusCode).toBe(401);
    expect((await direct('198.51.100.77')).statusCode).toBe(429);
  });
});
