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
