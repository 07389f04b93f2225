import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, askOf } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { DashboardPage, signedIn } from '../support/pages.ts';

// Crypto trades around the clock, so the test does not depend on the day of the week.
const SYMBOL = 'BTCUSDT';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Counts the page's reads of the order lists and the account from now on. */
function countReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && (pathname === '/api/orders' || pathname === '/api/account')) reads.push(pathname);
  });
  return {
    /** Every request the page started before this one has been seen once this one answers. */
    async settled(): Promise<string[]> {
      await page.evaluate(() => fetch('/api/health/live').then((response) => response.text()));
      return reads.splice(0);
    },
  };
}

describe('web: the chart asks only the bars it shows', () => {
  it("the chart, when the trader's saved timeframe is 1 minute and the dashboard opens, then no bars of the default hour are asked", async () => {
    const saveOneMinute = (token: string) =>
      apiCall(
        'PUT',
        '/chart/layout',
        { chart_type: 'candles', interval: 60, price_scale: 'normal', indicators: [], one_click: false, one_click_acknowledged: false },
        token,
      );
    const { page, context } = await signedIn(browser, { arrange: saveOneMinute });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/ohlc') asked.push(url.searchParams.get('interval')!);
    });
    await new DashboardPage(page).open(SYMBOL);
    await page.locator('[data-testid="price-chart"][data-last-time]').waitFor();
    expect(new Set(asked)).toEqual(new Set(['60']));
    await context.close();
  });
});

describe('web: the socket answers trading calls, no refetch', () => {
  it('a market order, an SL edit and a close, when made, then no GET of the orders or the account follows any of them', async () => {
    const { page, context } = await signedIn(browser);
    const dashboard = await new DashboardPage(page).open(SYMBOL);
    await expect.poll(() => dashboard.footerFigure('Used Margin').textContent()).toBe('$0.00');
    const reads = countReads(page);
    await reads.settled();

    // Place: the toast comes from the answer, the footer and the list from the socket's events.
    await page.getByRole('radio', { name: /Buy/ }).click();
    await page.getByRole('spinbutton', { name: 'Lot size', exact: true }).fill('0.1');
    await page.getByRole('button', { name: 'Trade', exact: true }).click();
    await page.getByText('Trade Placed Successfully').first().waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes('Used Margin$0.00'));
    expect(await reads.settled(), 'after the order').toEqual([]);

    const dialog = await dashboard.openList('Open Trades');
    const row = dialog.locator('tbody tr').first();
    await row.waitFor();
    const id = await row.getAttribute('data-order-id');
    await reads.settled(); // opening the list may read it once: that is not what this test is about

    // SL/TP edit.
    await dialog.getByRole('button', { name: `S/L of order ${id}` }).click();
    const editor = page.getByRole('dialog', { name: `Stop Loss / Take Profit #${id}` });
    await editor.getByRole('switch', { name: 'Stop Loss' }).click();
    // Far below the price, so the market cannot hit it during the test, yet inside the band of plausible prices.
    await editor.getByLabel('Stop Loss price').fill(String(Math.round((await askOf(SYMBOL)) * 0.7)));
    await editor.getByRole('button', { name: 'Update' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByRole('button', { name: `S/L of order ${id}` }).textContent()).toMatch(/^\d+\.\d{2}$/);
    expect(await reads.settled(), 'after the SL edit').toEqual([]);

    // Close.
    await dialog.locator(`tr[data-order-id="${id}"]`).getByRole('button', { name: 'CLOSE', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Close Trade #${id}` });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await dialog.getByText('No open orders').waitFor();
    expect(await reads.settled(), 'after the close').toEqual([]);
    await context.close();
  }, 120_000);
});
