import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD } from '../helpers/traders.ts';

const OWNER = '198.51.100.10';

describe(`failed-login limits [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      LOGIN_LIMIT_PER_ACCOUNT: '5',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      LOGIN_LIMIT_ACCOUNT_WIDE: '12',
      LOGIN_DELAY_MAX_MS: '40',
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });

  /** The trader's own browser signs up from OWNER, so that address is known to the account. */
  async function ownerEmail(): Promise<string> {
    const email = `owner-${Math.random().toString(16).slice(2)}@example.com`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: OWNER,
      payload: { name: 'Owen Owner', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    expect(signup.statusCode).toBe(200);
    return email;
  }

  it('the owner, when an attacker hammers the account from another address, then still signs in with the right password', async () => {
    const email = await ownerEmail();
    const attacker: number[] = [];
    for (let i = 0; i < 30; i++) attacker.push((await login(email, `Guess${i}xx`, '203.0.113.66')).statusCode);
    // The attacker's address is stopped after its own five failures …
    expect(attacker.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(attacker.slice(5)).toEqual(Array(25).fill(429));
    // … and the owner, from their address, is not.
    const response = await login(email, TEST_PASSWORD, OWNER);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeTruthy();
  });

  it('an account, when attacked from many addresses past the account-wide limit, then new addresses are refused but the owner gets in', async () => {
    const email = await ownerEmail();
    for (let i = 0; i < 12; i++) expect((await login(email, 'WrongPass1', `203.0.113.${100 + i}`)).statusCode).toBe(401);
    // A fresh address, even with the right password, is refused while the account is under attack.
    expect((await login(email, TEST_PASSWORD, '203.0.113.200')).statusCode).toBe(429);
    // The owner's known address is not, and a success ends the attack window.
    expect((await login(email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    expect((await login(email, TEST_PASSWORD, '203.0.113.201')).statusCode).toBe(200);
  });

  it('an account, when failures pile up, then each further attempt waits longer (growing delay, capped)', async () => {
    const email = await ownerEmail();
    const timings: number[] = [];
    for (let i = 0; i < 9; i++) {
      const started = performance.now();
      await login(email, 'WrongPass1', `203.0.113.${150 + i}`);
      timings.push(performance.now() - started);
    }
    // After five free failures the sixth onwards are held for the (capped) delay.
    expect(Math.min(...timings.slice(7))).toBeGreaterThanOrEqual(35);
  });

  it('the per account and address limit, when the owner signs in, then resets for that address', async () => {
    const { email } = await signUpTrader(t.app);
    for (let i = 0; i < 4; i++) expect((await login(email, 'WrongPass1', OWNER)).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(email, 'WrongPass1', OWNER)).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });
});
