import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PASSWORD, signUpByApi } from '../support/api.ts';
import { baseUrl, launchBrowser, newContext } from '../support/browser.ts';

// Crypto trades around the clock, so these tests do not depend on the day of the week.
const SYMBOL = 'BTCUSDT';
const screens = process.env.SCREENS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Trader {
  context: BrowserContext;
  page: Page;
}

async function openDashboard(arrange?: (token: string) => Promise<unknown>): Promise<Trader> {
  const { token } = await signUpByApi('demo');
  await arrange?.(token);
  const context = await newContext(browser);
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto(`/dashboard?symbol=${SYMBOL}`);
  await page.getByRole('tab', { name: 'Market execution' }).waitFor();
  return { context, page };
}

async function placeByApi(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/api/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ symbol: SYMBOL, leverage: 400, ...body }),
  });
  const data = (await response.json()) as { data: { order: { id: number; open_price: number } } };
  if (!response.ok) throw new Error(`place → ${response.status}: ${JSON.stringify(data)}`);
  return data.data.order;
}

async function askOf(symbol: string): Promise<number> {
  const { symbols } = (await (await fetch(`${baseUrl()}/api/symbols`)).json()) as { symbols: { symbol: string; ask: number }[] };
  return symbols.find((row) => row.symbol === symbol)!.ask;
}

const footerFigure = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Account summary' })
    .locator('.account-bar__figure', { has: page.getByText(label, { exact: true }) })
    .locator('strong');

async function openList(page: Page, button: 'Pending Trades' | 'Open Trades' | 'Trade History', title: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

async function shot(page: Page, name: string) {
  if (screens) await page.screenshot({ path: `${screens}/${name}.png` });
}

describe('desktop trading terminal', () => {
  it('market buy, when placed from the trade panel, then it shows in Open Orders and moves the footer', async () => {
    const { page, context } = await openDashboard();
    await expect.poll(() => footerFigure(page, 'Used Margin').textContent()).toBe('$0.00');
    const trade = page.getByRole('button', { name: 'Trade', exact: true });
    expect(await trade.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Buy/ }).click();
    await page.getByRole('spinbutton', { name: 'Lot size', exact: true }).fill('0.1');
    await trade.click();
    await page.getByText('Trade Placed Successfully').first().waitFor();
    await page.getByText('Your order has been executed.').first().waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes('Used Margin$0.00'));
    expect(await footerFigure(page, 'Used Margin').textContent()).toMatch(/^\$\d/);
    expect(await footerFigure(page, 'Used Margin').textContent()).not.toBe('$0.00');
    await shot(page, 'dashboard-open-trade');

    const dialog = await openList(page, 'Open Trades', 'Open Orders');
    const row = dialog.locator('tbody tr').first();
    await expect(row.textContent()).resolves.toContain(SYMBOL);
    await expect(row.textContent()).resolves.toContain('Buy');
    await expect(row.locator('td').nth(4).textContent()).resolves.toBe('0.10');
    await shot(page, 'open-orders-dialog');
    await context.close();
  });

  it('SL/TP editor, when a buy stop loss is set above the price, then it shows the spec message and blocks Update', async () => {
    let order = { id: 0, open_price: 0 };
    const { page, context } = await openDashboard(async (token) => {
      order = await placeByApi(token, { side: 'buy', order_type: 'market', volume: 0.01, open_price: await askOf(SYMBOL) });
    });
    const dialog = await openList(page, 'Open Trades', 'Open Orders');
    await dialog.getByRole('button', { name: `S/L of order ${order.id}` }).click();
    const editor = page.getByRole('dialog', { name: `Stop Loss / Take Profit #${order.id}` });
    await editor.waitFor();
    await editor.getByRole('switch', { name: 'Stop Loss' }).click();
    await editor.getByLabel('Stop Loss price').fill(String(Math.round(order.open_price * 1.5)));
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

  it('close, when the trader confirms Yes, then the trade moves to Trade History and the balance changes', async () => {
    let order = { id: 0, open_price: 0 };
    const { page, context } = await openDashboard(async (token) => {
      order = await placeByApi(token, { side: 'sell', order_type: 'market', volume: 0.1, open_price: await askOf(SYMBOL) });
    });
    await page.waitForFunction(() => !document.body.textContent?.includes('Balance—'));
    const balanceBefore = await footerFigure(page, 'Balance').textContent();
    const dialog = await openList(page, 'Open Trades', 'Open Orders');
    await dialog.locator(`tr[data-order-id="${order.id}"]`).getByRole('button', { name: 'CLOSE', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Close Trade #${order.id}` });
    await confirm.waitFor();
    await shot(page, 'close-trade-dialog');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByText('No open orders').waitFor();
    await page.keyboard.press('Escape');

    const history = await openList(page, 'Trade History', 'Trade History');
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

  it('pending order, when a Buy Limit is placed below the market, then it shows under Pending Orders', async () => {
    const { page, context } = await openDashboard();
    await page.getByRole('tab', { name: 'Advanced trades' }).click();
    await page.getByRole('switch', { name: 'Pending order' }).click();
    const trade = page.getByRole('button', { name: 'Trade', exact: true });
    await page.getByLabel('Order type').selectOption({ label: 'Buy Limit' });
    expect(await trade.isDisabled()).toBe(true);
    await page.getByLabel('Trigger price').fill('30000');
    await trade.click();
    await page.getByText('Trade Placed Successfully').first().waitFor();
    await shot(page, 'dashboard-pending-placed');

    const dialog = await openList(page, 'Pending Trades', 'Pending Orders');
    const row = dialog.locator('tbody tr').first();
    await expect(row.textContent()).resolves.toContain('Buy Limit');
    await expect(row.locator('td').nth(5).textContent()).resolves.toBe('30000.00');
    await shot(page, 'pending-orders-dialog');
    await row.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByText('No pending orders').waitFor();
    await context.close();
  });

  it('a second trader, when they sign in after a logout in the same tab, then the footer follows their own account live', async () => {
    const second = await signUpByApi('demo');
    const { context, page } = await openDashboard();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(second.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard**');
    await expect.poll(() => footerFigure(page, 'Used Margin').textContent()).toBe('$0.00');

    await placeByApi(second.token, { side: 'buy', order_type: 'market', volume: 0.1 });

    // Only the socket can move it: no polling, no reload since the sign-in.
    await expect.poll(() => footerFigure(page, 'Used Margin').textContent(), { timeout: 10_000 }).not.toBe('$0.00');
    await context.close();
  });
});
