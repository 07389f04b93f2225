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
