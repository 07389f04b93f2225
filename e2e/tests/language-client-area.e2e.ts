// The signed-out screens, the client area (profile, deposit, withdrawal, support) and the legal pages in
// Hindi and the light theme: no English left but names, codes and numbers; axe finds nothing serious.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiCall, signUpByApi } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { desktop, launchBrowser, newContext, phone } from '../support/browser.ts';
import { latinWordsOn, namesAndCodes } from '../support/latin-words.ts';
import { shot } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Codes of the money screens: crypto tickers, chains, file types and the pay app's name. */
const BANKING_CODES = [
  'USDT',
  'TRC',
  'ERC',
  'BEP',
  'BNB',
  'BSC',
  'Smart',
  'Chain',
  'Binance',
  'Pay',
  'ETH',
  'BTC',
  'LTC',
  'BCH',
  'TRX',
  'USDC',
  'MB',
];

/** A browser that chose Hindi and the light theme, signed in when a token is given. */
async function hindiBrowser(options: BrowserContextOptions, token?: string) {
  const context = await newContext(browser, options);
  await context.addInitScript((value) => {
    localStorage.setItem('language', 'hi');
    localStorage.setItem('theme', 'light');
    if (value) localStorage.setItem('token', value);
  }, token ?? '');
  return { context, page: await context.newPage() };
}

/** A live trader who chose Hindi (kept on the server), with the words of their email and their devices' names allowed. */
async function hindiTrader() {
  const { token, email } = await signUpByApi('live');
  await apiCall('POST', '/user/language', { language: 'hi' }, token);
  const { sessions } = await apiCall<{ sessions: { device_parts: Record<'browser' | 'os' | 'model', string | null> }[] }>(
    'GET',
    '/sessions',
    undefined,
    token,
  );
  // The broker's support email is theirs to write, like a name; a browser's, system's and phone's names are names
  // ('Unknown browser' and 'Desktop' are not: the screen says them in Hindi).
  const { email: supportEmail } = await apiCall<{ email: string | null }>('GET', '/support/contacts', undefined, token);
  const own = [email, supportEmail ?? '', ...sessions.flatMap(({ device_parts: parts }) => [parts.browser, parts.os, parts.model])].filter(
    (text): text is string => Boolean(text),
  );
  return { token, allowedWords: own.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []) };
}

const noEnglishOn = async (page: Page, allowed: Set<string>, screen: string) =>
  expect({ screen, english: await latinWordsOn(page, allowed) }).toEqual({ screen, english: [] });
const accessible = async (page: Page, screen: string) =>
  expect.soft({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });
const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the signed-out screens in Hindi', () => {
  it('sign-in, sign-up, forgot password and the legal pages, when shown in Hindi in the light theme, then write no English and pass axe', async () => {
    const allowed = await namesAndCodes();
    const { context, page } = await hindiBrowser(desktop);
    const screens: [string, string][] = [
      ['/login', 'फिर से स्वागत है'],
      ['/register', 'अपना खाता बनाएँ'],
      ['/forgot-password', 'पासवर्ड भूल गए?'],
      ['/reset-password', 'नया पासवर्ड चुनें'],
      ['/terms', 'सेवा की शर्तें'],
      ['/privacy', 'गोपनीयता नीति'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await noEnglishOn(page, allowed, path);
      await accessible(page, path);
    }
    await page.goto('/login');
    await page.getByRole('button', { name: 'लॉग इन करें' }).click();
    await page.getByText('ईमेल डालना ज़रूरी है।').first().waitFor();
    await page.getByRole('textbox', { name: 'ईमेल' }).fill('nobody-here@example.com');
    await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong1Password');
    await page.getByRole('button', { name: 'लॉग इन करें' }).click();
    await page.getByRole('alert').getByText('लॉग इन की जानकारी गलत है। कृपया फिर से कोशिश करें।').waitFor();
    await shot(page, 'hindi-light-login-1440x900');
    await context.close();
  });
});

describe('the client area in Hindi', () => {
  it('every profile tab, when shown in Hindi in the light theme, then writes no English but names and codes, passes axe and fits a phone', async () => {
    const { token, allowedWords } = await hindiTrader();
    const allowed = await namesAndCodes(['KYC', 'Aadhaar', 'MB', 'QR', ...allowedWords]);
    for (const [options, size] of [
      [desktop, '1440x900'],
      [phone, '390x844'],
    ] as const) {
      const { context, page } = await hindiBrowser(options, token);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'प्रोफ़ाइल', level: 1 }).waitFor();
      for (const [tab, ready] of [
        ['निजी जानकारी', 'पहला नाम'],
        ['खाते का ब्योरा', 'मुख्य फ़ोन नंबर'],
        ['केवाईसी', 'राष्ट्रीय पहचान संख्या (आधार)'],
        ['पासवर्ड बदलें', 'पुराना पासवर्ड'],
        ['रेफ़रल', 'आपका रेफ़रल लिंक'],
        ['सुरक्षा', 'टू-फ़ैक्टर साइन इन सेट करें'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByText(ready, { exact: true }).first().waitFor();
        await noEnglishOn(page, allowed, `profile: ${tab} (${size})`);
        expect({ tab, size, fits: await fitsTheWidth(page) }).toEqual({ tab, size, fits: true });
        if (size === '1440x900') await accessible(page, `profile: ${tab}`);
      }
      await page.getByRole('tab', { name: 'निजी जानकारी' }).click();
      await page.getByRole('textbox', { name: 'पहला नाम' }).fill('');
      await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
      await page.getByText('कृपया अपना पहला नाम डालें।').waitFor();
      await shot(page, `hindi-light-profile-${size}`);
      await page.getByRole('tab', { name: 'सुरक्षा' }).click();
      await page.getByText('टू-फ़ैक्टर साइन इन सेट करें').waitFor();
      await shot(page, `hindi-light-profile-security-${size}`);
      await context.close();
    }
  });

  it('deposit, withdrawal with its request history, and support, when shown in Hindi in the light theme, then write no English but names and codes', async () => {
    const { token, allowedWords } = await hindiTrader();
    const allowed = await namesAndCodes([...BANKING_CODES, ...allowedWords]);
    for (const [options, size] of [
      [desktop, '1440x900'],
      [phone, '390x844'],
    ] as const) {
      const { context, page } = await hindiBrowser(options, token);
      await page.goto('/deposit');
      await page.getByRole('heading', { name: 'जमा करें', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'डिपॉज़िट जमा करें' }).click();
      await page.getByText('कृपया क्रिप्टोकरेंसी चुनें।').waitFor();
      await noEnglishOn(page, allowed, `deposit (${size})`);
      expect({ screen: 'deposit', size, fits: await fitsTheWidth(page) }).toEqual({ screen: 'deposit', size, fits: true });
      if (size === '1440x900') await accessible(page, 'deposit');
      await shot(page, `hindi-light-deposit-${size}`);

      await page.goto('/withdrawal');
      await page.getByRole('heading', { name: 'निकासी', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'रकम (USD)' }).fill('25');
      await page.getByRole('combobox', { name: 'नेटवर्क' }).selectOption('TRC20');
      await page.getByRole('textbox', { name: 'वॉलेट पता' }).fill('TXYZ1234567890abcdefghijklmnopqrs');
      await page.getByRole('button', { name: 'निकासी का अनुरोध भेजें' }).click();
      // A new live account holds no funds: the server's refusal, in Hindi.
      await page
        .getByRole('alert')
        .filter({ hasText: /[\u0900-\u097F]/ })
        .first()
        .waitFor();
      await noEnglishOn(page, allowed, `withdrawal (${size})`);
      expect({ screen: 'withdrawal', size, fits: await fitsTheWidth(page) }).toEqual({ screen: 'withdrawal', size, fits: true });
      await shot(page, `hindi-light-withdrawal-${size}`);
      for (const [tab, empty] of [
        ['बाकी अनुरोध', 'कोई बाकी अनुरोध नहीं।'],
        ['अनुरोधों की हिस्ट्री', 'अभी तक कोई अनुरोध नहीं।'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByText(empty).waitFor();
        await noEnglishOn(page, allowed, `withdrawal: ${tab} (${size})`);
        if (size === '1440x900') await accessible(page, `withdrawal: ${tab}`);
      }

      await page.goto('/support');
      await page.getByRole('heading', { name: 'सहायता', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'अनुरोध भेजें' }).click();
      await page.getByText('कृपया अपना संदेश लिखें।').waitFor();
      await noEnglishOn(page, allowed, `support (${size})`);
      expect({ screen: 'support', size, fits: await fitsTheWidth(page) }).toEqual({ screen: 'support', size, fits: true });
      if (size === '1440x900') await accessible(page, 'support');
      await context.close();
    }
  });
});
