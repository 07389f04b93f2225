import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall } from '../support/api.ts';
import { launchBrowser, phone } from '../support/browser.ts';
import { DashboardPage, MobileTradingPage, shot, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Sets two alerts at the live bid from the chart's alert dialog, one each way: the simulator's
 * next moves cross one of them whichever way the price goes.
 */
async function setAlertsAtTheBid(page: Page) {
  await page.getByRole('button', { name: 'Set price alert' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Price alerts/ });
  await dialog.waitFor();
  const listed = () =>
    dialog
      .getByRole('list', { name: /^Alerts on/ })
      .getByRole('listitem')
      .count();
  const before = await listed();
  const price = dialog.getByRole('textbox', { name: 'Price' });
  await expect.poll(() => price.inputValue()).not.toBe('');
  for (const condition of ['Bid crosses above', 'Bid crosses below']) {
    await dialog.getByLabel('Condition').selectOption({ label: condition });
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText('Alert created. It works even when you are signed out.').waitFor();
  }
  await expect.poll(listed).toBe(before + 2);
  return dialog;
}

/**
 * Sets the pair of alerts and waits for the bell. A crossing alert armed after the price already
 * left its level waits for the price to come back (spec: it fires on a cross, not on being beyond),
 * so when the simulator ran away between the dialog's price and the arming, the pair is set again
 * at the new price (at most three times).
 */
async function setAlertsUntilTheBellRings(page: Page, shotName: string) {
  for (let attempt = 1; ; attempt++) {
    const dialog = await setAlertsAtTheBid(page);
    if (attempt === 1) await shot(page, shotName);
    // One of the pair may fire at once: Escape closes the newest layer first, its toast, then the dialog.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return dialog.isVisible();
      })
      .toBe(false);
    const bell = page.getByRole('button', { name: /^Notifications: \d+ unread/ });
    const rang = await bell.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    if (rang || attempt === 3) return bell;
  }
}

describe('price alerts', () => {
  it('an alert set from the desktop chart, when the price crosses it, then the bell rings and the alert is listed as triggered', async () => {
    const { page, context, token } = await signedIn(browser);
    await new DashboardPage(page).open('BTCUSDT');
    await (await setAlertsUntilTheBellRings(page, 'alerts-dialog-desktop')).waitFor({ timeout: 20_000 });
    const alerts = await apiCall<{ alerts: Array<{ status: string }> }>('GET', '/alerts', undefined, token);
    expect(alerts.alerts.map((a) => a.status).sort()).toContain('triggered');
    await page.getByRole('button', { name: /^Notifications: \d+ unread/ }).click();
    await page
      .getByRole('group', { name: 'Notifications' })
      .getByText(/^BTCUSDT bid crosses (above|below)/)
      .first()
      .waitFor();
    await shot(page, 'alerts-bell-desktop');
    // Escape closes the newest layer first: the alert's toast when it came in while the menu was open, then the menu.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return page.getByRole('menu').count();
      })
      .toBe(0);

    await page.getByRole('button', { name: 'Set price alert' }).first().click();
    await page
      .getByRole('dialog', { name: /^Price alerts/ })
      .getByText('Triggered')
      .first()
      .waitFor();
    await context.close();
  }, 120_000);

  it('an alert set from the phone chart, when the price crosses it, then the bell rings', async () => {
    const { page, context } = await signedIn(browser, { context: phone });
    await new MobileTradingPage(page).open();
    await (await setAlertsUntilTheBellRings(page, 'alerts-dialog-phone')).waitFor({ timeout: 20_000 });
    await shot(page, 'alerts-bell-phone');
    await context.close();
  }, 120_000);
});
