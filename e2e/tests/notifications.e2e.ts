import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PASSWORD, signUpByApi } from '../support/api.ts';
import { baseUrl, launchBrowser, launchPushBrowser, phone } from '../support/browser.ts';
import { shot, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through the API from a browser this login has (or has not) used: a new one is news. */
async function signInFrom(email: string, userAgent: string) {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('notification bell: the account news', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`sign-ins from new devices, when the trader opens the bell (desktop, ${theme}), then each is listed unread and a click opens the profile and marks one read`, async () => {
      const { page, context, email } = await signedIn(browser, { theme });
      await signInFrom(email, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36');
      await signInFrom(email, FIREFOX);
      await signInFrom(email, SAFARI);
      await page.goto('/dashboard?symbol=EURUSD');
      // The sign-up's client was the first device: the three sign-ins after it are news.
      await page.getByRole('button', { name: 'Notifications: 3 unread' }).click();
      const bell = page.getByRole('group', { name: 'Notifications' });
      await expect.poll(() => bell.getByRole('menuitem').count()).toBe(3);
      await bell.getByRole('menuitem').filter({ hasText: 'Safari' }).getByText('New sign-in to your account').waitFor();
      await page.getByRole('menuitem', { name: 'Mark all as read' }).waitFor();
      // Browser notifications are offered once the bell has checked this browser's subscription.
      await page.getByRole('menuitem', { name: 'Turn on browser notifications' }).waitFor();
      await shot(page, `bell-desktop-${theme}`);
      await bell.getByRole('menuitem').filter({ hasText: 'Firefox' }).click();
      await page.waitForURL(/\/profile$/);
      await page.getByRole('button', { name: 'Notifications: 2 unread' }).waitFor();
      await context.close();
    }, 60_000);

    it(`the bell, when opened on a phone (${theme}), then lists the news within the screen`, async () => {
      const { page, context, email } = await signedIn(browser, { context: phone, theme });
      await signInFrom(email, FIREFOX);
      await signInFrom(email, SAFARI);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Notifications: 2 unread' }).click();
      const item = page.getByRole('group', { name: 'Notifications' }).getByRole('menuitem').first();
      await item.getByText('New sign-in to your account').waitFor();
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await shot(page, `bell-phone-${theme}`);
      await context.close();
    }, 60_000);
  }
});

describe('the installable app and its service worker', () => {
  it('the app, when opened, then names its manifest (standalone, start at /dashboard, 192 and 512 px icons that load) and its worker controls the page', async () => {
    const { page, context } = await signedIn(browser);
    await page.goto('/dashboard');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Trading Platform', start_url: '/dashboard', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      // A PNG's signature.
      expect([...(await response.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
    expect(worker).toBe(`${new URL(page.url()).origin}/sw.js`);
    await context.close();
  });

  it('a sign-in from a new device, when the trader turned browser notifications on in the bell, then the server’s encrypted push reaches Chromium through its push service and the worker shows the news', async () => {
    const { token, email } = await signUpByApi('demo');
    const { context, close } = await launchPushBrowser();
    try {
      await context.grantPermissions(['notifications'], { origin: baseUrl() });
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
      // Chromium's subscription names its vendor's host (…google.com/fcm/send/<token>); the tests' push
      // service answers that path, so the server is handed the same subscription at the service's address.
      const { pushOrigin } = inject('pushService');
      await context.route('**/api/push/subscriptions', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const subscription = route.request().postDataJSON() as { endpoint: string };
        await route.continue({
          postData: JSON.stringify({ ...subscription, endpoint: pushOrigin + new URL(subscription.endpoint).pathname }),
        });
      });
      const page = await context.newPage();
      await page.goto('/dashboard?symbol=EURUSD');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('menuitem', { name: 'Turn on browser notifications' }).click();
      await page.getByText('Browser notifications are on.').first().waitFor();

      await signInFrom(email, FIREFOX);

      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })),
        );
      await expect.poll(shown, { timeout: 30_000 }).toHaveLength(1);
      expect(await shown()).toEqual([
        {
          title: 'New sign-in to your account',
          body: expect.stringMatching(/^Firefox 128 on .+ from .+\. If this was not you, change your password\.$/),
          tag: expect.stringMatching(/^new_sign_in:\d+$/),
        },
      ]);
    } finally {
      await close();
    }
  });
});
