import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, phone } from '../support/browser.ts';
import { JS_CEILING_BYTES, measureJsTransfer, type JsTransfer } from '../support/js-transfer.ts';
import { signedIn } from '../support/pages.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const report = (transfer: JsTransfer) => transfer.files.map((file) => `${file.url} ${kb(file.bytes)}`).join('\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('delivery: JavaScript a first visit transfers (Chromium, empty cache)', () => {
  it('/login, when opened with an empty cache, then no more JavaScript than the kept ceiling (99 kB, brotli)', async () => {
    const context = await newContext(browser);
    const transfer = await measureJsTransfer(context, '/login', (page) => page.getByRole('button', { name: 'Login' }).waitFor());
    await context.close();
    expect(transfer.bytes, report(transfer)).toBeLessThanOrEqual(JS_CEILING_BYTES.login);
  });

  it('/dashboard, when a signed-in trader opens it with an empty cache, then no more JavaScript than the kept ceiling (198 kB)', async () => {
    const { context } = await signedIn(browser);
    const transfer = await measureJsTransfer(context, '/dashboard?symbol=EURUSD', (page) =>
      page.getByRole('tab', { name: 'Market execution' }).waitFor(),
    );
    await context.close();
    expect(transfer.bytes, report(transfer)).toBeLessThanOrEqual(JS_CEILING_BYTES.dashboard);
  });
});

describe('delivery: a page opened before a deploy', () => {
  it('a screen whose code the server no longer has, when the trader opens it, then the page reloads once to the new build and shows it', async () => {
    const { context, page } = await signedIn(browser, { context: phone });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // The deploy: the hashed file of the reports screen that this page's build names is gone until the page
    // reloads (a new build's index.html would name new files).
    let refused = 0;
    let gone = true;
    await page.route(/\/assets\/reports-page-[^/]+\.js$/, async (route) => {
      if (!gone) return route.fallback();
      refused++;
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"gone"}' });
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest()) gone = false;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Reports' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    expect(page.url()).toMatch(/\/reports$/);
    expect(refused).toBeGreaterThan(0);
    await context.close();
  });
});
