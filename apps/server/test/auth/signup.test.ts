import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD, uniqueEmail } from '../helpers/traders.ts';
import { sumLedger, findAccount } from '../../src/engine-host/storage/ledger.repository.ts';
import { findUserByEmail } from '../../src/modules/auth/user.repository.ts';

describe(`signup [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signup = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/signup', payload });

  it('signup demo, when valid, then returns a token and credits 10,000.00 virtual USD by a ledger entry', async () => {
    const { auth, email } = await signUpTrader(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, account_type: 'demo', first_name: 'Ada', last_name: 'Lovelace', username: email });
    const user = (await findUserByEmail(t.ctx.db, email))!;
    expect((await findAccount(t.ctx.db, user.id))!.balanceCents).toBe(1_000_000);
    expect(await sumLedger(t.ctx.db, user.id)).toBe(1_000_000);
  });

  it('signup live, when valid, then starts at a zero balance', async () => {
    const { email } = await signUpTrader(t.app, { account_type: 'live' });
    const user = (await findUserByEmail(t.ctx.db, email))!;
    expect(user.accountType).toBe('live');
    expect((await findAccount(t.ctx.db, user.id))!.balanceCents).toBe(0);
  });

  it('signup, when the email exists in another case, then 409 with a message', async () => {
    const email = uniqueEmail();
    await signUpTrader(t.app, { email });
    const response = await signup({
      name: 'X Y',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      account_type: 'demo',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists.');
  });

  it('signup, when fields are invalid, then 422 with field messages', async () => {
    const response = await signup({ name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['name', 'email', 'password']));
  });

  it('signup, when a valid referral code is given, then links the new trader to the referrer', async () => {
    const referrer = await signUpTrader(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: referrer.auth })).json();
    const { email } = await signUpTrader(t.app, { referral_code: me.referral_code });
    const referrerRow = (await findUserByEmail(t.ctx.db, referrer.email))!;
    expect((await findUserByEmail(t.ctx.db, email))!.referredBy).toBe(referrerRow.id);
  });

  it('signup, when the referral code is unknown, then still succeeds without a referrer', async () => {
    const { email } = await signUpTrader(t.app, { referral_code: 'NOPE1234' });
    expect((await findUserByEmail(t.ctx.db, email))!.referredBy).toBeNull();
  });

  it('register (older page), when valid, then creates a demo account and returns a token', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Old Page', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
    expect((await findUserByEmail(t.ctx.db, email))!.accountType).toBe('demo');
  });

  it('every trader, when signed up, then gets a distinct referral code', async () => {
    const a = await signUpTrader(t.app);
    const b = await signUpTrader(t.app);
    const codeOf = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json().referral_code;
    expect(await codeOf(a.auth)).not.toBe(await codeOf(b.auth));
  });
});
