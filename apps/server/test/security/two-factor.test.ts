import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD } from '../helpers/traders.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';
import { totpAt } from '../../src/modules/auth/totp.ts';
import { SECURITY_MESSAGES } from '@platform/shared/security';
import { insertStaffUser } from '../../src/modules/admin/staff.repository.ts';

const STEP = 30_000;

describe(`two-factor sign-in [${dialectName}]`, () => {
  let t: TestApp;
  // A fixed clock in the middle of a step, so ±1 and ±2 steps are exact.
  let now = Math.floor(Date.now() / STEP) * STEP + 15_000;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock: { now: () => now } });
  });
  afterAll(() => t.close());

  const login = (email: string, password = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const secondStep = (challenge: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/2fa', payload: { challenge, code } });

  async function traderWithTwoFactor() {
    const trader = await signUpTrader(t.app);
    const { secret, recoveryCodes } = await enrolTwoFactor(t.app, trader.auth, now);
    now += STEP; // the enrolment code is used; later codes come from later steps
    return { ...trader, secret, recoveryCodes };
  }

  it('enrolment, when started, then gives a secret, an otpauth URL and a locally rendered QR code, and 2FA is not on until confirmed', async () => {
    const trader = await signUpTrader(t.app);
    const enrol = await t.app.inject({ method: 'POST', url: '/api/2fa/enrol', headers: trader.auth, payload: { password: TEST_PASSWORD } });
    expect(enrol.statusCode).toBe(200);
    const body = enrol.json();
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(body.qr_code).toMatch(/^data:image\/png;base64,/);
    expect((await login(trader.email)).json().token).toBeTruthy();
    const wrong = await t.app.inject({ method: 'POST', url: '/api/2fa/confirm', headers: trader.auth, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toMatch(/not valid/);
  });

  it('confirmation, when the code is right, then returns ten recovery codes stored only as hashes', async () => {
    const trader = await signUpTrader(t.app);
    const { recoveryCodes } = await enrolTwoFactor(t.app, trader.auth, now);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.ctx.db.selectFrom('recovery_codes').select('code_hash').execute();
    for (const code of recoveryCodes) expect(stored.some((row) => row.code_hash.includes(code))).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth });
    expect(me.json().two_factor_enabled).toBe(true);
  });

  it('login, when 2FA is on, then answers a challenge and the code gives the token', async () => {
    const trader = await traderWithTwoFactor();
    const first = await login(trader.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    const second = await secondStep(first.json().challenge, totpAt(trader.secret, now));
    expect(second.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${second.json().token}` } });
    expect(me.statusCode).toBe(200);
  });

  for (const [skew, accepted] of [
    [-1, true],
    [1, true],
    [-2, false],
    [2, false],
  ] as const) {
    it(`a code, when the phone's clock is ${skew > 0 ? 'ahead' : 'behind'} by ${Math.abs(skew)} step(s), then is ${accepted ? 'accepted' : 'refused'}`, async () => {
      const trader = await traderWithTwoFactor();
      now += 3 * STEP;
      const { challenge } = (await login(trader.email)).json();
      const response = await secondStep(challenge, totpAt(trader.secret, now + skew * STEP));
      expect(response.statusCode).toBe(accepted ? 200 : 422);
    });
  }

  it('a code, when used twice, then the second use is refused', async () => {
    const trader = await traderWithTwoFactor();
    const code = totpAt(trader.secret, now);
    expect((await secondStep((await login(trader.email)).json().challenge, code)).statusCode).toBe(200);
    const again = await secondStep((await login(trader.email)).json().challenge, code);
    expect(again.statusCode).toBe(422);
    // Issue 33: a right code already spent says so, not 'not valid'; a wrong one still says 'not valid'.
    expect(again.json().errors.code).toEqual([SECURITY_MESSAGES.codeAlreadyUsed]);
    const wrong = await secondStep((await login(trader.email)).json().challenge, '000000');
    expect(wrong.json().errors.code).toEqual([SECURITY_MESSAGES.invalidCode]);
  });

  it('a recovery code, when used, then works once', async () => {
    const trader = await traderWithTwoFactor();
    const code = trader.recoveryCodes[3]!;
    expect((await secondStep((await login(trader.email)).json().challenge, code.toLowerCase())).statusCode).toBe(200);
    expect((await secondStep((await login(trader.email)).json().challenge, code)).statusCode).toBe(422);
    const status = await t.app.inject({ method: 'GET', url: '/api/security', headers: trader.auth });
    expect(status.json()).toMatchObject({ two_factor_enabled: true, recovery_codes_left: 9 });
  });

  it('a challenge, when it is older than five minutes or forged, then the second step is 401', async () => {
    const trader = await traderWithTwoFactor();
    const { challenge } = (await login(trader.email)).json();
    expect((await secondStep('forged', totpAt(trader.secret, now))).statusCode).toBe(401);
    now += 6 * 60_000;
    expect((await secondStep(challenge, totpAt(trader.secret, now))).statusCode).toBe(401);
  });

  it('the second step, when the code is wrong, then 422 with a field message, and the attempt shows in the history', async () => {
    const trader = await traderWithTwoFactor();
    const response = await secondStep((await login(trader.email)).json().challenge, '123456');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toBeDefined();
    const history = await t.app.inject({ method: 'GET', url: '/api/sign-in-history', headers: trader.auth });
    expect(history.json().attempts.map((a: { outcome: string }) => a.outcome)).toContain('wrong_code');
  });

  it('disabling, when given a valid code, then turns 2FA off and login gives a token at once', async () => {
    const trader = await traderWithTwoFactor();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/2fa/disable',
      headers: trader.auth,
      payload: { code: '111111', password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(422);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/2fa/disable',
      headers: trader.auth,
      payload: { code: totpAt(trader.secret, now), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect((await login(trader.email)).json().token).toBeTruthy();
  });

  it('a withdrawal, when 2FA is on, then needs a fresh code', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const { secret } = await enrolTwoFactor(t.app, trader.auth, now);
    now += STEP;
    const withdraw = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/create',
        headers: trader.auth,
        payload: {
          type: 'withdrawal',
          currency: 'USDT',
          amount: 10,
          chain: 'TRC20',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          method: 'crypto',
          ...extra,
        },
      });
    const without = await withdraw({});
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect((await withdraw({ two_factor_code: '000000' })).statusCode).toBe(422);
    // The enrolment's code again: spent, and the form's field says so.
    const reused = await withdraw({ two_factor_code: totpAt(secret, now - STEP) });
    expect(reused.json().errors.two_factor_code).toEqual([SECURITY_MESSAGES.codeAlreadyUsed]);
    // With a good code the request reaches the banking rules (no funds here, so it is refused for that reason).
    const withCode = await withdraw({ two_factor_code: totpAt(secret, now) });
    expect(withCode.json().code).not.toMatch(/TWO_FACTOR|VALIDATION/);
  });

  it("a withdrawal, when it names the trader's demo account with a good code, then 403 for the demo account and the code is not spent", async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const { secret } = await enrolTwoFactor(t.app, trader.auth, now);
    now += STEP;
    const opened = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: trader.auth, payload: { type: 'demo' } });
    const demo = opened.json<{ account: { id: number } }>().account.id;
    const withdraw = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/create',
        headers,
        payload: {
          type: 'withdrawal',
          currency: 'USDT',
          amount: 10,
          chain: 'TRC20',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          method: 'crypto',
          two_factor_code: totpAt(secret, now),
        },
      });
    const fromDemo = await withdraw({ ...trader.auth, 'x-account': String(demo) });
    expect(fromDemo.statusCode).toBe(403);
    expect(fromDemo.json().code).toBe('DEMO_WITHDRAWAL_BLOCKED');
    // The same code still passes the gate on the live account (which then refuses for lack of funds).
    const fromLive = await withdraw(trader.auth);
    expect(fromLive.json().code).toBe('INSUFFICIENT_FUNDS');
  });

  it('the back office, when a staff member has no 2FA and the setting requires it, then 403 until they enrol; off, then allowed', async () => {
    const email = `ops-${Math.random().toString(16).slice(2)}@example.com`;
    await insertStaffUser(t.ctx.db, { email, name: 'Ops', role: 'admin', passwordHash: await t.ctx.hasher.hash(TEST_PASSWORD) }, now);
    const auth = { authorization: `Bearer ${(await login(email)).json().token}` };
    const staff = () => t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: auth });
    expect((await staff()).json()).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Turn on two-factor sign-in to use the back office.',
    });
    await t.ctx.settings.update({ staff_two_factor_required: false }, null);
    expect((await staff()).statusCode).toBe(200);
    await t.ctx.settings.update({ staff_two_factor_required: true }, null);
    expect((await staff()).statusCode).toBe(403);
    await enrolTwoFactor(t.app, auth, now);
    expect((await staff()).statusCode).toBe(200);
  });
});
