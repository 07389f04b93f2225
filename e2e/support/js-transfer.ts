// JavaScript bytes a first visit transfers (empty cache), as Chromium's network layer counts
// them: compressed body plus headers of every script response, until the page is idle.
// Shared by the budget test (e2e/tests/delivery.e2e.ts) and `npm run bench -- delivery`.
import type { BrowserContext, Page } from 'playwright-core';

/** Goal 1 of issue 16: JavaScript transferred for a first visit (the bench reports met / NOT met). */
export const JS_GOAL_BYTES = { login: 90 * 1024, dashboard: 180 * 1024 } as const;
/**
 * What the browser test holds the build to until the goal is reached: today's figures plus a few per
 * cent, so a regression fails CI. Lower these as chunks move out of the first view; never raise them
 * without saying why in the commit. Last lowered by issue 16 (toaster, dialogs, top-bar menus and the
 * mobile menu load on first use; hashed assets without document-only headers): login 167.6 kB,
 * dashboard 240.0 kB measured. The goals (90 / 180 kB) are not met: react-dom alone is about 60 kB.
 * Raised by issue 17: the English catalogue the entry carries now holds every trader screen's texts
 * and the server-message map (login 186.8 kB, dashboard 269.8 kB measured). Lowered by issue 16 again:
 * the catalogue loads by screen (the server messages only with another language), one first-view and
 * one signed-in chunk instead of a dozen small files, no validators on hashed assets, sign-up's form and
 * the order editors on first use: login 146.8 kB, dashboard 239.5 kB measured. What is left is mostly
 * libraries both views run: react-dom ~54 kB, zod ~26 kB (the shared schemas; classic zod does not
 * tree-shake), react-router ~12 kB, i18next ~12 kB, TanStack Query ~11 kB, react-hook-form ~13 kB
 * (login); lightweight-charts ~47 kB and socket.io-client ~15 kB (dashboard).
 */
export const JS_CEILING_BYTES = { login: 151 * 1024, dashboard: 246 * 1024 } as const;

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
