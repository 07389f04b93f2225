import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, placeByApi } from '../support/api.ts';
import { launchBrowser, phone } from '../support/browser.ts';
import { MobileTradingPage, shot, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new demo trader on the phone's trading screen, arranged first through the API if asked. */
async function openPhone(arrange?: (token: string) => Promise<unknown>) {
  const trader = await signedIn(browser, { arrange, context: phone });
  await new MobileTradingPage(trader.page).open();
  return trader;
}

describe('mobile trading screen', () => {
  it('dashboard, when opened on a 390×844 touch phone, then the mobile screen shows instead, NZDUSD by default', async () => {
    const { page, context } = await openPhone();
    await expect(page.getByRole('button', { name: 'NZDUSD, change pair' }).isVisible()).resolves.toBe(true);
    // The banner follows the symbol sheet, which may arrive just after the screen shows.
    await page.getByText(/^Market is (Open - Live Trading Available|Closed - .+)$/).waitFor();
    expect(await page.getByRole('tab', { name: 'Market execution' }).count()).toBe(0);
    for (const name of ['SELL', 'BUY']) {
      const button = page.getByRole('button', { name: new RegExp(`^${name} ?\\d\\.\\d{5}$`) });
      await button.waitFor();
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'mobile-e2e-390x844');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: 'Market execution' }).waitFor();
    await context.close();
  });

  it('BUY, when tapped, then it places the trade and the result dialog names side, lots and pair', async () => {
    const { page, context, token } = await openPhone();
    const buy = page.getByRole('button', { name: /^BUY ?\d/ });
    await buy.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // FX markets close at the weekend: then the order is accepted as queued, and the title says so.
    await expect(dialog.getByRole('heading').textContent()).resolves.toMatch(/^(Trade Placed Successfully|Order Queued)$/);
    await expect(dialog.getByText('BUY 0.01 lots NZDUSD').isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    const [open, pending] = await Promise.all(
      ['open', 'pending'].map((status) =>
        apiCall<{ orders: { symbol: string; side: string }[] }>('GET', `/orders?status=${status}`, undefined, token),
      ),
    );
    expect([...open!.orders, ...pending!.orders]).toEqual([expect.objectContaining({ symbol: 'NZDUSD', side: 'buy' })]);
    await context.close();
  });

  it('pair selector, when GBPUSD is picked, then the header and the chart move to GBPUSD', async () => {
    const { page, context } = await openPhone();
    await page.getByRole('button', { name: 'NZDUSD, change pair' }).click();
    await page
      .getByRole('dialog', { name: 'Select pair' })
      .getByRole('button', { name: /^GBPUSD/ })
      .click();
    await page.getByRole('button', { name: 'GBPUSD, change pair' }).waitFor();
    await page.getByRole('region', { name: 'GBPUSD chart' }).waitFor();
    expect(await page.getByRole('region', { name: 'NZDUSD chart' }).count()).toBe(0);
    await context.close();
  });

  it('a link with one of the phone pairs, when opened on the phone, then shows that pair; a reload keeps the pair picked since', async () => {
    const { page, context } = await signedIn(browser, { context: phone });
    await page.goto('/dashboard?symbol=GBPUSD');
    await page.getByRole('button', { name: 'GBPUSD, change pair' }).waitFor();
    await page.getByRole('region', { name: 'GBPUSD chart' }).waitFor();
    await page.getByRole('button', { name: 'GBPUSD, change pair' }).click();
    await page
      .getByRole('dialog', { name: 'Select pair' })
      .getByRole('button', { name: /^USDJPY/ })
      .click();
    await page.waitForURL(/[?&]symbol=USDJPY(&|$)/);
    await page.reload();
    await page.getByRole('button', { name: 'USDJPY, change pair' }).waitFor();
    await context.close();
  });

  it('a link with a symbol the phone does not trade, when opened on the phone, then the default pair shows and the URL names it', async () => {
    const { page, context } = await signedIn(browser, { context: phone });
    await page.goto('/dashboard?symbol=BTCUSDT');
    await page.getByRole('button', { name: 'NZDUSD, change pair' }).waitFor();
    await page.waitForURL(/[?&]symbol=NZDUSD(&|$)/);
    await context.close();
  });

  it('open position, when closed on the phone, then it appears in History', async () => {
    const { page, context } = await openPhone(async (token) => {
      const { symbols } = await apiCall<{ symbols: { symbol: string; ask: number }[] }>('GET', '/symbols');
      await placeByApi(token, {
        symbol: 'BTCUSDT',
        side: 'buy',
        volume: 0.01,
        open_price: symbols.find((s) => s.symbol === 'BTCUSDT')!.ask,
      });
    });
    await page.getByRole('button', { name: /^Positions/ }).click();
    const positions = page.getByRole('dialog', { name: 'Open Positions' });
    const card = positions.locator('li', { hasText: 'BTCUSDT' });
    await card.waitFor();
    await shot(page, 'mobile-e2e-positions');
    await card.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await positions.getByText('No open orders').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Trade History' });
    await history.locator('li', { hasText: 'BTCUSDT' }).waitFor();
    await expect(history.locator('li').first().textContent()).resolves.toContain('BUY');
    await shot(page, 'mobile-e2e-history');
    await context.close();
  });
});
