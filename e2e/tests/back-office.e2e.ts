import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, PASSWORD, uniqueEmail } from '../support/api.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { DashboardPage, shot } from '../support/pages.ts';
import { totpNow } from '../support/totp.ts';
import { createAdminByCli, STAFF_PASSWORD } from '../support/staff.ts';
const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures', name);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The /admin gate's two-factor set-up, as staff would do it with their phone. */
async function enrolStaffTwoFactor(staff: Page) {
  await staff.getByRole('heading', { name: 'Turn on two-factor sign-in' }).waitFor();
  await staff.getByLabel('Your password').fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Start set-up' }).click();
  const secret = (await staff.locator('.admin-2fa__secret').textContent())!;
  await staff.getByLabel('Authentication code').fill(totpNow(secret));
  await staff.getByRole('button', { name: 'Turn on' }).click();
  await staff.getByRole('list', { name: 'Recovery codes' }).waitFor();
  await shot(staff, 'back-office-two-factor-setup');
  await staff.getByRole('button', { name: 'Continue to the back office' }).click();
}

describe('back office: the whole live journey', () => {
  it('a live trader, when staff approve KYC, deposit and withdrawal, then is funded, trades and sees the withdrawal in Request History', async () => {
    const staffEmail = uniqueEmail('ops');
    expect(createAdminByCli(staffEmail)).toMatch(/^Created admin .* sign in at \/admin\.$/);

    // The trader signs up live in the browser.
    const traderEmail = uniqueEmail('live');
    const trader = await (await newContext(browser)).newPage();
    await trader.goto('/register');
    await trader.getByRole('tab', { name: 'Live Account' }).click();
    await trader.getByRole('textbox', { name: 'Full Name' }).fill('Katherine Johnson');
    await trader.getByRole('textbox', { name: 'Email' }).fill(traderEmail);
    await trader.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await trader.getByRole('checkbox', { name: /I agree/ }).check();
    await trader.getByRole('button', { name: 'Start Trading' }).click();
    await trader.waitForURL('**/dashboard**');
    const traderToken = (await trader.evaluate(() => localStorage.getItem('token')))!;
    expect((await apiCall<{ account_type: string }>('GET', '/me', undefined, traderToken)).account_type).toBe('live');

    // KYC and a deposit from the trader's own screens.
    await trader.goto('/profile');
    await trader.getByRole('tab', { name: 'KYC' }).click();
    await trader.getByRole('textbox', { name: /National identity number/ }).fill('123456789012');
    await trader.getByLabel('Identity document (photo)').setInputFiles(fixture('id-document.png'));
    await trader.getByLabel('Selfie').setInputFiles(fixture('selfie.png'));
    await trader.getByRole('button', { name: 'Submit KYC' }).click();
    await trader.getByText('KYC submitted. We’ll notify you after review.').waitFor();

    await trader.goto('/deposit');
    await trader.getByRole('combobox', { name: 'Cryptocurrency' }).selectOption('USDT');
    await trader.getByRole('textbox', { name: 'Amount (USD)' }).fill('500');
    await trader.getByRole('button', { name: /^TRC20/ }).click();
    await trader.getByLabel('Payment receipt (image or PDF)').setInputFiles(fixture('receipt.png'));
    await trader.getByRole('button', { name: 'Submit deposit' }).click();
    await trader.getByText('Deposit submitted. We’ll credit it shortly.').waitFor();

    // The trader waits on the dashboard; staff sign in at /admin.
    await trader.goto('/dashboard?symbol=BTCUSDT');
    await expect.poll(() => new DashboardPage(trader).footerFigure('Balance').textContent(), { timeout: 15_000 }).toBe('$0.00');
    const staff = await (await newContext(browser)).newPage();
    await staff.goto('/admin');
    await staff.getByLabel('Email').fill(staffEmail);
    await staff.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    // First visit: the back office requires two-factor sign-in for staff and leads through its set-up.
    await enrolStaffTwoFactor(staff);
    // An admin lands on the risk desk; the KYC queue is one link away.
    await staff.getByRole('heading', { name: 'Risk', exact: true }).waitFor();
    await staff.getByRole('link', { name: 'KYC', exact: true }).click();
    await staff.getByRole('heading', { name: 'KYC review' }).waitFor();

    const kycRow = staff.getByRole('table', { name: 'KYC submissions' }).getByRole('row').filter({ hasText: traderEmail });
    await kycRow.getByRole('button', { name: 'Review' }).click();
    const kycDialog = staff.getByRole('dialog');
    await kycDialog.getByRole('img', { name: 'Identity document' }).waitFor();
    await kycDialog.getByRole('img', { name: 'Selfie' }).waitFor();
    await shot(staff, 'back-office-kyc-review');
    await kycDialog.getByLabel(/Review notes/).fill('Document and selfie match.');
    await kycDialog.getByRole('button', { name: 'Approve' }).click();
    await staff.getByText('KYC approved').first().waitFor();

    await staff.getByRole('link', { name: 'Deposits' }).click();
    const depositRow = staff.getByRole('table', { name: 'Deposits' }).getByRole('row').filter({ hasText: traderEmail });
    await depositRow.getByRole('button', { name: 'Review' }).click();
    await staff.getByRole('dialog').getByRole('img', { name: 'Payment receipt' }).waitFor();
    await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await staff.getByText('Deposit approved').first().waitFor();

    // The open dashboard shows the money at once (account-updated), no reload.
    await expect.poll(() => new DashboardPage(trader).footerFigure('Balance').textContent(), { timeout: 15_000 }).toBe('$500.00');
    expect((await apiCall<{ account: { balance: number } }>('GET', '/account', undefined, traderToken)).account.balance).toBe(500);

    // The trader trades from the panel.
    await trader.getByRole('radio', { name: /Buy/ }).click();
    await trader.getByRole('spinbutton', { name: 'Lot size', exact: true }).fill('0.01');
    await trader.getByRole('button', { name: 'Trade', exact: true }).click();
    await trader.getByText('Trade Placed Successfully').first().waitFor();
    const { orders } = await apiCall<{ orders: { symbol: string }[] }>('GET', '/orders?status=open', undefined, traderToken);
    expect(orders.map((o) => o.symbol)).toContain('BTCUSDT');

    // Then asks for a withdrawal.
    await trader.goto('/withdrawal');
    await trader.getByRole('combobox', { name: 'Network' }).selectOption('TRC20');
    await trader.getByRole('textbox', { name: 'Amount (USD)' }).fill('100');
    await trader.getByRole('textbox', { name: 'Wallet address' }).fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await trader.getByRole('button', { name: 'Submit withdrawal' }).click();
    await trader.getByText('Withdrawal request submitted.').waitFor();

    // Staff pay it out and approve with the hash.
    await staff.getByRole('link', { name: 'Withdrawals' }).click();
    const withdrawalRow = staff.getByRole('table', { name: 'Withdrawals' }).getByRole('row').filter({ hasText: traderEmail });
    await withdrawalRow.getByRole('button', { name: 'Review' }).click();
    const withdrawalDialog = staff.getByRole('dialog');
    // Opening it puts it under review by this staff member, on the timeline.
    await withdrawalDialog
      .getByRole('list', { name: /Timeline of #/ })
      .getByText(`by ${staffEmail}`)
      .waitFor();
    await withdrawalDialog.getByRole('button', { name: 'Approve' }).click();
    await withdrawalDialog.getByText('Enter the transaction hash of the payment.').waitFor();
    await withdrawalDialog.getByLabel(/Transaction hash/).fill('0x9f2c51e0b3aa');
    await shot(staff, 'back-office-withdrawal-review');
    await withdrawalDialog.getByRole('button', { name: 'Approve' }).click();
    await staff.getByText('Withdrawal approved').first().waitFor();

    // The trader sees it under Request History.
    await trader.getByRole('tab', { name: 'Request History' }).click();
    const history = trader.getByRole('table', { name: 'Request History' });
    const paidRow = history.getByRole('row').filter({ hasText: '$100' });
    await paidRow.getByText('approved').waitFor({ timeout: 15_000 });
    // Its timeline: requested, under review, approved, paid with the hash and the explorer's page of it.
    await paidRow.getByRole('button', { name: 'Timeline' }).click();
    const timeline = history.getByRole('list', { name: /Timeline of #/ });
    expect(await timeline.getByRole('listitem').locator('strong').allInnerTexts()).toEqual([
      'Requested',
      'Under review',
      'Approved',
      'Paid',
    ]);
    expect(await timeline.getByRole('link', { name: 'View on explorer' }).getAttribute('href')).toBe(
      'https://tronscan.org/#/transaction/0x9f2c51e0b3aa',
    );
    await trader.getByRole('region', { name: 'Monthly totals' }).getByRole('row').filter({ hasText: '$100.00' }).waitFor();
    await shot(trader, 'back-office-trader-history');
    await trader.setViewportSize({ width: 390, height: 844 });
    await timeline.scrollIntoViewIfNeeded();
    await shot(trader, 'back-office-trader-history-phone');

    // Every staff step is in the audit log.
    const staffToken = (await staff.evaluate(() => localStorage.getItem('token')))!;
    const audit = await apiCall<{ items: { action: string }[] }>(
      'GET',
      `/admin/audit?actor=${encodeURIComponent(staffEmail)}`,
      undefined,
      staffToken,
    );
    expect(audit.items.map((e) => e.action).sort()).toEqual(['deposit.approve', 'kyc.approve', 'withdrawal.approve']);
    await trader.context().close();
    await staff.context().close();
  });

  it('a trader, when they open /admin, then they are told they have no access and see no back-office call succeed', async () => {
    const { token } = await apiCall<{ token: string }>('POST', '/signup', {
      name: 'Tom Trader',
      email: uniqueEmail('nosy'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      account_type: 'demo',
    });
    const context = await newContext(browser);
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    await page.goto('/admin/kyc');
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await expect(apiCall('GET', '/admin/kyc', undefined, token)).rejects.toThrow(/403/);
    await context.close();
  });
});
