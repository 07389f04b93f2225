import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall } from '../support/api.ts';
import { baseUrl, launchBrowser } from '../support/browser.ts';
import { creditBalance } from '../support/ledger.ts';
import { shot, signedIn } from '../support/pages.ts';
import { adminToken } from '../support/staff.ts';

const receipt = path.join(import.meta.dirname, '../fixtures', 'receipt.pdf');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface AccountRow {
  id: number;
  number: number;
  balance: number;
}

/** A call made for one named account, as a screen on that account makes it. */
async function onAccount<T>(token: string, accountId: number, apiPath: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${apiPath}`, {
    headers: { authorization: `Bearer ${token}`, 'x-account': String(accountId) },
  });
  return (await response.json()) as T;
}
const withdrawableOf = async (token: string, accountId: number) =>
  (await onAccount<{ available: number }>(token, accountId, '/transactions/withdrawable')).available;
const balanceOf = async (token: string, accountId: number) =>
  (await onAccount<{ account: { balance: number } }>(token, accountId, '/account')).account.balance;

const menuTrigger = (page: Page) => page.getByRole('button', { name: 'Trading accounts' });

describe('deposit to and withdraw from a chosen live account', () => {
  it('a trader with two live accounts, when the tab trades on the second, then a withdrawal from and a deposit to the first name the first, and the tab stays on the second', async () => {
    const { page, context, token } = await signedIn(browser, { accountType: 'live', theme: 'dark' });
    const me = await apiCall<{ id: number }>('GET', '/me', undefined, token);
    await creditBalance(me.id, 50_000);
    const second = (await apiCall<{ account: AccountRow }>('POST', '/accounts', { type: 'live' }, token)).account;
    const first = (await apiCall<{ accounts: AccountRow[] }>('GET', '/accounts', undefined, token)).accounts.find(
      (account) => account.id !== second.id,
    )!;

    // The tab trades on the second account.
    await page.goto('/dashboard');
    await menuTrigger(page).click();
    const secondItem = page.getByRole('menuitem', { name: new RegExp(`#${second.number}`) });
    await secondItem.waitFor();
    // The menu's fade-in ends before the picture.
    await page.getByRole('menu').evaluate((menu) => Promise.all(menu.getAnimations().map((animation) => animation.finished)));
    await shot(page, 'accounts-menu-two-live-dark-1440x900');
    await secondItem.click();
    await expect.poll(() => menuTrigger(page).textContent()).toContain(`#${second.number}`);

    await page.goto('/withdrawal');
    const from = page.getByRole('combobox', { name: 'Withdraw from' });
    await expect.poll(() => from.inputValue()).toBe(String(second.id));
    await page.getByText('Available to withdraw: $0', { exact: true }).waitFor();
    await from.selectOption(String(first.id));
    await page.getByText('Available to withdraw: $500', { exact: true }).waitFor();
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, `accounts-withdraw-from-dark-${width}x${height}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('combobox', { name: 'Network' }).selectOption('BEP20');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('120');
    await page.getByRole('textbox', { name: 'Wallet address' }).fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await page.getByRole('button', { name: 'Submit withdrawal' }).click();
    await page.getByText('Withdrawal request submitted.').waitFor();
    // The pending request names the account it comes from.
    const pending = page.getByRole('table', { name: 'Pending Requests' }).getByRole('row').filter({ hasText: '$120' });
    await pending.getByRole('cell', { name: `#${first.number}`, exact: true }).waitFor();
    expect(await withdrawableOf(token, first.id)).toBe(380);
    expect(await withdrawableOf(token, second.id)).toBe(0);

    await page.goto('/deposit');
    const to = page.getByRole('combobox', { name: 'Deposit to' });
    await expect.poll(() => to.inputValue()).toBe(String(second.id));
    await to.selectOption(String(first.id));
    await page.getByRole('combobox', { name: 'Cryptocurrency' }).selectOption('USDT');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('150.50');
    await page.getByRole('button', { name: /^TRC20/ }).click();
    await page.getByLabel('Payment receipt (image or PDF)').setInputFiles(receipt);
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await page.getByText('Deposit submitted. We’ll credit it shortly.').waitFor();
    // Each request in the trader's list names its account, on the desktop's table and the phone's cards.
    const deposits = page.getByRole('table', { name: 'Your deposits' });
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // A phone's card is no table to the accessibility tree: its lines are found by their label.
      const account = deposits.locator('tr', { hasText: '$150.5' }).locator('td[data-label="Account"]');
      await account.scrollIntoViewIfNeeded();
      expect({ text: await account.textContent(), visible: await account.isVisible() }).toEqual({
        text: `#${first.number}`,
        visible: true,
      });
      await shot(page, `accounts-deposit-list-dark-${width}x${height}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    const transactions = await apiCall<Array<{ id: number; type: string }>>('GET', '/transactions/my', undefined, token);
    const deposit = transactions.find((row) => row.type === 'deposit')!;
    await apiCall('POST', `/admin/transactions/${deposit.id}/approve`, {}, await adminToken());
    expect(await balanceOf(token, first.id)).toBe(650.5);
    expect(await balanceOf(token, second.id)).toBe(0);

    // The money screens chose for themselves: the tab still trades on the second account.
    await expect.poll(() => menuTrigger(page).textContent()).toContain(`#${second.number}`);
    await context.close();
  });

  it('a demo-only trader, when they open the deposit screen, then it says deposits go to live accounts and nothing can be sent', async () => {
    const { page, context } = await signedIn(browser, { accountType: 'demo', theme: 'light' });
    await page.goto('/deposit');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Deposits are not available in demo accounts. Please switch to a live account to make a deposit.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Submit deposit' }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Cryptocurrency' }).isDisabled()).toBe(true);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(page, `accounts-deposit-demo-light-${width}x${height}`);
    }
    await context.close();
  });
});
