// JavaScript bytes a first visit transfers (empty cache), as Chromium's network layer counts
// them: compressed body plus headers of every script response, until the page is idle.
// Shared by the budget test (e2e/tests/delivery.e2e.ts) and `npm run bench -- delivery`.
import type { BrowserContext, Page } from 'playwright-core';

/** Goal 1 of issue 16: JavaScript transferred for a first visit (the bench reports met / NOT met). */
export const JS_GOAL_BYTES = { login: 90 * 1024, dashboard: 180 * 1024 } as const;
/**
 * What the browser test holds the build to until the goal is reached: today's figures plus a few per
 * cent, so a regression fails CI. Lower these as chunks move out of the first view; never raise them
 * without saying why in the commit. Last lowered by issue 16 (login 147.8 → 96.8 → 95.7 kB, dashboard
 * 242.1 → 211.9 → 197.3 kB measured): no zod in either first view (the first views read plain
 * constants and types; forms load their shared schema on first use, the socket its event contract with
 * the first checked event), no react-hook-form on the login form, each chunk with its own lucide icons,
 * TanStack Query only with the screens that use it (not sign-in's), fewer and larger files; then our
 * own tabs instead of Radix's (Radix now loads with the first dialog or menu), engine.io-client with
 * its websocket transport only, the order lists, the line-move confirm, the one-click panel, the Advanced
 * tab's fields, an order's answer, the price-alert form, a trade's fill details and the switch-to-live
 * confirm on first use, the dashboard's route and trading texts in the files that load with them, no
 * modulepreload polyfill (so no separate entry file). The login goal (90 kB) is not met; the
 * dashboard's 180 kB neither (its 198 kB allowance after the indicators is). What is left is mostly
 * libraries: react-dom ~48 kB, react-router ~11 kB, i18next ~9 kB (both views); lightweight-charts ~47 kB, TanStack Query ~10 kB, socket.io-client ~10 kB and
 * the symbol list's 15 currency flags ~3 kB (dashboard). Issue 33 brought the dashboard's ceiling back from 204 kB to its
 * 198 kB allowance (measured 196.9 kB with the phone's new screens in the phone's own chunks, merged with issue 27's web changes).
 * Merging issues 28 and 29 (the contract specification's ⓘ on every row, the account menu) took it to 199.5 kB: the
 * ceiling was 200 kB until issue 33's item 7 won those 1.5 kB back: the open menus' items (the account menu's
 * rows, the bell's list with its Web Push switch, the avatar menu, the theme choices) load with their menu, fetched
 * when its trigger is pointed at, and the ⓘ button travels with the chart-trading file instead of its own
 * (measured 197.7 kB, from 199.5): the ceiling is back at the 198 kB allowance.
 */
export const JS_CEILING_BYTES = { login: 99 * 1024, dashboard: 198 * 1024 } as const;

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
