import type { Transaction } from '@platform/shared/banking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';
import { publishToAccount } from '../../src/realtime/publish.ts';
import { readMail, startSmtp } from '../helpers/smtp.ts';

/** SMTP delivery crosses a real socket; under a loaded machine it can take a few seconds. */
const SMTP_WAIT_MS = 15_000;

/** A crypto transaction staff approved just now, as the 'transaction-updated' event carries it. */
function approvedTransaction(of: Pick<Transaction, 'id' | 'type' | 'amount'>): Transaction {
  const at = new Date().toISOString();
  return {
    ...of,
    currency: 'USDT',
    chain: 'TRC20',
    address: 'TXYZ1234567890abcdefghijklmnopqrs',
    method: 'crypto',
    status: 'approved',
    created_at: at,
    reviewed_at: at,
    review_note: null,
    tx_hash: null,
    receipt_url: null,
    timeline: [],
  };
}

/** The link in a received mail's plain text (quoted-printable soft breaks undone). */
function linkIn(raw: string, path: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<]+${path}\\?token=[A-Za-z0-9_%-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0];
}

describe(`mail over SMTP [${dialectName}]`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://trade.example.com/' },
      { clock: { now: () => now } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, new_password: password } });
  const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));

  it('forgot password, when the email exists, then a reset link built from PUBLIC_URL arrives and resetting signs out every session', async () => {
    const trader = await signUpTrader(t.app);
    const other = (
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: trader.email, password: TEST_PASSWORD } })
    ).json().token;
    const response = await forgot(trader.email);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'If an account uses this email, we sent it a link to reset the password.',
    });
    await until(() => mailsTo(trader.email).length === 1, SMTP_WAIT_MS);
    const mail = mailsTo(trader.email)[0]!;
    expect(mail.raw).toMatch(/Subject: Reset your password/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const link = linkIn(mail.raw, '/reset-password');
    expect(link.startsWith('https://trade.example.com/reset-password?token=')).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // The copy kept after sending by SMTP has no usable link.
    const kept = await t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', trader.email).executeTakeFirstOrThrow();
    expect(kept.text_body).not.toContain(token);
    expect(kept.text_body).toContain('token=[removed]');

    expect((await reset(token, 'Fresh1Password')).statusCode).toBe(200);
    for (const auth of [trader.auth, { authorization: `Bearer ${other}` }]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).statusCode).toBe(401);
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: trader.email, password: 'Fresh1Password' } });
    expect(login.statusCode).toBe(200);
    // Single use.
    const again = await reset(token, 'Another1Password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_LINK',
      message: 'This link is not valid or has expired. Please ask for a new one.',
    });
  });

  it('mails, when the trader chose Hindi, then arrive in Hindi (password reset, deposit credited) with the same links', async () => {
    const trader = await signUpTrader(t.app);
    const chosen = await t.app.inject({ method: 'POST', url: '/api/user/language', headers: trader.auth, payload: { language: 'hi' } });
    expect(chosen.statusCode).toBe(200);
    await forgot(trader.email);
    await until(() => mailsTo(trader.email).length === 1, SMTP_WAIT_MS);
    const reset = readMail(mailsTo(trader.email)[0]!.raw);
    expect(reset.subject).toBe('अपना पासवर्ड रीसेट करें');
    expect(reset.text).toContain('नमस्ते');
    expect(reset.text).toContain('यह लिंक एक ही बार, 30 मिनट तक काम करेगा।');
    expect(reset.text).toMatch(/नया पासवर्ड चुनें: https:\/\/trade\.example\.com\/reset-password\?token=/);
    expect(reset.text).not.toMatch(/Someone asked|Choose a new password/);

    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json();
    publishToAccount(t.ctx.bus, me.id, 'transaction-updated', approvedTransaction({ id: 9101, type: 'deposit', amount: 40 }));
    await until(() => mailsTo(trader.email).length === 2, SMTP_WAIT_MS);
    const credited = readMail(mailsTo(trader.email)[1]!.raw);
    expect(credited.subject).toBe('डिपॉज़िट खाते में जुड़ गया');
    expect(credited.text).toContain('डिपॉज़िट #9101 आपके खाते में जोड़ दिया गया है।');
  });

  it('forgot password, when the email is unknown, then the same answer and no mail', async () => {
    const sentBefore = smtp.inbox.length;
    const response = await forgot('nobody-here@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'If an account uses this email, we sent it a link to reset the password.',
    });
    const outbox = await t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'nobody-here@example.com').execute();
    expect(outbox).toEqual([]);
    expect(smtp.inbox.length).toBe(sentBefore);
  });

  it('a reset link, when older than 30 minutes, then refused; only its hash is stored', async () => {
    const trader = await signUpTrader(t.app);
    await forgot(trader.email);
    await until(() => mailsTo(trader.email).length === 1, SMTP_WAIT_MS);
    const token = decodeURIComponent(new URL(linkIn(mailsTo(trader.email)[0]!.raw, '/reset-password')).searchParams.get('token')!);
    const rows = await t.ctx.db.selectFrom('one_time_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    now += 31 * 60_000;
    expect((await reset(token, 'Fresh1Password')).statusCode).toBe(400);
  });

  it('a reset, when the new password breaks the rules, then 422 with a field message and the link still works', async () => {
    const trader = await signUpTrader(t.app);
    await forgot(trader.email);
    await until(() => mailsTo(trader.email).length === 1, SMTP_WAIT_MS);
    const token = decodeURIComponent(new URL(linkIn(mailsTo(trader.email)[0]!.raw, '/reset-password')).searchParams.get('token')!);
    const weak = await reset(token, 'weak');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.new_password).toEqual(['Password does not meet minimum requirements.']);
    expect((await reset(token, 'Fresh1Password')).statusCode).toBe(200);
  });

  it('verify email, when asked from the profile, then a link arrives and opening it marks the account verified', async () => {
    const trader = await signUpTrader(t.app);
    const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth });
    expect((await me()).json().email_verified).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/email/verify/send', headers: trader.auth })).statusCode).toBe(200);
    await until(() => mailsTo(trader.email).length === 1, SMTP_WAIT_MS);
    const link = linkIn(mailsTo(trader.email)[0]!.raw, '/verify-email');
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect((await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } })).statusCode).toBe(200);
    expect((await me()).json().email_verified).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } })).statusCode).toBe(400);
  });

  it('a deposit or withdrawal, when the operator requires a verified email and it is not, then 403 with what to do', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    await t.ctx.settings.update({ verified_email_for_banking: true }, null);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/transactions/create',
        headers: trader.auth,
        payload: { type: 'withdrawal', currency: 'USDT', amount: 10, chain: 'TRC20', address: 'TXabc', method: 'crypto' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringMatching(/Verify your email/) });
    } finally {
      await t.ctx.settings.update({ verified_email_for_banking: false }, null);
    }
  });

  it('a sign-in from a new device, when it happens, then a mail names the browser and address; the known device gets none', async () => {
    const trader = await signUpTrader(t.app);
    const login = (ua: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.77',
        headers: { 'user-agent': ua },
        payload: { email: trader.email, password: TEST_PASSWORD },
      });
    await login('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0');
    await until(() => mailsTo(trader.email).length === 1, SMTP_WAIT_MS);
    expect(mailsTo(trader.email)[0]!.raw).toMatch(/New sign-in to your account/);
    expect(mailsTo(trader.email)[0]!.raw).toMatch(/Firefox 121/);
    expect(mailsTo(trader.email)[0]!.raw).toMatch(/203\.0\.113\.77/);
    await login('Mozilla/5.0 (X11; Linux x86_64; rv:122.0) Gecko/20100101 Firefox/122.0');
    const outbox = await t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', trader.email).execute();
    expect(outbox.filter((m) => m.template === 'new-device-sign-in')).toHaveLength(1);
  });

  it('banking, KYC and ticket events, when published (on several instances), then one mail each', async () => {
    const trader = await signUpTrader(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json();
    const at = new Date().toISOString();
    const tx = approvedTransaction({ id: 9001, type: 'withdrawal', amount: 25 });
    publishToAccount(t.ctx.bus, me.id, 'transaction-updated', tx);
    publishToAccount(t.ctx.bus, me.id, 'transaction-updated', tx); // a second instance hearing the same event
    publishToAccount(t.ctx.bus, me.id, 'transaction-updated', { ...tx, id: 9002, type: 'deposit' });
    publishToAccount(t.ctx.bus, me.id, 'kyc-updated', {
      exists: true,
      status: 'rejected',
      aadhaar_last4: '1234',
      document_url: null,
      selfie_url: null,
      submitted_at: at,
      review_notes: 'Blurred photo',
    });
    publishToAccount(t.ctx.bus, me.id, 'ticket-updated', {
      id: 5,
      name: 'Asha Rao',
      email: trader.email,
      phone_code: '+91',
      phone: '9876543210',
      subject: 'Help',
      message: 'My deposit is late.',
      source: 'web',
      status: 'answered',
      created_at: at,
      updated_at: at,
      replies: [{ id: 77, message: 'We fixed it.', author: 'staff', created_at: at }],
    });
    await until(() => mailsTo(trader.email).length >= 4, SMTP_WAIT_MS);
    const outbox = () => t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', trader.email).execute();
    // The SMTP server has them; the outbox marks each sent once the server's answer is back.
    await until(async () => (await outbox()).every((r) => r.status === 'sent'), SMTP_WAIT_MS);
    const rows = await outbox();
    expect(rows.map((r) => r.template).sort()).toEqual(['deposit-credited', 'kyc-rejected', 'ticket-reply', 'withdrawal-approved']);
    expect(rows.find((r) => r.template === 'kyc-rejected')!.text_body).toContain('Blurred photo');
  });
});

describe(`mail without SMTP_URL: the outbox [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a reset mail, when no SMTP server is configured, then waits in the outbox that staff read in the back office', async () => {
    const trader = await signUpTrader(t.app);
    await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: trader.email } });
    const { signInStaff } = await import('../admin/staff-helpers.ts');
    const support = await signInStaff(t, 'support');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: support.auth })).statusCode).toBe(403);
    const staff = await signInStaff(t, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox?search=${encodeURIComponent(trader.email)}`,
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(200);
    const [mail] = response.json().items;
    expect(mail).toMatchObject({ to: trader.email, template: 'password-reset', status: 'outbox', subject: 'Reset your password' });
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
    // A trader cannot read it.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: trader.auth })).statusCode).toBe(403);
  });
});
