import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { DashboardPage, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openDashboard(symbol: string): Promise<Page> {
  const { page } = await signedIn(browser);
  await new DashboardPage(page).open(symbol);
  return page;
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

describe('the dashboard with the keyboard alone', () => {
  it('the symbol list, when arrowed through and Enter pressed, then selects the focused asset', async () => {
    const page = await openDashboard('EURUSD');
    await page.locator('tr[data-symbol="EURUSD"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const target = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.symbol);
    expect(target).toBeTruthy();
    expect(target).not.toBe('EURUSD');
    await page.keyboard.press('Enter');
    await page.locator(`tr[data-symbol="${target}"][aria-selected="true"]`).waitFor();
    await page.locator('.trade-panel__symbol', { hasText: target! }).waitFor();
    await page.context().close();
  });

  it('a footer dialog, when opened with Enter, then keeps focus inside until Escape and returns it to its button', async () => {
    const page = await openDashboard('BTCUSDT');
    const opener = page.getByRole('button', { name: 'Trade History' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Trade History' });
    await dialog.waitFor();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives focus back on the tick after the dialog unmounts.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Trade History');
    expect(await focused(page)).toContain('Trade History');
    await page.context().close();
  });

  it('the ticket, when a side is chosen and Trade pressed from the keyboard, then the order is placed and its result announced', async () => {
    const page = await openDashboard('BTCUSDT');
    await page.getByRole('radio', { name: /Buy/ }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: /Buy/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Trade', exact: true }).focus();
    await page.keyboard.press('Enter');
    // Toasts sit in Radix's live region, so the result is read out once.
    await page.getByText('Trade Placed Successfully').first().waitFor();
    await page.getByRole('button', { name: /Open Trades/ }).press('Enter');
    await page.getByRole('dialog', { name: 'Open Trades' }).getByRole('cell', { name: 'BTCUSDT' }).waitFor();
    await page.context().close();
  });

  it('live prices, when they tick, then are not in any live region (screen readers are not flooded)', async () => {
    const page = await openDashboard('EURUSD');
    const livePrices = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')).filter(
          (node) => node.querySelector('[data-testid="price"], .tp-side__price, .symbol-row__price'),
        ).length,
    );
    expect(livePrices).toBe(0);
    await page.context().close();
  });
});
