import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PASSWORD, signUpByApi } from '../support/api.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { DashboardPage, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the language of the screens', () => {
  it('Hindi, when chosen on the sign-in screen, then the signed-in screens speak it and the server keeps it for another device', async () => {
    const { email } = await signUpByApi('demo');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('radio', { name: 'हिन्दी' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: /बैंकिंग/ }).waitFor();
    // Chosen before sign-in, kept on the server from the first screen after it.
    await page.getByRole('button', { name: /भाषा/ }).click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await context.close();

    const elsewhere = await newContext(browser);
    await elsewhere.addInitScript((value) => localStorage.setItem('token', value!), token);
    const other = await elsewhere.newPage();
    await new DashboardPage(other).open();
    await other.getByRole('button', { name: /बैंकिंग/ }).waitFor();
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('hi');
    await elsewhere.close();
  });

  it('English, when chosen back in the top bar, then the screens and the server return to English', async () => {
    const { page, context, token } = await signedIn(browser);
    await new DashboardPage(page).open();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: /बैंकिंग/ }).waitFor();
    await page.getByRole('button', { name: /भाषा/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: /Banking/ }).waitFor();
    await expect
      .poll(
        async () =>
          (
            (await (await fetch(`${new URL(page.url()).origin}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
              language: string;
            }
          ).language,
      )
      .toBe('en');
    await context.close();
  });
});
