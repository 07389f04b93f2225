// JavaScript bytes a first visit transfers (empty cache), as Chromium's network layer counts
// them: compressed body plus headers of every script response, until the page is idle.
// Shared by the budget test (e2e/tests/delivery.e2e.ts) and `npm run bench -- delivery`.
import type { BrowserContext, Page } from 'playwright-core';

/** Goal 1 of issue 16: JavaScript transferred for a first visit (the bench reports met / NOT met). */
export const JS_GOAL_BYTES = { login: 90 * 1024, dashboard: 180 * 1024 } as const;
/**
 * What the browser test holds the build to until the goal is reached: today's figures after main's i18n
 * landed (login 165 kB, dashboard 244 kB, brotli) plus 5 %, so a regression fails CI. Lower these as chunks move
 * out of the first view; never raise them without saying why in the commit.
 */
// A ceiling against regressions, not the goal (90 / 180 kB, not met): raised once the i18n, security, alerts
// and risk-tools work landed (login 177 kB, dashboard 270 kB measured), plus a few per cent.
export const JS_CEILING_BYTES = { login: 184 * 1024, dashboard: 280 * 1024 } as const;

export interface JsTransfer {
  bytes: number;
  files: Array<{ url: string; bytes: number }>;
}

/**
 * Opens `path` in a fresh page of `context` and sums the script bytes transferred until `ready`
 * resolves and the network has been quiet for half a second.
 */
export async function measureJsTransfer(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<JsTransfer> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const files: JsTransfer['files'] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scripts.get(event.requestId);
    if (url) files.push({ url: new URL(url).pathname, bytes: event.encodedDataLength });
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files: files.sort((a, b) => b.bytes - a.bytes) };
}
