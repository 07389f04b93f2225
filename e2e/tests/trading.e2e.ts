import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { askOf, PASSWORD, placeByApi, signUpByApi } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { DashboardPage, shot, signedIn } from '../support/pages.ts';

// Crypto trades around the clock, so these tests do not depend on the day of the week.
const SYMBOL = 'BTCUSDT';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new demo trader on the dashboard of SYMBOL, arranged first through the API if asked. */
async function openDashboard(arrange?: (token: string) => Promise<unknown>) {
  const trader = await signedIn(browser, { arrange });
  return { ...trader, dashboard: await new DashboardPage(trader.page).open(SYMBOL) };
}

describe('desktop trading terminal', () => {
  it('market buy, when placed from the trade panel, then it shows in Open Orders and moves the footer', async () => {
    const { page, context, dashboard } = await openDashboard();
    await expect.poll(() => dashboard.footerFigure('Used Margin').textContent()).toBe('$0.00');
    const trade = page.getByRole('button', { name: 'Trade', exact: true });
    expect(await trade.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Buy/ }).click();
    await page.getByRole('spinbutton', { name: 'Lot size', exact: true }).fill('0.1');
    await trade.click();
    await page.getByText('Trade Placed Successfully').first().waitFor();
    await page.getByText('Your order has been executed.').first().waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes('Used Margin$0.00'));
    expect(await dashboard.footerFigure('Used Margin').textContent()).toMatch(/^\$\d/);
    expect(await dashboard.footerFigure('Used Margin').textContent()).not.toBe('$0.00');
    await shot(page, 'dashboard-open-trade');

    const dialog = await dashboard.openList('Open Trades');
    const row = dialog.locator('tbody tr').first();
    await expect(row.textContent()).resolves.toContain(SYMBOL);
    await expect(row.textContent()).resolves.toContain('Buy');
    await expect(row.locator('td').nth(4).textContent()).resolves.toBe('0.10');
    await shot(page, 'open-orders-dialog');
    await context.close();
  });

  it('a buy the margin cannot carry, when placed, then the spec’s Insufficient Margin warning offers a Deposit link that opens the deposit screen', async () => {
    const { page, context } = await openDashboard();
    await page.getByRole('radio', { name: /Buy/ }).click();
    // 100 BTC is worth millions; a demo account holds $10,000.
    await page.getByRole('spinbutton', { name: 'Lot size', exact: true }).fill('100');
    await page.getByRole('button', { name: 'Trade', exact: true }).click();
    await page.getByText('Insufficient Margin make Deposit First').first().waitFor();
    await page.getByRole('link', { name: 'Deposit', exact: true }).click();
    await page.waitForURL(/\/deposit$/);
    await page.getByRole('button', { name: 'Submit deposit' }).waitFor();
    await context.close();
  });

  it('SL/TP editor, when a buy stop loss is set above the price, then it shows the spec message and blocks Update', async () => {
    let order = { id: 0, open_price: 0 };
    const { page, context, dashboard } = await openDashboard(async (token) => {
      order = await placeByApi(token, { symbol: SYMBOL, side: 'buy', order_type: 'market', volume: 0.01, open_price: await askOf(SYMBOL) });
    });
    const dialog = await dashboard.openList('Open Trades');
    await dialog.getByRole('button', { name: `S/L of order ${order.id}` }).click();
    const editor = page.getByRole('dialog', { name: `Stop Loss / Take Profit #${order.id}` });
    await editor.waitFor();
    await editor.getByRole('switch', { name: 'Stop Loss' }).click();
    // Above the price (wrong side for a buy) yet inside the band of plausible prices around the quote.
    await editor.getByLabel('Stop Loss price').fill(String(Math.round(order.open_price * 1.2)));
    const message = editor.getByRole('alert');
    await message.waitFor();
    expect(await message.textContent()).toMatch(/^Invalid SL for Buy: must be at least 1 pip\(s\) below current price \(\d+\.\d{2}\)\.$/);
    expect(await editor.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await shot(page, 'sl-tp-editor-error');

    await editor.getByLabel('Stop Loss price').fill('');
    await expect(message.textContent()).resolves.toBe('Enter a valid Stop Loss price.');
    await editor.getByRole('button', { name: 'Stop Loss pips up' }).click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="alert"]'));
    await editor.getByRole('button', { name: 'Update' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect(dialog.getByRole('button', { name: `S/L of order ${order.id}` }).textContent()).resolves.toMatch(/^\d+\.\d{2}$/);
    await context.close();
  });

  it('close, when the trader confirms Yes, then a toast says what closed at what price and P/L, the trade moves to Trade History and the balance changes', async () => {
    let order = { id: 0, open_price: 0 };
    const { page, context, dashboard } = await openDashboard(async (token) => {
      order = await placeByApi(token, { symbol: SYMBOL, side: 'sell', order_type: 'market', volume: 0.1, open_price: await askOf(SYMBOL) });
    });
    await page.waitForFunction(() => !document.body.textContent?.includes('Balance—'));
    const balanceBefore = await dashboard.footerFigure('Balance').textContent();
    const dialog = await dashboard.openList('Open Trades');
    await dialog.locator(`tr[data-order-id="${order.id}"]`).getByRole('button', { name: 'CLOSE', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Close Trade #${order.id}` });
    await confirm.waitFor();
    await shot(page, 'close-trade-dialog');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(`Trade #${order.id} closed`).first().waitFor();
    await page
      .getByText(/^Sell 0\.10 lots BTCUSDT closed at \d+\.\d{2}, P\/L [+-]\$[\d,]+\.\d{2}$/)
      .first()
      .waitFor();
    await dialog.getByText('No open orders').waitFor();
    // Escape closes the topmost layer, the toast, first.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.keyboard.press('Escape');

    const history = await dashboard.openList('Trade History');
    const row = history.locator('tbody tr').first();
    await expect(row.textContent()).resolves.toContain(SYMBOL);
    await expect(row.locator('td').nth(3).textContent()).resolves.toBe('Sell');
    await expect(row.locator('td').first().textContent()).resolves.toMatch(/^\d{2}\.\d{2}\.\d{4}\d{2}:\d{2}:\d{2}$/);
    await shot(page, 'trade-history-dialog');
    await page.keyboard.press('Escape');
    await page.waitForFunction((before) => {
      const figure = Array.from(document.querySelectorAll('.account-bar__figure')).find(
        (node) => node.querySelector('span')?.textContent === 'Balance',
      );
      return figure?.querySelector('strong')?.textContent !== before;
    }, balanceBefore);
    await context.close();
  });

  it('pending order, when a Buy Limit is placed below the market, then the toast says it is placed and waiting, and it shows under Pending Orders', async () => {
    const { page, context, dashboard } = await openDashboard();
    await page.getByRole('tab', { name: 'Advanced trades' }).click();
    await page.getByRole('switch', { name: 'Pending order' }).click();
    const trade = page.getByRole('button', { name: 'Trade', exact: true });
    await page.getByLabel('Order type').selectOption({ label: 'Buy Limit' });
    expect(await trade.isDisabled()).toBe(true);
    // Below the market, inside the band of plausible prices around the quote.
    const trigger = Math.round((await askOf(SYMBOL)) * 0.8);
    await page.getByLabel('Trigger price').fill(String(trigger));
    await trade.click();
    await page.getByText('Order Placed', { exact: true }).first().waitFor();
    await page.getByText(`Your BUY LIMIT 0.01 lots ${SYMBOL} order is waiting at ${trigger}.00.`).first().waitFor();
    expect(await page.getByText('Your order has been executed.').count()).toBe(0);
    await shot(page, 'dashboard-pending-placed');

    const dialog = await dashboard.openList('Pending Trades');
    const row = dialog.locator('tbody tr').first();
    await expect(row.textContent()).resolves.toContain('Buy Limit');
    await expect(row.locator('td').nth(5).textContent()).resolves.toBe(`${trigger}.00`);
    await shot(page, 'pending-orders-dialog');
    await row.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByText('No pending orders').waitFor();
    await context.close();
  });

  it('a second trader, when they sign in after a logout in the same tab, then the footer follows their own account live', async () => {
    const second = await signUpByApi('demo');
    const { page, context, dashboard } = await openDashboard();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(second.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard**');
    await expect.poll(() => dashboard.footerFigure('Used Margin').textContent()).toBe('$0.00');

    await placeByApi(second.token, { symbol: SYMBOL, side: 'buy', order_type: 'market', volume: 0.1 });

    // Only the socket can move it: no polling, no reload since the sign-in.
    await expect.poll(() => dashboard.footerFigure('Used Margin').textContent(), { timeout: 10_000 }).not.toBe('$0.00');
    await context.close();
  });
});
