import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiCall, apiUpload, PASSWORD, signUpByApi } from '../support/api.ts';
import { desktop, launchBrowser, newContext, phone } from '../support/browser.ts';
import { creditBalance } from '../support/ledger.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures', name);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in page: the token is in local storage before the SPA starts. */
async function signedInPage(token: string, options?: BrowserContextOptions): Promise<Page> {
  const context = await newContext(browser, options);
  await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  return context.newPage();
}

describe('profile', () => {
  it('personal details, when saved, then they persist across a reload and in /api/me', async () => {
    const { token } = await signUpByApi('demo');
    const page = await signedInPage(token);
    await page.goto('/profile');
    await page.getByRole('textbox', { name: 'First name' }).fill('Katherine');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Johnson');
    await page.getByRole('combobox', { name: 'Birth day' }).selectOption('26');
    await page.getByRole('combobox', { name: 'Birth month' }).selectOption({ label: 'August' });
    await page.getByRole('combobox', { name: 'Birth year' }).selectOption('1990');
    await page.getByRole('textbox', { name: 'Street address' }).fill('12 Orbit Lane');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('560001');
    await page.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('India');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully.').waitFor();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First name' }).inputValue()).resolves.toBe('Katherine');
    await expect(page.getByRole('textbox', { name: 'City' }).inputValue()).resolves.toBe('Bengaluru');
    await expect(page.getByRole('combobox', { name: 'Birth month' }).inputValue()).resolves.toBe('8');
    const me = await apiCall<Record<string, unknown>>('GET', '/me', undefined, token);
    expect(me).toMatchObject({
      first_name: 'Katherine',
      last_name: 'Johnson',
      birth_day: 26,
      birth_month: 8,
      birth_year: 1990,
      city: 'Bengaluru',
      country: 'India',
    });
    await page.context().close();
  });

  it('birth date, when it is under 18 years ago, then the form refuses it and sends nothing', async () => {
    const { token } = await signUpByApi('demo');
    const page = await signedInPage(token);
    await page.goto('/profile');
    const thisYear = new Date().getFullYear();
    await page.getByRole('combobox', { name: 'Birth day' }).selectOption('1');
    await page.getByRole('combobox', { name: 'Birth month' }).selectOption({ label: 'January' });
    await page.getByRole('combobox', { name: 'Birth year' }).selectOption(String(thisYear - 10));
    let updates = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/user/update') && updates++));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('You must be at least 18 years old.').waitFor();
    expect(updates).toBe(0);
    await page.context().close();
  });

  it('account details, when the phone and display currency are saved, then they come back after a reload', async () => {
    const { token } = await signUpByApi('demo');
    const page = await signedInPage(token);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Account Details' }).click();
    await page.getByRole('combobox', { name: 'Phone code' }).selectOption({ label: '+44 (UK)' });
    await page.getByRole('textbox', { name: 'Primary phone' }).fill('7700 900123');
    const picker = page.getByRole('combobox', { name: 'Preferred display currency' });
    await picker.click();
    await picker.fill('swiss');
    await page.getByRole('option', { name: /CHF/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully.').waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Account Details' }).click();
    await expect(page.getByRole('combobox', { name: 'Preferred display currency' }).inputValue()).resolves.toMatch(/^CHF/);
    const me = await apiCall<Record<string, unknown>>('GET', '/me', undefined, token);
    expect(me).toMatchObject({ phone_code: '+44', mobile: '7700 900123', preferred_currency: 'CHF' });
    await page.context().close();
  });

  it('change password, when the new one breaks a rule and then passes, then it is refused and then changed', async () => {
    const { token, email } = await signUpByApi('demo');
    const page = await signedInPage(token);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByLabel('Old password').fill(PASSWORD);
    await page.getByLabel('New password').fill('lowercase1');
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    await expect(checklist.getByText('One uppercase letter').getAttribute('data-met')).resolves.toBe('false');
    await expect(checklist.getByText('At least 8 characters').getAttribute('data-met')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password does not meet minimum requirements.').waitFor();

    await page.getByLabel('New password').fill('N3wPassword!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully.').waitFor();
    await expect(apiCall('POST', '/login', { email, password: 'N3wPassword!' })).resolves.toHaveProperty('token');
    await page.context().close();
  });

  it('referral, when the tab opens and Copy is pressed, then the sign-up link with the code is copied and confirmed', async () => {
    const { token } = await signUpByApi('demo');
    const page = await signedInPage(token, { ...desktop, permissions: ['clipboard-read', 'clipboard-write'] });
    let referralCalls = 0;
    page.on('request', (request) => void (request.url().includes('/api/refer/') && referralCalls++));
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Personal Details' }).waitFor();
    expect(referralCalls).toBe(0);
    await page.getByRole('tab', { name: 'Referral' }).click();
    const { code } = await apiCall<{ code: string }>('GET', '/refer/my', undefined, token);
    const link = page.getByRole('textbox', { name: 'Your referral link' });
    await expect(link.inputValue()).resolves.toBe(`${new URL(page.url()).origin}/register?ref=${code}`);
    await page.getByRole('button', { name: 'Copy referral link' }).click();
    await page.getByRole('button', { name: 'Referral link copied!' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain(`?ref=${code}`);
    await page.getByRole('table').getByText('No referrals yet.').waitFor();
    await page.context().close();
  });

  it('KYC, when the number and both photos are submitted, then the status box shows pending', async () => {
    const { token } = await signUpByApi('live');
    const page = await signedInPage(token);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'KYC' }).click();
    await page.getByText('No submission yet').waitFor();
    const number = page.getByRole('textbox', { name: /National identity number/ });
    await number.fill('1234-5678 9012 99');
    await expect(number.inputValue()).resolves.toBe('123456789012');
    await page.getByLabel('Identity document (photo)').setInputFiles(fixture('id-document.png'));
    await page.getByLabel('Selfie').setInputFiles(fixture('selfie.png'));
    await page.getByRole('button', { name: 'Submit KYC' }).click();
    await page.getByText('KYC submitted. We’ll notify you after review.').waitFor();
    const status = page.getByRole('region', { name: 'KYC status' });
    await status.getByText('Pending review').waitFor();
    await expect(status.textContent()).resolves.toContain('9012');

    await page.reload();
    await page.getByRole('tab', { name: 'KYC' }).click();
    await page.getByRole('region', { name: 'KYC status' }).getByText('Pending review').waitFor();
    await page.context().close();
  });
});

describe('banking', () => {
  it('deposit, when submitted with a receipt, then it appears in the list as pending', async () => {
    const { token } = await signUpByApi('live');
    const wallets = await apiCall<Record<string, string>>('GET', '/banking/wallets', undefined, token);
    const page = await signedInPage(token);
    await page.goto('/deposit');
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await page.getByText('Please select a cryptocurrency.').waitFor();
    await page.getByText('Please upload a screenshot/receipt of your payment.').waitFor();

    await page.getByRole('combobox', { name: 'Cryptocurrency' }).selectOption('USDT');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('150.50');
    await page.getByRole('button', { name: /^TRC20/ }).click();
    await expect(page.getByRole('textbox', { name: 'Deposit address' }).inputValue()).resolves.toBe(wallets.TRC20);
    await page.getByLabel('Payment receipt (image or PDF)').setInputFiles(fixture('receipt.pdf'));
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await page.getByText('Deposit submitted. We’ll credit it shortly.').waitFor();

    const list = page.getByRole('table', { name: 'Your deposits' });
    const row = list.getByRole('row').filter({ hasText: '$150.5' });
    await row.getByText('pending').waitFor();
    await expect(row.textContent()).resolves.toContain('TRC-20');
    await page.context().close();
  });

  it('withdrawal, when a funded live trader submits one, then it lands under Pending Requests', async () => {
    const { token } = await signUpByApi('live');
    const me = await apiCall<{ id: number }>('GET', '/me', undefined, token);
    await creditBalance(me.id, 50_000);
    await apiCall('GET', '/account', undefined, token);
    const page = await signedInPage(token);
    await page.goto('/withdrawal');
    await page.getByRole('combobox', { name: 'Network' }).selectOption('BEP20');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('120');
    await page.getByRole('textbox', { name: 'Wallet address' }).fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await page.getByRole('button', { name: 'Submit withdrawal' }).click();

    await page.getByText('Withdrawal request submitted.').waitFor();
    await expect(page.getByRole('tab', { name: 'Pending Requests' }).getAttribute('aria-selected')).resolves.toBe('true');
    const row = page.getByRole('table', { name: 'Pending Requests' }).getByRole('row').filter({ hasText: '$120' });
    await row.getByText('pending').waitFor();
    await expect(row.textContent()).resolves.toContain('0x5aAe…1BeAed');
    await page.getByRole('tab', { name: 'Request History' }).click();
    await page.getByText('No requests yet.').waitFor();
    await page.context().close();
  });

  it('withdrawal, when a funded live trader cancels a pending one, then it moves to the history as cancelled and the available amount is back; their pending deposit is on neither list (issue 33)', async () => {
    const { token } = await signUpByApi('live');
    const me = await apiCall<{ id: number }>('GET', '/me', undefined, token);
    await creditBalance(me.id, 50_000);
    await apiCall('GET', '/account', undefined, token);
    // A deposit waiting for review: the withdrawal screen lists withdrawals only.
    await apiUpload(
      '/transactions/create',
      { type: 'deposit', currency: 'USDT', amount: '77', chain: 'TRC20' },
      { receipt: fixture('receipt.png') },
      token,
    );
    const page = await signedInPage(token);
    await page.goto('/withdrawal');
    await page.getByText('Available to withdraw: $500').waitFor();
    await page.getByRole('combobox', { name: 'Network' }).selectOption('BEP20');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('120');
    await page.getByRole('textbox', { name: 'Wallet address' }).fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await page.getByRole('button', { name: 'Submit withdrawal' }).click();
    const pending = page.getByRole('table', { name: 'Pending Requests' });
    await pending.getByRole('row').filter({ hasText: '$120' }).waitFor();
    expect(await pending.getByRole('row').filter({ hasText: '$77' }).count()).toBe(0);
    await pending.getByRole('button', { name: /^Cancel withdrawal #\d+$/ }).click();
    await page.getByText('Withdrawal cancelled. The amount is back in your balance.').first().waitFor();
    await page.getByText('No pending requests.').waitFor();
    await page.getByRole('tab', { name: 'Request History' }).click();
    await page
      .getByRole('table', { name: 'Request History' })
      .getByRole('row')
      .filter({ hasText: '$120' })
      .getByText('cancelled')
      .waitFor();
    expect(await page.getByRole('table', { name: 'Request History' }).getByRole('row').filter({ hasText: '$77' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Withdrawal' }).click();
    await page.getByText('Available to withdraw: $500').waitFor();
    await page.context().close();
  });

  it('withdrawal, when the account is demo, then the form is blocked with the spec text', async () => {
    const { token } = await signUpByApi('demo');
    const page = await signedInPage(token);
    await page.goto('/withdrawal');
    await page.getByText('Withdrawals are not available in demo accounts. Please switch to a live account to make a withdrawal.').waitFor();
    await expect(page.getByRole('button', { name: 'Submit withdrawal' }).isDisabled()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('support', () => {
  it('ticket, when submitted, then the success text shows and it is listed under the trader’s requests', async () => {
    const { token } = await signUpByApi('demo');
    const page = await signedInPage(token);
    await page.goto('/support');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.getByText('Please enter your contact number.').waitFor();
    await page.getByText('Please add a message.').waitFor();
    await page.getByRole('textbox', { name: 'Contact number' }).fill('9876543210');
    await page.getByRole('textbox', { name: 'Subject (optional)' }).fill('Deposit question');
    await page.getByRole('textbox', { name: 'Message' }).fill('When will my deposit be credited?');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.getByText('Your request has been submitted. We’ll get back to you soon.').waitFor();
    await page.getByRole('region', { name: 'Your requests' }).getByText('Deposit question').waitFor();
    await page.getByText('Mon–Sat 9:00–18:00 IST').waitFor();
    await page.context().close();
  });
});

describe('client area on a phone', () => {
  it.each(['/profile', '/deposit', '/withdrawal', '/support'])(
    '%s, when opened at 390 px, then nothing overflows sideways',
    async (route) => {
      const { token } = await signUpByApi('live');
      const page = await signedInPage(token, phone);
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await page.context().close();
    },
  );
});
