import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PASSWORD } from '../support/api.ts';
import { baseUrl, launchBrowser, phone } from '../support/browser.ts';
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

  it('a push message, when the browser delivers it to the worker, then it shows as a notification with the server’s title and text', async () => {
    const { page, context } = await signedIn(browser);
    await context.grantPermissions(['notifications']);
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // What the browser's push service would hand the worker (the server's encryption is the server tests' subject).
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    const registration = new Promise<{ registrationId: string }>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (ours) resolve(ours);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: (await registration).registrationId,
      data: JSON.stringify({ title: 'Order #42 filled', body: 'Sell 0.10 lots EURUSD at 1.09750', url: '/dashboard', tag: 'fill:42' }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })),
        ),
      )
      .toEqual([{ title: 'Order #42 filled', body: 'Sell 0.10 lots EURUSD at 1.09750', tag: 'fill:42' }]);
    await context.close();
  });
});
