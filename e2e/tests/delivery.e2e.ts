import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.ts';
import { JS_CEILING_BYTES, measureJsTransfer, type JsTransfer } from '../support/js-transfer.ts';
import { signedIn } from '../support/pages.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const report = (transfer: JsTransfer) => transfer.files.map((file) => `${file.url} ${kb(file.bytes)}`).join('\n');

describe('delivery: JavaScript a first visit transfers (Chromium, empty cache)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('/login, when opened with an empty cache, then no more JavaScript than the kept ceiling (99 kB, brotli)', async () => {
    const context = await newContext(browser);
    const transfer = await measureJsTransfer(context, '/login', (page) => page.getByRole('button', { name: 'Login' }).waitFor());
    await context.close();
    expect(transfer.bytes, report(transfer)).toBeLessThanOrEqual(JS_CEILING_BYTES.login);
  });

  it('/dashboard, when a signed-in trader opens it with an empty cache, then no more JavaScript than the kept ceiling (204 kB)', async () => {
    const { context } = await signedIn(browser);
    const transfer = await measureJsTransfer(context, '/dashboard?symbol=EURUSD', (page) =>
      page.getByRole('tab', { name: 'Market execution' }).waitFor(),
    );
    await context.close();
    expect(transfer.bytes, report(transfer)).toBeLessThanOrEqual(JS_CEILING_BYTES.dashboard);
  });
});
