import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { apiCall } from '../support/api.ts';
import { DashboardPage, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Layout = { chart_type: string; price_scale: string; interval: number };
const layoutOf = async (token: string) => (await apiCall<{ layout: Layout | null }>('GET', '/chart/layout', undefined, token)).layout;

describe('chart types and reading aids', () => {
  it('Heikin-Ashi and the log scale, when chosen, then are saved for the trader and back after a reload', async () => {
    const { page, context, token } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    await page.getByRole('combobox', { name: 'Chart type' }).selectOption('heikin_ashi');
    await page.getByRole('combobox', { name: 'Price scale' }).selectOption('log');
    await page.getByRole('button', { name: '15', exact: true }).click();
    await expect
      .poll(() => layoutOf(token), { timeout: 8000 })
      .toMatchObject({ chart_type: 'heikin_ashi', price_scale: 'log', interval: 900 });
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Chart type' }).inputValue()).toBe('heikin_ashi');
    await expect.poll(() => page.getByRole('combobox', { name: 'Price scale' }).inputValue()).toBe('log');
    await page.getByRole('button', { name: '15', exact: true, pressed: true }).waitFor();
    await context.close();
  });

  it("the saved layout, when the server cannot answer it, then the chart still shows the default hour's bars", async () => {
    const { page, context } = await signedIn(browser);
    await page.route('**/api/chart/layout', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.continue(),
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/ohlc') asked.push(url.searchParams.get('interval')!);
    });
    await new DashboardPage(page).open('EURUSD');
    await page.locator('[data-testid="price-chart"][data-last-time]').waitFor();
    expect(new Set(asked)).toEqual(new Set(['3600']));
    await context.close();
  });

  it('the legend, when the crosshair is on a bar, then shows its open, high, low, close and change', async () => {
    const { page, context } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    const canvas = page.getByTestId('price-chart');
    await canvas.locator('canvas').first().waitFor();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
    const legend = page.getByTestId('chart-legend');
    await expect.poll(() => legend.textContent()).toMatch(/^O\d\.\d{5}H\d\.\d{5}L\d\.\d{5}C\d\.\d{5}[+−]\d\.\d{5} \([+−]\d+\.\d{2}%\)$/);
    await context.close();
  });

  it('Save chart as PNG, when clicked, then downloads a PNG image of the chart', async () => {
    const { page, context } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    await page.getByTestId('price-chart').locator('canvas').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save chart as PNG' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^EURUSD-\d+s\.png$/);
    const file = fs.readFileSync((await download.path())!);
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(file.length).toBeGreaterThan(5000);
    await context.close();
  });
});
