import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('top bar: one frame for every signed-in screen (issue 33)', () => {
  it('the Banking menu, when pressed right after it navigated, then opens (the top bar is not remounted by the navigation)', async () => {
    const { context, page } = await signedIn(browser);
    await page.goto('/dashboard?symbol=EURUSD');
    await page.getByRole('tab', { name: 'Market execution' }).waitFor();
    // A mark on the top bar's element: a remount would drop it.
    await page.locator('header.top-bar').evaluate((header) => header.setAttribute('data-e2e-mark', 'kept'));
    const banking = page.getByRole('button', { name: 'Banking' });
    await banking.click();
    await page.getByRole('menuitem', { name: 'Deposit' }).click();
    // At once, while the deposit screen may still be loading: the press must not be lost.
    await banking.click();
    await page.getByRole('menuitem', { name: 'Withdrawal' }).click();
    await page.waitForURL(/\/withdrawal$/);
    await page.getByRole('button', { name: 'Banking' }).click();
    await page.getByRole('menuitem', { name: 'Deposit' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('header.top-bar').getAttribute('data-e2e-mark')).toBe('kept');
    await context.close();
  });

  it('the account menu, when pressed right after the avatar menu navigated to Reports, then opens on the same top bar', async () => {
    const { context, page } = await signedIn(browser);
    await page.goto('/profile');
    await page.locator('header.top-bar').evaluate((header) => header.setAttribute('data-e2e-mark', 'kept'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    const accounts = page.getByRole('button', { name: /^Trading accounts/ });
    await accounts.click();
    await page.getByRole('menuitem', { name: 'Open a new demo account' }).waitFor();
    await page.waitForURL(/\/reports$/);
    expect(await page.locator('header.top-bar').getAttribute('data-e2e-mark')).toBe('kept');
    await context.close();
  });
});
