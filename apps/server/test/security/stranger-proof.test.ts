import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD, uniqueEmail } from '../helpers/traders.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';
import { fund } from '../helpers/funds.ts';
import { totpAt } from '../../src/modules/auth/totp.ts';
import { insertStaffUser } from '../../src/modules/admin/staff.repository.ts';
import { kycForm, postMultipart } from '../client-area/fixtures.ts';

const STEP = 30_000;
const OWNER = '198.51.100.10';
const METRICS_TOKEN = 'metrics-token-0123456789';

/** Issue 34, findings 2, 5, 6, 7, 8, 11 (names and profile fields) and 12: what a stranger could aim at an account. */
describe(`nothing a stranger can aim at someone else [${dialectName}]`, () => {
  let t: TestApp;
  // A fixed clock in the middle of a step; each use of a code moves it on one step (a code works once).
  let now = Math.floor(Date.now() / STEP) * STEP + 15_000;
  beforeAll(async () => {
    t = await buildTestApp(
      { LOGIN_LIMIT_PER_ADDRESS: '1000', LOGIN_DELAY_MAX_MS: '20', SIGNUP_LIMIT_PER_ADDRESS: '1000', METRICS_TOKEN },
      { clock: { now: () => now } },
    );
  });
  afterAll(() => t.close());

  type Auth = { authorization: string };
  const post = (url: string, auth: Auth | undefined, payload: object, remoteAddress = OWNER, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...auth, ...headers }, payload, remoteAddress });
  const mailsOf = (email: string, template: string) =>
    t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).where('template', '=', template).orderBy('id').execute();
  const tokenIn = (text: string) => /token=([^\s"&<]+)/.exec(text)?.[1] ?? '';

  /** A live trader who signed up from OWNER (their known address) with two-factor on. */
  async function ownerWithTwoFactor() {
    const email = uniqueEmail('owner');
    const signup = await post('/signup', undefined, {
      name: 'Owen Owner',
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      account_type: 'live',
    });
    const auth = { authorization: `Bearer ${signup.json().token}` };
    const { secret } = await enrolTwoFactor(t.app, auth, now);
    now += STEP;
    const userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json().id as number;
    return { email, auth, secret, userId };
  }

  it('two-factor, when turned on or off with a session but without the password, then 422 on password; with it, the owner gets a mail each time', async () => {
    const trader = await signUpTrader(t.app);
    expect((await post('/2fa/enrol', trader.auth, {})).json().errors.password).toEqual(['Enter your password to confirm.']);
    expect((await post('/2fa/enrol', trader.auth, { password: 'Stolen1!x' })).json().errors.password).toEqual([
      'Your current password is incorrect.',
    ]);
    const { secret } = await enrolTwoFactor(t.app, trader.auth, now);
    now += STEP;
    const code = totpAt(secret, now);
    expect((await post('/2fa/disable', trader.auth, { code })).statusCode).toBe(422);
    expect((await post('/2fa/disable', trader.auth, { code, password: TEST_PASSWORD })).statusCode).toBe(200);
    now += STEP;
    const mails = await mailsOf(trader.email, 'security-change');
    expect(mails.map((m) => m.text_body.split('\n')[2])).toEqual([
      'Two-factor sign-in was turned on for your account.',
      'Two-factor sign-in was turned off for your account.',
    ]);
  });

  it('the owner, after a stranger’s 50 wrong codes from other addresses on every code-taking endpoint, then still signs in with the right code', async () => {
    const owner = await ownerWithTwoFactor();
    await fund(t.services.engineHost, owner.userId, 100_00);
    const answers: number[] = [];
    // A stolen session from five other addresses: withdrawals and turning two-factor off, ten codes each.
    for (let a = 0; a < 5; a++) {
      const address = `203.0.113.${10 + a}`;
      for (let i = 0; i < 10; i++) {
        const wrong = String(100_000 + a * 10 + i);
        answers.push(
          i % 2 === 0
            ? (
                await post(
                  '/transactions/create',
                  owner.auth,
                  {
                    type: 'withdrawal',
                    currency: 'USDT',
                    amount: 10,
                    chain: 'TRC20',
                    address: 'TXabc',
                    method: 'crypto',
                    two_factor_code: wrong,
                  },
                  address,
                )
              ).statusCode
            : (await post('/2fa/disable', owner.auth, { code: wrong, password: TEST_PASSWORD }, address)).statusCode,
        );
      }
    }
    // One count for every endpoint: ten wrong codes from anywhere, then only known addresses may try.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(answers.slice(10)).toEqual(Array(40).fill(429));
    // The owner, from their own address, with the right code.
    const first = await post('/login', undefined, { email: owner.email, password: TEST_PASSWORD });
    const second = await post('/login/2fa', undefined, { challenge: first.json().challenge, code: totpAt(owner.secret, now) });
    expect(second.statusCode).toBe(200);
    expect(second.json().token).toBeTruthy();
    now += STEP;
  });

  it('one address, when it sends wrong codes to sign-in, withdrawals and disabling, then they share one count of ten', async () => {
    const owner = await ownerWithTwoFactor();
    const stranger = '203.0.113.99';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post('/2fa/disable', owner.auth, { code: '000000', password: TEST_PASSWORD }, stranger)).statusCode);
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await post(
            '/transactions/create',
            owner.auth,
            {
              type: 'withdrawal',
              currency: 'USDT',
              amount: 10,
              chain: 'TRC20',
              address: 'TXabc',
              method: 'crypto',
              two_factor_code: '000000',
            },
            stranger,
          )
        ).statusCode,
      );
    const challenge = (await post('/login', undefined, { email: owner.email, password: TEST_PASSWORD }, stranger)).json().challenge;
    for (let i = 0; i < 4; i++) codes.push((await post('/login/2fa', undefined, { challenge, code: '000000' }, stranger)).statusCode);
    expect(codes).toEqual([...Array(10).fill(422), 429, 429]);
  });

  it('a withdrawal, when retried with the same Idempotency-Key after its code was spent, then the stored answer comes back', async () => {
    const owner = await ownerWithTwoFactor();
    await fund(t.services.engineHost, owner.userId, 100_00);
    const body = {
      type: 'withdrawal',
      currency: 'USDT',
      amount: 10,
      chain: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      method: 'crypto',
      two_factor_code: totpAt(owner.secret, now),
    };
    const first = await post('/transactions/create', owner.auth, body, OWNER, { 'idempotency-key': 'retry-1' });
    expect(first.statusCode).toBe(200);
    const retry = await post('/transactions/create', owner.auth, body, OWNER, { 'idempotency-key': 'retry-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().transaction.id).toBe(first.json().transaction.id);
    now += STEP;
  });

  it('a change of password, when reset and verification links are pending, then both are void and the owner gets a mail', async () => {
    const trader = await signUpTrader(t.app);
    await post('/password/forgot', undefined, { email: trader.email }, '203.0.113.50');
    await post('/email/verify/send', trader.auth, {});
    const resetToken = tokenIn((await mailsOf(trader.email, 'password-reset'))[0]!.text_body);
    const verifyToken = tokenIn((await mailsOf(trader.email, 'email-verification'))[0]!.text_body);
    const changed = await post('/user/change-password', trader.auth, { old_password: TEST_PASSWORD, new_password: 'An0ther!Pass' });
    expect(changed.statusCode).toBe(200);
    expect((await post('/password/reset', undefined, { token: resetToken, new_password: 'Stranger1!x' })).statusCode).toBe(400);
    expect((await post('/email/verify', undefined, { token: verifyToken })).statusCode).toBe(400);
    expect((await mailsOf(trader.email, 'security-change')).map((m) => m.subject)).toEqual(['A security change on your account']);
  });

  it('a password reset by mail, when two-factor is on, then two-factor stays on and the mail says so', async () => {
    const owner = await ownerWithTwoFactor();
    await post('/password/forgot', undefined, { email: owner.email }, '203.0.113.51');
    const token = tokenIn((await mailsOf(owner.email, 'password-reset'))[0]!.text_body);
    expect((await post('/password/reset', undefined, { token, new_password: 'Reset1!Pass' })).statusCode).toBe(200);
    expect((await post('/login', undefined, { email: owner.email, password: 'Reset1!Pass' })).json()).toMatchObject({
      two_factor_required: true,
    });
    const mail = (await mailsOf(owner.email, 'security-change')).at(-1)!;
    expect(mail.text_body).toContain('Two-factor sign-in, if it is on, stays on.');
  });

  it('the metrics token, when a non-ASCII string of its length (or any other) is sent, then 401, never 500', async () => {
    for (const given of ['é'.repeat(METRICS_TOKEN.length), '€'.repeat(METRICS_TOKEN.length / 3), 'x', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${given}` } });
      expect(response.statusCode, given).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(
      200,
    );
  });

  it('a compliance user without two-factor, when opening a KYC document, then 403 as on /api/admin/kyc; with it, 200', async () => {
    const trader = await signUpTrader(t.app);
    expect((await postMultipart(t.app, '/api/kyc/submit', trader.auth, kycForm())).statusCode).toBe(200);
    const userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json().id as number;
    const upload = await t.ctx.db
      .selectFrom('uploads')
      .select('id')
      .where('owner_id', '=', userId)
      .where('purpose', '=', 'kyc_document')
      .executeTakeFirstOrThrow();
    const email = uniqueEmail('compliance');
    await insertStaffUser(
      t.ctx.db,
      { email, name: 'Cleo Compliance', role: 'compliance', passwordHash: await t.ctx.hasher.hash(TEST_PASSWORD) },
      now,
    );
    const auth = { authorization: `Bearer ${(await post('/login', undefined, { email, password: TEST_PASSWORD })).json().token}` };
    const file = () => t.app.inject({ method: 'GET', url: `/api/files/${upload.id}`, headers: auth });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/kyc', headers: auth })).statusCode).toBe(403);
    expect((await file()).json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    await enrolTwoFactor(t.app, auth, now);
    now += STEP;
    expect((await file()).statusCode).toBe(200);
  });

  it('a NUL or control character, when in a name or a profile field, then 422 on that field (no 500 on PostgreSQL)', async () => {
    const signup = await post('/signup', undefined, {
      name: 'Ada\u0000',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
    });
    expect(signup.statusCode).toBe(422);
    expect(signup.json().errors.name).toEqual(['Remove control characters (such as NUL) from this text.']);
    const trader = await signUpTrader(t.app);
    for (const city of ['Pune\u0000', 'Pune\u0008']) {
      const update = await post('/user/update', trader.auth, { city });
      expect(update.statusCode).toBe(422);
      expect(update.json().errors.city).toHaveLength(1);
    }
  });
});
