import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiCall, PASSWORD, placeByApi, signUpByApi } from '../support/api.ts';
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
    // P/L by day: a calendar with weekday columns and today's cell labelled with its result and trade count.
    const today = new Date().toISOString().slice(0, 10);
    const calendar = page.getByRole('list', { name: 'P/L by day' });
    await calendar.getByRole('listitem', { name: new RegExp(`^${today}: .+ \\(3 trades\\)$`) }).waitFor();
    await page.getByRole('region', { name: 'P/L by day' }).getByText('Mon', { exact: true }).waitFor();
    // Balance and P/L on their own axes, named; each trade with its ticket and its open and close prices.
    await page.getByText('Cumulative P/L (left axis)').waitFor();
    await page.getByText('Balance (right axis)').waitFor();
    const history = page.getByRole('region', { name: 'Trade history' });
    for (const column of ['Ticket', 'Open price', 'Close price'])
      await history.getByRole('columnheader', { name: column, exact: false }).first().waitFor();
    await history
      .getByRole('row')
      .filter({ hasText: `#${btc[0]}` })
      .waitFor();
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

  it('the period, when typed as dd.mm.yyyy, then the report asks for that ISO day and a wrong date is refused with a message', async () => {
    const page = await reportsPage(token, desktop);
    const filters = page.getByRole('form', { name: 'Report filters' });
    const from = filters.getByRole('textbox', { name: 'From' });
    await expect(from.getAttribute('placeholder')).resolves.toBe('dd.mm.yyyy');
    await expect(from.inputValue()).resolves.toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await from.fill('31.02.2026');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await filters.getByRole('alert').getByText('Enter a date as dd.mm.yyyy.').waitFor();
    await from.fill('01.01.2026');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/reports/performance') && r.url().includes('from=2026-01-01')),
      filters.getByRole('button', { name: 'Apply' }).click(),
    ]);
    expect(new URL(request.url()).searchParams.get('from')).toBe('2026-01-01');
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

describe('the statement a trader files', () => {
  it('the PDF, when downloaded from the reports screen (light theme), then pdftotext finds the Hindi and Chinese name, each deal with its ticket and prices, the open position and the period-end equity', async () => {
    // A name in two scripts: the PDF embeds fonts for both.
    const { token } = await apiCall<{ token: string }>('POST', '/signup', {
      name: 'सुनील कुमार 王小明',
      email: `e2e-pdf-${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      account_type: 'demo',
    });
    const deals = [await trade(token, 'BTCUSDT', 'buy'), await trade(token, 'ETHUSDT', 'sell')];
    const open = await placeByApi(token, { symbol: 'BTCUSDT', side: 'buy', volume: 0.01 });
    const closed = (
      await apiCall<{ orders: { id: number; open_price: number; close_price: number }[] }>('GET', '/orders?status=closed', undefined, token)
    ).orders;

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-e2e-'));
    for (const size of [desktop, phone]) {
      const context = await newContext(browser, { ...size, acceptDownloads: true });
      await context.addInitScript((stored) => {
        localStorage.setItem('token', stored);
        localStorage.setItem('theme', 'light');
      }, token);
      const page = await context.newPage();
      await page.goto('/reports');
      await page.getByRole('region', { name: 'Trade history' }).getByText('2 trades').waitFor();
      await page.getByRole('region', { name: 'Statement' }).getByText('Closing balance').waitFor();
      const { width, height } = size.viewport!;
      if (screens) await page.screenshot({ path: `${screens}/reports-light-${width}x${height}.png`, fullPage: true });
      if (width > 1000) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('region', { name: 'Statement' }).getByRole('button', { name: 'Statement PDF' }).click(),
        ]);
        await download.saveAs(path.join(dir, 'statement.pdf'));
      }
      await context.close();
    }

    const file = path.join(dir, 'statement.pdf');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('सुनील कुमार');
    expect(text).toContain('王小明');
    const lineOf = (start: string) => text.split('\n').find((line) => line.trim().startsWith(start));
    for (const deal of closed.filter((order) => deals.includes(order.id))) {
      const row = lineOf(`#${deal.id}`);
      expect(row, `deal #${deal.id}`).toBeDefined();
      expect(row).toContain(deal.open_price.toFixed(2));
      expect(row).toContain(deal.close_price.toFixed(2));
    }
    expect(lineOf(`#${open.id}`), 'the open position').toContain(open.open_price.toFixed(2));
    expect(text).toMatch(/Equity\s+[\d,]+\.\d{2}/);
    if (screens) {
      // The first page as a trader sees it, drawn at a desktop's and a phone's width.
      for (const [width, name] of [
        [1440, 'statement-pdf-page1-1440'],
        [390, 'statement-pdf-page1-390'],
      ] as const)
        execFileSync('pdftoppm', [
          '-png',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          '-scale-to-x',
          String(width),
          '-scale-to-y',
          '-1',
          file,
          `${screens}/${name}`,
        ]);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
