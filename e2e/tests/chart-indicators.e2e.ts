import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phone } from '../support/browser.ts';
import { DashboardPage, MobileTradingPage, shot, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function addIndicators(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByRole('button', { name: 'ƒx Indicators' }).first().click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
}

const chips = (page: Page) => page.getByRole('list', { name: 'Indicators on the chart' }).getByRole('listitem');

describe('chart indicators', () => {
  it('RSI and Bollinger Bands, when added on the desktop chart and the page reloads, then both are still on the chart', async () => {
    const { page, context } = await signedIn(browser);
    await new DashboardPage(page).open('BTCUSDT');
    await addIndicators(page, ['RSI', 'Bollinger Bands', 'MACD']);
    await expect.poll(() => chips(page).allTextContents()).toEqual(['RSI', 'Bollinger Bands', 'MACD']);
    // The oscillators open panes of their own under the price pane.
    await expect.poll(() => page.locator('[data-testid="price-chart"] table tr').count()).toBeGreaterThanOrEqual(5);
    await shot(page, 'chart-indicators-desktop');
    await page.reload();
    await expect.poll(() => chips(page).allTextContents()).toEqual(['RSI', 'Bollinger Bands', 'MACD']);
    await page.getByRole('button', { name: 'Remove MACD' }).click();
    await expect.poll(() => chips(page).allTextContents()).toEqual(['RSI', 'Bollinger Bands']);
    await context.close();
  });

  it('RSI and MACD, when the page reloads and their code has not arrived yet, then the chart already has their panes', async () => {
    const { page, context } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    await addIndicators(page, ['RSI', 'MACD']);
    const rows = page.locator('[data-testid="price-chart"] table tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(5);
    const laidOut = await rows.count();
    // The indicators' calculators are held back: panes added only once they arrive resized every
    // canvas of the chart (issue 13).
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/indicator-{catalogue,run}-*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => chips(page).allTextContents()).toEqual(['RSI', 'MACD']);
    await expect.poll(() => rows.count()).toBe(laidOut);
    release();
    await expect.poll(() => rows.count()).toBe(laidOut);
    await context.close();
  });

  it('RSI, when added on the phone chart, then it shows in its own pane', async () => {
    const { page, context } = await signedIn(browser, { context: phone });
    await new MobileTradingPage(page).open();
    await addIndicators(page, ['RSI', 'Bollinger Bands']);
    await expect.poll(() => chips(page).allTextContents()).toEqual(['RSI', 'Bollinger Bands']);
    await expect.poll(() => page.locator('[data-testid="price-chart"] table tr').count()).toBeGreaterThanOrEqual(3);
    await shot(page, 'chart-indicators-phone');
    await context.close();
  });
});
