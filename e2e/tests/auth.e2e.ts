import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, PASSWORD, signUpByApi, uniqueEmail } from '../support/api.ts';
import { launchBrowser, newContext, phone } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(path: string, options?: Parameters<typeof newContext>[1]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('sign-in and sign-up screen', () => {
  it('sign-up, when a demo account is created, then the trader lands on /dashboard with a working token', async () => {
    const { context, page } = await openPage('/register');
    const email = uniqueEmail('signup');
    await expect(page.getByRole('tab', { name: 'Demo Account' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    const startTrading = page.getByRole('button', { name: 'Start Trading' });
    await page.getByLabel('Password', { exact: true }).fill('short');
    expect(await startTrading.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('• At least 8 characters').getAttribute('data-ok')).resolves.toBe('true');
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/signup'));
    await startTrading.click();
    const body = JSON.parse((await request).postData() ?? '{}');
    expect(body).toMatchObject({ name: 'Ada Lovelace', email, password: PASSWORD, password_confirmation: PASSWORD, account_type: 'demo' });
    expect(body).not.toHaveProperty('referral_code');
    await page.waitForURL('**/dashboard');
    const me = await apiCall<{ email: string; account_type: string }>('GET', '/me', undefined, (await storedToken(page))!);
    expect(me).toMatchObject({ email, account_type: 'demo' });
    await context.close();
  });

  it('sign-up, when the terms are not accepted, then it stays on the form and says so', async () => {
    const { context, page } = await openPage('/register');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Start Trading' }).click();
    await page.getByText('Please accept the terms to continue.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('sign-up, when the email is already taken, then the message of the server shows in the banner', async () => {
    const { email } = await signUpByApi();
    const { context, page } = await openPage('/register');
    await page.getByRole('tab', { name: 'Live Account' }).click();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Start Trading' }).click();
    await page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('a ref query parameter, when /login is opened with it, then sign-up opens and sends it as referral_code', async () => {
    const referrer = await signUpByApi();
    const { referral_code } = await apiCall<{ referral_code: string }>('GET', '/me', undefined, referrer.token);
    const { context, page } = await openPage(`/login?ref=${referral_code}`, phone);
    await page.getByRole('button', { name: 'Start Trading' }).waitFor();
    await page.getByText('Begin your trading journey with confidence').waitFor();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Referred Trader');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('ref'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/signup'));
    await page.getByRole('button', { name: 'Start Trading' }).click();
    expect(JSON.parse((await request).postData() ?? '{}')).toMatchObject({ referral_code });
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('login, when the credentials are right, then Login Successful shows and /dashboard follows', async () => {
    const { email } = await signUpByApi();
    const { context, page } = await openPage('/login');
    await page.getByText('Access your premium trading dashboard').waitFor();
    await logInThroughForm(page, email, PASSWORD);
    await page.getByText('Login Successful').waitFor();
    await page.waitForURL('**/dashboard');
    expect(await storedToken(page)).toMatch(/\S{20,}/);
    await context.close();
  });

  it('login, when the password is wrong, then the banner shows and no token is stored', async () => {
    const { email } = await signUpByApi();
    const { context, page } = await openPage('/login');
    await logInThroughForm(page, email, 'Wrong-password-1');
    await page.getByText('Invalid credentials. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('the password toggle, when pressed, then shows and hides the password', async () => {
    const { context, page } = await openPage('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await context.close();
  });
});

describe('session', () => {
  it('logout, when chosen in the avatar menu, then the token is revoked and /login shows', async () => {
    const { token } = await signUpByApi();
    const context = await newContext(browser);
    await context.addInitScript((value) => localStorage.getItem('token') ?? localStorage.setItem('token', value), token);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await storedToken(page)).toBeNull();
    const me = await fetch(new URL('/api/me', page.url()), { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await context.close();
  });

  it('switch to live, when confirmed in the avatar menu, then the success toast shows and the account is live', async () => {
    const { token } = await signUpByApi('demo');
    const context = await newContext(browser);
    await context.addInitScript((value) => localStorage.getItem('token') ?? localStorage.setItem('token', value), token);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Switch to Live Account' }).click();
    await page.getByRole('alertdialog', { name: 'Switch to Live Account' }).getByRole('button', { name: 'Switch to Live' }).click();
    await page.getByText('Success! You are now on LIVE. Demo trades deleted and account reset.').first().waitFor();
    await page.getByRole('group', { name: 'Account type: Live' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Switch to Live Account' }).count()).toBe(0);
    const me = await apiCall<{ account_type: string }>('GET', '/me', undefined, token);
    expect(me.account_type).toBe('live');
    await context.close();
  });

  it('a 401 from the API, when the stored token is no longer valid, then the token is cleared and /login shows', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => localStorage.getItem('token') ?? localStorage.setItem('token', 'revoked-or-made-up-token'));
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForURL('**/login');
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('a guarded route, when no token is stored, then /login shows; an unknown path goes through / to /login', async () => {
    const { context, page } = await openPage('/deposit');
    await page.waitForURL('**/login');
    await page.goto('/no/such/page');
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('older registration page', () => {
  it('register, when the form is valid, then the token is stored and the trader goes to / (then /dashboard)', async () => {
    const { context, page } = await openPage('/register-classic');
    await page.getByRole('textbox', { name: 'Name' }).fill('Classic Trader');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(uniqueEmail('classic'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill('Different-123');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/dashboard');
    expect(await storedToken(page)).toMatch(/\S{20,}/);
    await context.close();
  });

  it('register, when the email is taken, then the registration failure text shows', async () => {
    const { email } = await signUpByApi();
    const { context, page } = await openPage('/register-classic');
    await page.getByRole('textbox', { name: 'Name' }).fill('Classic Trader');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration failed. Please check your info.').waitFor();
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});
