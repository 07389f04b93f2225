import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiCall, signUpByApi } from '../support/api.ts';
import { baseUrl, desktop, launchBrowser, newContext, phone } from '../support/browser.ts';

// Crypto trades around the clock, so these tests do not depend on the day of the week.
const screens = process.env.SCREENS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function trade(token: string, symbol: string, side: 'buy' | 'sell'): Promise<number> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const placed = await fetch(`${baseUrl()}/api/place`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ symbol, side, volume: 0.01, leverage: 400 }),
  });
  if (!placed.ok) throw new Error(`place → ${placed.status}: ${await placed.text()}`);
  const id = ((await placed.json()) as { data: { order: { id: number } } }).data.order.id;
  await apiCall('POST', '/order/close', { order_id: id }, token);
  return id;
}

async function reportsPage(token: string, options: BrowserContextOptions): Promise<Page> {
  const context = await newContext(browser, { ...options, acceptDownloads: true });
  await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  const page = await context.newPage();
  await page.goto('/reports');
  await page.getByRole('heading', { name: 'Reports' }).waitFor();
  await page
    .getByRole('region', { name: 'Trade history' })
    .getByText(/\d+ trades/)
    .waitFor();
  return page;
}

describe('reports screen', () => {
  let token: string;
  const btc: number[] = [];
  beforeAll(async () => {
    ({ token } = await signUpByApi('demo'));
    btc.push(await trade(token, 'BTCUSDT', 'buy'), await trade(token, 'BTCUSDT', 'sell'));
    await trade(token, 'ETHUSDT', 'buy');
  });

  it('the screen, when opened from the avatar menu at 1440×900, then shows the figures, curve, breakdowns and history', async () => {
    const context = await newContext(browser, desktop);
    await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await page.waitForURL('**/reports');
    await page.getByRole('region', { name: 'Trade history' }).getByText('3 trades').waitFor();
    const cards = page.locator('.reports-card');
    await expect(cards.filter({ hasText: 'Trades' }).locator('dd').textContent()).resolves.toBe('3');
    await page.getByRole('region', { name: 'P/L by instrument' }).getByText('BTCUSDT').waitFor();
    await page.getByRole('region', { name: 'P/L by instrument' }).getByText('ETHUSDT').waitFor();
    await page.getByRole('region', { name: 'Statement' }).getByText('Closing balance').waitFor();
    await page.locator('.reports-chart canvas').first().waitFor();
    if (screens) await page.screenshot({ path: `${screens}/reports-1440x900.png`, fullPage: true });
    await context.close();
  });

  it('the history filtered to one symbol, when exported to CSV, then the file holds exactly the filtered trades', async () => {
    const page = await reportsPage(token, desktop);
    await page.getByRole('textbox', { name: 'Symbol' }).fill('btcusdt');
    await page.getByRole('button', { name: 'Apply' }).click();
    const history = page.getByRole('region', { name: 'Trade history' });
    await history.getByText('2 trades').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^trades-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8').trim();
    const [header, ...lines] = text.split('\n');
    const columns = header!.split(',');
    const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
    expect(rows.map((row) => Number(row.id)).sort()).toEqual([...btc].sort());
    expect(rows.every((row) => row.symbol === 'BTCUSDT' && row.status === 'closed' && row.close_reason === 'manual')).toBe(true);
    await page.context().close();
  });

  it('the screen, when opened from the mobile menu at 390×844, then fits the width', async () => {
    const context = await newContext(browser, phone);
    await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('region', { name: 'Trade history' }).getByText('3 trades').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (screens) await page.screenshot({ path: `${screens}/reports-390x844.png`, fullPage: true });
    await context.close();
  });
});
