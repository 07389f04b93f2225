import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, phone } from '../support/browser.ts';
import { apiCall } from '../support/api.ts';
import { DashboardPage, MobileTradingPage, shot, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const canvas = (page: Page) => page.getByTestId('price-chart');
const drawingCount = async (page: Page) => Number(await canvas(page).getAttribute('data-drawings'));

/**
 * Picks a tool and, once the chart's drawing layer has taken it (its code loads on the first pick),
 * clicks its points, given as shares of the price pane's width and height.
 */
async function draw(page: Page, tool: string, points: [number, number][]) {
  await page.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', { name: tool, exact: true }).click();
  const kind = tool.toLowerCase().replace('fibonacci', 'fib').replace(/ /g, '_');
  await page.locator(`[data-testid="price-chart"][data-drawing-tool="${kind}"]`).waitFor();
  const box = (await canvas(page).boundingBox())!;
  for (const [x, y] of points) await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

const savedKinds = async (token: string, symbol: string) =>
  (await apiCall<{ drawings: { kind: string }[] }>('GET', `/chart/drawings/${symbol}`, undefined, token)).drawings.map((d) => d.kind);

describe('chart drawings', () => {
  it('a trend line and a Fibonacci retracement, when drawn on the desktop chart, then they are saved and back after a reload and in a second browser', async () => {
    const { page, context, token } = await signedIn(browser);
    const dashboard = new DashboardPage(page);
    await dashboard.open('EURUSD');
    await canvas(page).locator('canvas').first().waitFor();
    await draw(page, 'Trend line', [
      [0.25, 0.55],
      [0.55, 0.3],
    ]);
    await expect.poll(() => drawingCount(page)).toBe(1);
    await draw(page, 'Fibonacci retracement', [
      [0.35, 0.6],
      [0.65, 0.25],
    ]);
    await expect.poll(() => drawingCount(page)).toBe(2);
    await expect.poll(() => savedKinds(token, 'EURUSD')).toEqual(['trend_line', 'fib_retracement']);
    await shot(page, 'chart-drawings-desktop');

    await page.reload();
    await expect.poll(() => drawingCount(page)).toBe(2);

    const second = await newContext(browser);
    await second.addInitScript((value) => localStorage.setItem('token', value), token);
    const other = await second.newPage();
    await new DashboardPage(other).open('EURUSD');
    await expect.poll(() => drawingCount(other)).toBe(2);
    await second.close();
    await context.close();
  });

  it('a drawing, when selected, restyled, deleted and the delete undone, then the server holds each state in turn', async () => {
    const { page, context, token } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    await canvas(page).locator('canvas').first().waitFor();
    await draw(page, 'Horizontal line', [[0.4, 0.45]]);
    await expect.poll(() => drawingCount(page)).toBe(1);
    const styleBar = page.getByRole('toolbar', { name: 'Selected Horizontal line' });
    await styleBar.getByRole('radio', { name: '#ef4444' }).click();
    const colourOf = async () =>
      (await apiCall<{ drawings: { color: string }[] }>('GET', '/chart/drawings/EURUSD', undefined, token)).drawings[0]?.color;
    await expect.poll(colourOf).toBe('#ef4444');
    await styleBar.getByRole('button', { name: 'Delete drawing' }).click();
    await expect.poll(() => savedKinds(token, 'EURUSD')).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => savedKinds(token, 'EURUSD')).toEqual(['horizontal_line']);
    await context.close();
  });

  it('a horizontal line, when dragged down with the pointer, then it moves to a lower price and the server keeps the move', async () => {
    const { page, context, token } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    await canvas(page).locator('canvas').first().waitFor();
    await draw(page, 'Horizontal line', [[0.4, 0.4]]);
    await expect.poll(() => drawingCount(page)).toBe(1);
    const priceOf = async () =>
      (await apiCall<{ drawings: { points: { price: number }[] }[] }>('GET', '/chart/drawings/EURUSD', undefined, token)).drawings[0]
        ?.points[0]?.price;
    await expect.poll(priceOf).toBeGreaterThan(0);
    const before = (await priceOf())!;
    const box = (await canvas(page).boundingBox())!;
    const [x, y] = [box.x + box.width * 0.4, box.y + box.height * 0.4];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(x, y + step * 10);
    await page.mouse.up();
    await expect.poll(priceOf).toBeLessThan(before);
    await context.close();
  });

  it('a trend line and a Fibonacci retracement, when drawn on the phone chart (390 px), then they are back after a reload', async () => {
    const { page, context, token } = await signedIn(browser, { context: phone });
    await new MobileTradingPage(page).open();
    await canvas(page).locator('canvas').first().waitFor();
    await page.getByRole('button', { name: 'Drawing tools' }).click();
    await draw(page, 'Trend line', [
      [0.2, 0.5],
      [0.6, 0.3],
    ]);
    await draw(page, 'Fibonacci retracement', [
      [0.3, 0.6],
      [0.7, 0.2],
    ]);
    await expect.poll(() => savedKinds(token, 'NZDUSD')).toEqual(['trend_line', 'fib_retracement']);
    await shot(page, 'chart-drawings-phone');
    await page.reload();
    await expect.poll(() => drawingCount(page)).toBe(2);
    await context.close();
  });
});
