import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, phone } from '../support/browser.ts';
import { DashboardPage, shot, signedIn } from '../support/pages.ts';

// Crypto trades around the clock, so the desktop test does not depend on the day of the week.
const SYMBOL = 'BTCUSDT';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The open orders of one account, read through the API as a screen on that account would. */
async function openOrdersOf(token: string, accountId: number): Promise<Array<{ symbol: string }>> {
  const response = await fetch(`${baseUrl()}/api/orders?status=open`, {
    headers: { authorization: `Bearer ${token}`, 'x-account': String(accountId) },
  });
  return ((await response.json()) as { orders: Array<{ symbol: string }> }).orders;
}

async function accountsOf(token: string): Promise<Array<{ id: number; number: number }>> {
  const response = await fetch(`${baseUrl()}/api/accounts`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { accounts: Array<{ id: number; number: number }> }).accounts;
}

const menuTrigger = (page: Page) => page.getByRole('button', { name: 'Trading accounts' });

/** Closes the toasts, so a screenshot of the menu shows the menu. */
async function dismissToasts(page: Page) {
  // A toast may go by itself between the listing and the click.
  for (const close of await page.getByRole('button', { name: 'Dismiss' }).all())
    await close.click({ timeout: 2000 }).catch(() => undefined);
}

/** Once the screen of this size has drawn (the phone's loads on its own) and the menu's fade-in and the chevron's turn have ended. */
async function settled(page: Page, width: number) {
  if (width < 768) await page.getByRole('button', { name: /change pair$/ }).waitFor();
  else await page.getByRole('tab', { name: 'Market execution' }).waitFor();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Screenshots of the open account menu (looked at, not asserted) at the phone's size and the desktop's. */
async function menuShots(page: Page, theme: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await dismissToasts(page);
    await menuTrigger(page).click();
    await page.getByRole('menuitem', { name: 'Open a new demo account' }).waitFor();
    await settled(page, width);
    await shot(page, `accounts-menu-${theme}-${width}x${height}`);
    await page.keyboard.press('Escape');
  }
}

/** Opens the account menu and picks the item whose name contains `text`. */
async function pick(page: Page, text: string | RegExp) {
  await menuTrigger(page).click();
  await page.getByRole('menuitem', { name: text }).click();
}

describe('several accounts per trader', () => {
  it('a second demo account, when opened from the account menu, switched to and traded on, then switching back shows the first untouched, and the choice survives a reload', async () => {
    const { page, context, token } = await signedIn(browser);
    const dashboard = await new DashboardPage(page).open(SYMBOL);
    const [first] = await accountsOf(token);
    await menuTrigger(page).waitFor();

    await pick(page, 'Open a new demo account');
    await page
      .getByText(/^Demo account #\d+ opened\.$/)
      .first()
      .waitFor();
    const second = (await accountsOf(token))[1]!;
    // No theme chosen: the default (dark) one.
    await menuShots(page, 'dark');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: 'Market execution' }).waitFor();
    await pick(page, new RegExp(`#${second.number}`));
    await expect.poll(() => menuTrigger(page).textContent()).toContain(`#${second.number}`);

    await page.getByRole('radio', { name: /Buy/ }).click();
    await page.getByRole('spinbutton', { name: 'Lot size', exact: true }).fill('0.01');
    await page.getByRole('button', { name: 'Trade', exact: true }).click();
    await page.getByText('Trade Placed Successfully').first().waitFor();
    await expect.poll(() => dashboard.footerFigure('Used Margin').textContent()).not.toBe('$0.00');
    expect(await openOrdersOf(token, second.id)).toHaveLength(1);
    expect(await openOrdersOf(token, first!.id)).toHaveLength(0);

    // The choice is this tab's: it survives a reload.
    await page.reload();
    await dashboard.page.getByRole('tab', { name: 'Market execution' }).waitFor();
    await expect.poll(() => menuTrigger(page).textContent()).toContain(`#${second.number}`);
    await expect.poll(() => dashboard.footerFigure('Used Margin').textContent()).not.toBe('$0.00');

    await pick(page, new RegExp(`#${first!.number}`));
    await expect.poll(() => menuTrigger(page).textContent()).toContain(`#${first!.number}`);
    await expect.poll(() => dashboard.footerFigure('Used Margin').textContent()).toBe('$0.00');
    await expect.poll(() => dashboard.footerFigure('Balance').textContent()).toBe('$10,000.00');
    const list = await dashboard.openList('Open Trades');
    await list.getByText('No open orders').waitFor();
    await context.close();
  });

  it('the phone, when a demo account is opened and chosen from the account menu, then BUY trades on it, and switching back shows the first untouched', async () => {
    const { page, context, token } = await signedIn(browser, { context: phone, theme: 'dark' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /change pair$/ }).waitFor();
    const [first] = await accountsOf(token);
    await pick(page, 'Open a new demo account');
    await page
      .getByText(/^Demo account #\d+ opened\.$/)
      .first()
      .waitFor();
    const second = (await accountsOf(token))[1]!;
    await pick(page, new RegExp(`#${second.number}`));
    await expect.poll(() => menuTrigger(page).textContent()).toContain(`#${second.number}`);
    await page.getByRole('button', { name: /^BUY ?\d/ }).click();
    // One-click trading is off: the phone asks first.
    await page.getByRole('alertdialog', { name: 'Confirm order' }).getByRole('button', { name: 'BUY' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await openOrdersOf(token, second.id)).length + (await pendingCount(token, second.id))).toBe(1);
    expect(await openOrdersOf(token, first!.id)).toHaveLength(0);
    const freeMargin = page.locator('.mobile-info > div', { has: page.getByText('Free Margin', { exact: true }) }).locator('dd');
    await expect.poll(() => freeMargin.textContent()).not.toBe('$10,000.00');

    // Back on the first account: its screen shows it as it was.
    await pick(page, new RegExp(`#${first!.number}`));
    await expect.poll(() => menuTrigger(page).textContent()).toContain(`#${first!.number}`);
    await expect.poll(() => freeMargin.textContent()).toBe('$10,000.00');
    await page.getByRole('button', { name: 'Positions' }).click();
    await page.getByRole('dialog').getByText('No open orders').waitFor();
    await context.close();
  });
});

describe('the default account and the trader-wide summary', () => {
  it('another account, when made default from the account menu, then a new tab opens on it, and the reports show every account', async () => {
    const { page, context, token } = await signedIn(browser, { theme: 'light' });
    await new DashboardPage(page).open(SYMBOL);
    await pick(page, 'Open a new demo account');
    await page
      .getByText(/^Demo account #\d+ opened\.$/)
      .first()
      .waitFor();
    const second = (await accountsOf(token))[1]!;
    await pick(page, new RegExp(`#${second.number}`));
    await expect.poll(() => menuTrigger(page).textContent()).toContain(`#${second.number}`);
    await pick(page, `Make #${second.number} my default account`);
    await page.getByText(`Account #${second.number} is now your default account.`).first().waitFor();
    expect((await accountsOf(token))[0]!.id).toBe(second.id);
    await menuShots(page, 'light-theme');

    // A new tab names no account: it opens on the default one.
    const tab = await context.newPage();
    await tab.goto('/dashboard');
    await expect.poll(() => menuTrigger(tab).textContent()).toContain(`#${second.number}`);

    await page.goto('/reports');
    const summary = page.getByRole('region', { name: 'All my accounts (USD)' });
    await summary.waitFor();
    await summary.getByText(/All Demo accounts \(2\)/).waitFor();
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await summary.scrollIntoViewIfNeeded();
      await shot(page, `accounts-summary-light-theme-${width}x${height}`);
    }
    await context.close();
  });
});

async function pendingCount(token: string, accountId: number): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/orders?status=pending`, {
    headers: { authorization: `Bearer ${token}`, 'x-account': String(accountId) },
  });
  return ((await response.json()) as { orders: unknown[] }).orders.length;
}

describe('toasts and the open account menu', () => {
  it('a toast, when it shows while the account menu is open, then it stays clear of the menu and every Equity figure reads (desktop and phone)', async () => {
    const { page, context } = await signedIn(browser, { theme: 'light' });
    await new DashboardPage(page).open(SYMBOL);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await dismissToasts(page);
      await pick(page, 'Open a new demo account');
      const toast = page.locator('.ui-toast', { hasText: /^Demo account #\d+ opened\.$/ });
      await toast.waitFor();
      // The toasts wait, as they do while the trader looks at another window, so this one is still there.
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await menuTrigger(page).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Open a new demo account' }).waitFor();

      const toastBox = (await toast.boundingBox())!;
      const menuBox = (await menu.boundingBox())!;
      const apart =
        toastBox.x >= menuBox.x + menuBox.width ||
        menuBox.x >= toastBox.x + toastBox.width ||
        toastBox.y >= menuBox.y + menuBox.height ||
        menuBox.y >= toastBox.y + toastBox.height;
      expect({ width, apart }).toEqual({ width, apart: true });
      // What is drawn at each Equity figure is the figure itself.
      const equities = menu.getByText(/^Equity /);
      for (const equity of await equities.all()) {
        const onTop = await equity.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
        expect({ width, onTop }).toEqual({ width, onTop: true });
      }
      await settled(page, width);
      await shot(page, `accounts-menu-toast-light-${width}x${height}`);
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    }
    await context.close();
  });
});
