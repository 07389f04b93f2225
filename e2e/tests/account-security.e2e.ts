import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, PASSWORD, signUpByApi } from '../support/api.ts';
import { readFile } from 'node:fs/promises';
import { desktop, launchBrowser, newContext, phone } from '../support/browser.ts';
import { totpNextStep, totpNow } from '../support/totp.ts';
import { adminToken } from '../support/staff.ts';
import { shot } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A browser holding this token (set once, as after a login, so a sign-out sticks). */
async function withToken(token: string, options?: Parameters<typeof newContext>[1]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  return { context, page: await context.newPage() };
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('account security in the browser', () => {
  it('two-factor, when enrolled from the profile, then the next sign-in asks for a code and the code signs in', async () => {
    const { token, email } = await signUpByApi();
    const { context, page } = await withToken(token);
    await page.goto('/profile?tab=security');
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await shot(page, 'security-2fa-enrol-desktop');
    const secret = (await page.locator('.security-enrol__secret').textContent())!;
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not valid. Check your authenticator app and try again.').waitFor();
    await page.getByLabel('Authentication code').fill(totpNow(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await shot(page, 'security-recovery-codes-desktop');
    await context.close();

    // A fresh browser: password, then the code step.
    const fresh = await newContext(browser);
    const login = await fresh.newPage();
    await logIn(login, email);
    await login.getByLabel('Authentication code').waitFor();
    await shot(login, 'login-2fa-step-desktop');
    await login.getByLabel('Authentication code').fill('123456');
    await login.getByRole('button', { name: 'Verify' }).click();
    await login.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
    // The enrolment code's time step is spent (the server refuses it again): the app's next code signs in.
    await login.getByLabel('Authentication code').fill(totpNextStep(secret));
    await login.getByRole('button', { name: 'Verify' }).click();
    await login.waitForURL('**/dashboard');
    await fresh.close();
  }, 60_000);

  it.each([
    ['desktop', desktop, 'dark'],
    ['phone', phone, 'light'],
  ] as const)(
    'recovery codes on the %s, when copied and downloaded, then the clipboard and the file hold every code',
    async (name, options, theme) => {
      const { token } = await signUpByApi();
      const { context, page } = await withToken(token, { ...options, permissions: ['clipboard-read', 'clipboard-write'] });
      await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto('/profile?tab=security');
      await page.getByLabel('Your password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const secret = (await page.locator('.security-enrol__secret').textContent())!;
      await page.getByLabel('Authentication code').fill(totpNow(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const items = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(10);
      const codes = (await items.allTextContents()).map((code) => code.trim());

      await page.getByRole('button', { name: 'Copy codes' }).click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(codes.join('\n'));

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .txt' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^recovery-codes-.+\.txt$/);
      const file = await readFile((await download.path())!, 'utf8');
      expect(file).toMatch(/^Two-factor recovery codes for /);
      for (const code of codes) expect(file).toContain(`\n${code}\n`);
      await page.getByRole('button', { name: 'Download .txt' }).scrollIntoViewIfNeeded();
      await shot(page, `recovery-codes-${name}-${theme}`);
      await context.close();
    },
  );

  it('a forgotten password, when reset from the link in the outbox, then the new password signs in and the old one does not', async () => {
    const { email } = await signUpByApi();
    const context = await newContext(browser);
    const trader = await context.newPage();
    await trader.goto('/login');
    await trader.getByRole('link', { name: 'Forgot password?' }).click();
    await trader.waitForURL('**/forgot-password');
    // The router keeps the sign-in form on screen until the new page's code has arrived: wait for the page itself.
    await trader.getByRole('heading', { name: 'Forgot password?' }).waitFor();
    await shot(trader, 'forgot-password-desktop');
    await trader.getByRole('textbox', { name: 'Email' }).fill(email);
    await trader.getByRole('button', { name: 'Send reset link' }).click();
    // The answer, or the error banner naming why not (so a failure here says what the server said).
    const sent = trader.getByText('If an account uses this email, we sent it a link to reset the password.');
    await sent.or(trader.getByRole('alert')).first().waitFor();
    expect(await trader.getByRole('alert').allInnerTexts()).toEqual([]);
    await sent.waitFor();

    // Staff open the outbox in the back office (no SMTP server in the embedded default).
    const staffPage = await staffInBackOffice();
    await staffPage.goto('/admin/outbox');
    await staffPage.getByLabel('Recipient').fill(email);
    const row = staffPage.getByRole('table', { name: 'Mails' }).getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Reset your password' }).click();
    const link = staffPage.getByRole('article').getByRole('link', { name: /reset-password\?token=/ });
    await shot(staffPage, 'back-office-outbox-desktop');
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith(inject('baseUrl'))).toBe(true);
    await staffPage.context().close();

    await trader.goto(href);
    await trader.getByLabel('New password', { exact: true }).fill('weak');
    await trader.getByRole('button', { name: 'Set new password' }).click();
    await trader.getByText('Password does not meet minimum requirements.').waitFor();
    await trader.getByLabel('New password', { exact: true }).fill('Brand1NewPass');
    await trader.getByRole('button', { name: 'Set new password' }).click();
    await trader.getByText('Your password is changed. Please sign in.').waitFor();
    await shot(trader, 'reset-password-done-desktop');

    await logIn(trader, email, PASSWORD);
    await trader.getByText('Invalid credentials. Please try again.').waitFor();
    await logIn(trader, email, 'Brand1NewPass');
    await trader.waitForURL('**/dashboard');
    await context.close();
  }, 60_000);

  it('another session, when signed out from the Security tab, then loses access', async () => {
    const { email } = await signUpByApi();
    const phoneSession = await apiCall<{ token: string }>('POST', '/login', { email, password: PASSWORD });
    const desk = await newContext(browser);
    const deskPage = await desk.newPage();
    await logIn(deskPage, email);
    await deskPage.waitForURL('**/dashboard');

    const other = await withToken(phoneSession.token, phone);
    await other.page.goto('/profile');
    await other.page.getByRole('heading', { name: 'Profile' }).waitFor();

    await deskPage.goto('/profile?tab=security');
    const sessions = deskPage.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
    await deskPage.getByText('This device').waitFor();
    await shot(deskPage, 'security-sessions-desktop');
    const { sessions: seenByPhone } = await apiCall<{ sessions: { id: number; current: boolean }[] }>(
      'GET',
      '/sessions',
      undefined,
      phoneSession.token,
    );
    const phoneId = seenByPhone.find((s) => s.current)!.id;
    const before = await sessions.count();
    await deskPage
      .locator(`li[data-session-id="${phoneId}"]`)
      .getByRole('button', { name: /^Sign out / })
      .click();
    await expect.poll(() => sessions.count()).toBe(before - 1);

    // The signed-out browser's next call is refused and it lands on /login.
    expect((await fetch(`${inject('baseUrl')}/api/me`, { headers: { authorization: `Bearer ${phoneSession.token}` } })).status).toBe(401);
    await other.page.reload();
    await other.page.waitForURL('**/login');
    await desk.close();
    await other.context.close();
  }, 60_000);

  it('the Security tab and the new account forms, when shown on a phone, then fit 390 px without sideways scrolling', async () => {
    const { token } = await signUpByApi();
    const { context, page } = await withToken(token, phone);
    await page.goto('/profile?tab=security');
    await page.getByRole('heading', { name: 'Sign-in history' }).waitFor();
    await page.getByRole('table', { name: 'Sign-in history' }).waitFor();
    await shot(page, 'security-tab-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await shot(page, 'security-2fa-enrol-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();

    const visitor = await newContext(browser, phone);
    const form = await visitor.newPage();
    for (const [path, name] of [
      ['/forgot-password', 'forgot-password-phone'],
      ['/reset-password?token=x', 'reset-password-phone'],
      ['/terms', 'terms-phone'],
    ] as const) {
      await form.goto(path);
      await form.getByRole('heading').first().waitFor();
      await shot(form, name);
      expect(await form.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await form.goto('/register');
    const terms = form.getByRole('link', { name: 'Terms of Service' });
    expect(await terms.getAttribute('href')).toBe('/terms');
    await visitor.close();
  });
});

/** A fresh admin with two-factor on, signed in to the back office. */
async function staffInBackOffice(): Promise<Page> {
  const { page } = await withToken(await adminToken());
  return page;
}
