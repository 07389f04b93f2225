import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiCall, askOf, PASSWORD, placeByApi, signUpByApi } from '../support/api.ts';
import { desktop, launchBrowser, newContext, phone } from '../support/browser.ts';
import { latinWordsOn, namesAndCodes } from '../support/latin-words.ts';
import { DashboardPage, shot, signedIn } from '../support/pages.ts';

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
    // The sign-in screen itself now speaks Hindi.
    await page.getByRole('textbox', { name: 'ईमेल' }).fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'लॉग इन करें' }).click();
    await page.getByRole('button', { name: /बैंकिंग/ }).waitFor();
    // Chosen before sign-in, kept on the server from the first screen after it.
    await page.getByRole('button', { name: /भाषा/ }).click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await context.close();

    const elsewhere = await newContext(browser);
    await elsewhere.addInitScript((value) => localStorage.setItem('token', value!), token);
    const other = await elsewhere.newPage();
    await other.goto('/dashboard');
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

// Crypto trades around the clock: the open position and the pending order exist on any day.
const SYMBOL = 'BTCUSDT';

/** A trader who chose Hindi (kept on the server), in the light theme, with an open position and a pending order. */
function hindiTrader(context: BrowserContextOptions) {
  return signedIn(browser, {
    context,
    theme: 'light',
    arrange: async (token) => {
      await apiCall('POST', '/user/language', { language: 'hi' }, token);
      const ask = await askOf(SYMBOL);
      await placeByApi(token, { symbol: SYMBOL, side: 'buy', volume: 0.01, open_price: ask });
      await placeByApi(token, { symbol: SYMBOL, side: 'buy', order_type: 'limit', volume: 0.01, trigger_price: Math.round(ask * 0.99) });
    },
  });
}

const noEnglishOn = async (page: Page, allowed: Set<string>) => expect(await latinWordsOn(page, allowed)).toEqual([]);
const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the trading screens in Hindi', () => {
  it('the desktop dashboard, its order lists and the SL/TP editor, when shown in Hindi, then write no English but names, codes and numbers', async () => {
    const allowed = await namesAndCodes();
    const { page, context } = await hindiTrader(desktop);
    await page.goto(`/dashboard?symbol=${SYMBOL}`);
    await page.getByRole('tab', { name: 'मार्केट एक्ज़ीक्यूशन' }).waitFor();
    await page.getByRole('region', { name: 'ओपन ट्रेड' }).locator('tr[data-order-id]').waitFor();
    await noEnglishOn(page, allowed);
    expect(await fitsTheWidth(page)).toBe(true);
    await shot(page, 'hindi-light-dashboard-1440x900');

    await page.getByRole('tab', { name: 'एडवांस्ड ट्रेड' }).click();
    await page.getByRole('switch', { name: 'पेंडिंग ऑर्डर' }).click();
    await page.getByRole('radio', { name: /खरीद/ }).click();
    await page.getByRole('switch', { name: 'स्टॉप लॉस' }).click();
    await page.getByRole('switch', { name: 'रिस्क के हिसाब से लॉट' }).click();
    await page.getByText('ट्रिगर भाव').waitFor();
    await noEnglishOn(page, allowed);
    await shot(page, 'hindi-light-ticket-1440x900');

    for (const [button, title, name] of [
      ['पेंडिंग ट्रेड', 'पेंडिंग ऑर्डर', 'pending-orders'],
      ['ट्रेड हिस्ट्री', 'ट्रेड हिस्ट्री', 'history'],
      ['ओपन ट्रेड', 'ओपन ट्रेड', 'open-orders'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog
        .locator(name === 'history' ? 'td' : 'tr[data-order-id]')
        .first()
        .waitFor();
      await noEnglishOn(page, allowed);
      await shot(page, `hindi-light-${name}-1440x900`);
      if (name !== 'open-orders') {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    await page
      .getByRole('dialog', { name: 'ओपन ट्रेड' })
      .getByRole('button', { name: /का स्टॉप लॉस$/ })
      .click();
    const editor = page.getByRole('dialog', { name: /^स्टॉप लॉस \/ टेक प्रॉफ़िट #/ });
    await editor.waitFor();
    await editor.getByRole('switch', { name: 'ट्रेलिंग स्टॉप' }).click();
    await noEnglishOn(page, allowed);
    await shot(page, 'hindi-light-sl-tp-editor-1440x900');
    await context.close();
  });

  it('the mobile trading screen and its positions, when shown in Hindi at 390×844, then write no English but names, codes and numbers, and fit the width', async () => {
    const allowed = await namesAndCodes();
    const { page, context } = await hindiTrader(phone);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /, पेयर बदलें$/ }).waitFor();
    await page.getByRole('button', { name: /^बेचें ?\d/ }).waitFor();
    await noEnglishOn(page, allowed);
    expect(await fitsTheWidth(page)).toBe(true);
    await shot(page, 'hindi-light-mobile-390x844');

    await page.getByRole('button', { name: /^पोज़िशन/ }).click();
    const positions = page.getByRole('dialog', { name: 'ओपन पोज़िशन' });
    await positions.locator('li', { hasText: SYMBOL }).first().waitFor();
    await noEnglishOn(page, allowed);
    expect(await fitsTheWidth(page)).toBe(true);
    await shot(page, 'hindi-light-mobile-positions-390x844');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'रिस्क', exact: true }).click();
    await page.getByRole('dialog', { name: 'रिस्क के हिसाब से लॉट' }).waitFor();
    await noEnglishOn(page, allowed);
    await shot(page, 'hindi-light-mobile-risk-390x844');
    await context.close();
  });

  it('the reports screen, when shown in Hindi, then writes no English but names, codes and numbers', async () => {
    const allowed = await namesAndCodes(['CSV', 'PDF']);
    const { page, context } = await hindiTrader(desktop);
    await page.goto('/reports');
    await page.getByRole('heading', { name: 'रिपोर्ट', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'स्टेटमेंट' }).getByText('शुरुआती बैलेंस').waitFor();
    await page.getByRole('region', { name: 'ट्रेड हिस्ट्री' }).getByText('0 ट्रेड').waitFor();
    await noEnglishOn(page, allowed);
    await shot(page, 'hindi-light-reports-1440x900');
    await context.close();
  });
});
