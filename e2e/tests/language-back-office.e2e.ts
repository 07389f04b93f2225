// The back office in Hindi: a staff member switches language and theme in its nav, then walks every screen
// (queues, review dialogs, a trader, a ticket, the book, staff, audit, outbox): no English left but names,
// codes and numbers; axe finds nothing serious in the light or the dark theme; nothing overflows at 390 px.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiCall, apiUpload, signUpByApi, uniqueEmail } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { desktop, launchBrowser, newContext, phone } from '../support/browser.ts';
import { latinWordsOn, namesAndCodes } from '../support/latin-words.ts';
import { shot } from '../support/pages.ts';
import { adminToken, createAdminByCli, STAFF_PASSWORD } from '../support/staff.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures', name);

/**
 * Codes a broker's staff read as they are: crypto tickers and chains, file types, the mail server, the FX week,
 * and the audit's action codes the filter's example shows (deposit.approve).
 */
const STAFF_CODES = [
  'KYC',
  'ID',
  'USDT',
  'TRC',
  'ERC',
  'BEP',
  'BNB',
  'Smart',
  'Chain',
  'TRON',
  'PDF',
  'QR',
  'SMTP',
  'FX',
  'deposit',
  'approve',
  // Payment apps' brand names (the broker's payment-app option).
  'Binance',
  'Pay',
  'Cash',
  // The symbol groups' paths (Forex/Majors, Metals, …): the broker's tree of names, shown as data.
  'Forex',
  'Majors',
  'Minors',
  'Metals',
  'Commodities',
  'Crypto',
];
/** The fields of the back office's answers that hold data, not words of the screen: names, emails, messages, codes. */
const DATA_FIELDS = new Set([
  'name',
  'first_name',
  'last_name',
  'email',
  'trader_name',
  'trader_email',
  'staff_email',
  'actor_email',
  'reviewed_by',
  'subject',
  'message',
  'to',
  'text',
  'title',
  'action',
  'address',
  'address_line',
  'city',
  'country',
  'tx_hash',
  'referral_code',
  'review_notes',
  'review_note',
  'note',
  'wallet_trc20',
  'wallet_bep20',
  'wallet_erc20',
  'wallet_btc',
  'wallet_ltc',
  'wallet_bch',
  'wallet_payapp',
  'explorer_trc20',
  'explorer_bep20',
  'explorer_erc20',
  'support_messaging_number',
  'support_hours',
  'support_email',
  'terms_text',
  'privacy_text',
]);

let browser: Browser;
let staffToken: string;
let trader: { email: string; ticketId: number };

beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await adminToken();
  // A live trader waiting on every queue: identity documents, a deposit with its receipt, a support ticket.
  const { token, email } = await signUpByApi('live');
  await apiUpload(
    '/kyc/submit',
    { aadhaar_number: '123456789012' },
    { document: fixture('id-document.png'), selfie: fixture('selfie.png') },
    token,
  );
  await apiUpload(
    '/transactions/create',
    { type: 'deposit', currency: 'USDT', amount: '250', chain: 'TRC20' },
    { receipt: fixture('receipt.png') },
    token,
  );
  const { ticket } = await apiCall<{ ticket: { id: number } }>(
    'POST',
    '/support/tickets',
    {
      name: 'Grace Hopper',
      email,
      phone_code: '+91',
      phone: '9876543210',
      subject: 'Deposit timing',
      message: 'When is my deposit credited?',
    },
    token,
  );
  // A mail for the outbox: the trader asks for a password reset link.
  await apiCall('POST', '/password/forgot', { email });
  trader = { email, ticketId: ticket.id };
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The words of everything the page was sent as data (names, emails, subjects, audit codes, the broker's own
 * texts), read from the back office's answers as they arrive; `settled()` waits for the ones still being read.
 */
function dataWordsOf(page: Page) {
  const words = new Set<string>();
  const reading = new Set<Promise<void>>();
  const add = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).forEach((word) => words.add(word));
  const collect = (value: unknown, key: string | null): void => {
    if (typeof value === 'string') {
      if (key !== null && DATA_FIELDS.has(key)) add(value);
      // Addresses and hashes are also shown shortened to their first and last six characters.
      if (key === 'address' || key === 'tx_hash') [value.slice(0, 6), value.slice(-6)].forEach(add);
    } else if (Array.isArray(value)) value.forEach((item) => collect(item, key));
    else if (value && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) {
        // An audit entry's before and after are shown as the JSON they are.
        if (inner === 'before' || inner === 'after') add(JSON.stringify(item) ?? '');
        else collect(item, inner);
      }
    }
  };
  page.on('response', (response) => {
    if (!/\/api\/(admin\/|me$)/.test(new URL(response.url()).pathname)) return;
    if (!response.headers()['content-type']?.includes('json')) return;
    const read = response
      .json()
      .then((body: unknown) => collect(body, null))
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return { words, settled: () => Promise.all([...reading]) };
}

async function openBackOffice(options: BrowserContextOptions, theme: 'light' | 'dark' | null) {
  const context = await newContext(browser, options);
  await context.addInitScript(
    ([token, chosen]) => {
      localStorage.setItem('token', token!);
      if (chosen) localStorage.setItem('theme', chosen);
    },
    [staffToken, theme],
  );
  const page = await context.newPage();
  return { context, page, data: dataWordsOf(page) };
}

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Every back-office screen and dialog in Hindi, each checked by `check` once it shows its content. */
async function walkInHindi(page: Page, check: (screen: string) => Promise<void>, size: string) {
  await page.goto('/admin/kyc');
  await page.getByRole('heading', { name: 'KYC जाँच', level: 1 }).waitFor();
  await check('KYC queue');
  const kycRow = page.getByRole('table', { name: 'KYC आवेदन' }).getByRole('row').filter({ hasText: trader.email });
  await kycRow.getByRole('button', { name: 'जाँचें' }).click();
  const kycDialog = page.getByRole('dialog');
  await kycDialog.getByRole('img', { name: 'पहचान दस्तावेज़' }).waitFor();
  await kycDialog.getByRole('img', { name: 'सेल्फ़ी' }).waitFor();
  await kycDialog.getByRole('button', { name: 'अस्वीकार करें' }).click();
  await kycDialog.getByText('ट्रेडर को बताएँ कि दस्तावेज़ क्यों अस्वीकार हुए।').waitFor();
  await check('KYC review dialog');
  await shot(page, `hindi-back-office-kyc-review-${size}`);
  await page.keyboard.press('Escape');
  await kycDialog.waitFor({ state: 'detached' });

  await page.getByRole('link', { name: 'डिपॉज़िट' }).click();
  await page.getByRole('heading', { name: 'डिपॉज़िट', level: 1 }).waitFor();
  const depositRow = page.getByRole('table', { name: 'डिपॉज़िट' }).getByRole('row').filter({ hasText: trader.email });
  await depositRow.waitFor();
  await check('deposits queue');
  await depositRow.getByRole('button', { name: 'जाँचें' }).click();
  const depositDialog = page.getByRole('dialog');
  await depositDialog.getByRole('img', { name: 'भुगतान की रसीद' }).waitFor();
  await depositDialog.getByText('जाँच में').first().waitFor();
  await check('deposit review dialog');
  await page.keyboard.press('Escape');
  await depositDialog.waitFor({ state: 'detached' });

  await page.getByRole('link', { name: 'निकासी' }).click();
  await page.getByRole('heading', { name: 'निकासी', level: 1 }).waitFor();
  await page.getByRole('combobox', { name: 'स्थिति' }).waitFor();
  await page.waitForLoadState('networkidle');
  await check('withdrawals queue');

  await page.getByRole('link', { name: 'ट्रेडर' }).click();
  await page.getByRole('heading', { name: 'ट्रेडर', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'खोजें' }).fill(trader.email);
  const traderRow = page.getByRole('table', { name: 'ट्रेडर' }).getByRole('row').filter({ hasText: trader.email });
  await traderRow.waitFor();
  await expect.poll(() => page.getByRole('table', { name: 'ट्रेडर' }).getByRole('row').count()).toBe(2);
  await check('traders list');
  await shot(page, `hindi-back-office-traders-${size}`);
  await traderRow.click();
  await page.getByRole('heading', { name: /Grace Hopper/, level: 1 }).waitFor();
  await page.getByRole('table', { name: 'KYC आवेदन' }).waitFor();
  await check('trader detail');
  await shot(page, `hindi-back-office-trader-${size}`);

  await page.getByRole('link', { name: 'टिकट' }).click();
  await page.getByRole('heading', { name: 'टिकट', level: 1 }).waitFor();
  await page
    .getByRole('list', { name: 'टिकट' })
    .getByRole('button', { name: new RegExp(`#${trader.ticketId} `) })
    .click();
  await page
    .getByRole('article', { name: `टिकट #${trader.ticketId}` })
    .getByText('When is my deposit credited?')
    .waitFor();
  await check('ticket inbox and thread');

  await page.getByRole('link', { name: 'बुक' }).click();
  await page.getByRole('heading', { name: 'बुक', level: 1 }).waitFor();
  await page.getByRole('form', { name: 'ब्रोकर की सेटिंग' }).waitFor();
  await page.getByRole('table', { name: 'सिंबल' }).waitFor();
  await check('book: settings and symbol sheet');
  await shot(page, `hindi-back-office-settings-${size}`);
  await page.getByRole('button', { name: 'EURUSD बदलें' }).click();
  const symbolDialog = page.getByRole('dialog');
  await symbolDialog.getByRole('textbox', { name: 'अधिकतम लीवरेज' }).fill('');
  await symbolDialog.getByRole('button', { name: 'सहेजें' }).click();
  await symbolDialog.locator('.ui-field__error').first().waitFor();
  await check('symbol dialog');
  await page.keyboard.press('Escape');
  await symbolDialog.waitFor({ state: 'detached' });

  await page.getByRole('link', { name: 'स्टाफ़' }).click();
  await page.getByRole('heading', { name: 'स्टाफ़', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'स्टाफ़' }).waitFor();
  await check('staff');
  await page.getByRole('button', { name: 'स्टाफ़ सदस्य जोड़ें' }).click();
  const staffDialog = page.getByRole('dialog', { name: 'स्टाफ़ सदस्य जोड़ें' });
  await staffDialog.getByRole('button', { name: 'जोड़ें', exact: true }).click();
  await staffDialog.locator('.ui-field__error').first().waitFor();
  await check('add staff dialog');
  await page.keyboard.press('Escape');
  await staffDialog.waitFor({ state: 'detached' });

  await page.getByRole('link', { name: 'ऑडिट' }).click();
  await page.getByRole('heading', { name: 'ऑडिट लॉग', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'ऑडिट एंट्री' }).waitFor();
  await check('audit log');

  await page.getByRole('link', { name: 'आउटबॉक्स' }).click();
  await page.getByRole('heading', { name: 'आउटबॉक्स', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'मेल' }).waitFor();
  await check('outbox');
}

describe('the back office in Hindi', () => {
  it('the staff sign-in, when Hindi is chosen on it, then it and the two-factor set-up speak Hindi and the server keeps the choice', async () => {
    const email = uniqueEmail('ops');
    createAdminByCli(email);
    const allowed = await namesAndCodes([...STAFF_CODES, ...(email.match(/[A-Za-z]{2,}/g) ?? [])]);
    const context = await newContext(browser, desktop);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Staff sign in', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'स्टाफ़ साइन इन', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'साइन इन करें' }).waitFor();
    expect(await latinWordsOn(page, allowed)).toEqual([]);
    expect.soft(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'ईमेल' }).fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    await page.getByRole('heading', { name: 'टू-फ़ैक्टर साइन इन चालू करें', level: 1 }).waitFor();
    await page.getByLabel('आपका पासवर्ड').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'सेट-अप शुरू करें' }).click();
    await page.getByRole('img', { name: 'अपने ऑथेंटिकेटर ऐप से स्कैन करने के लिए QR कोड' }).waitFor();
    const secret = (await page.locator('.admin-2fa__secret').textContent())!;
    expect(await latinWordsOn(page, new Set([...allowed, ...(secret.match(/[A-Za-z]{2,}/g) ?? [])]))).toEqual([]);
    expect.soft(await seriousViolations(page)).toEqual([]);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect((await apiCall<{ language: string }>('GET', '/me', undefined, token)).language).toBe('hi');
    await context.close();
  });

  it('a staff member, when choosing Hindi and the light theme in the nav, then keeps them and every screen writes no English but names, codes and data, and passes axe', async () => {
    const allowed = await namesAndCodes(STAFF_CODES);
    const { context, page, data } = await openBackOffice(desktop, null);
    await page.goto('/admin/kyc');
    await page.getByRole('heading', { name: 'KYC review', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'KYC जाँच', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'थीम' }).click();
    await page.getByRole('menuitemradio', { name: 'लाइट' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    // Remembered for this staff member on the server, and in this browser.
    await expect.poll(async () => (await apiCall<{ language: string }>('GET', '/me', undefined, staffToken)).language).toBe('hi');
    await page.reload();
    await page.getByRole('heading', { name: 'KYC जाँच', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    await walkInHindi(
      page,
      async (screen) => {
        await data.settled();
        const english = await latinWordsOn(page, new Set([...allowed, ...data.words]));
        expect({ screen, english }).toEqual({ screen, english: [] });
        expect.soft({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });
      },
      '1440x900',
    );
    await context.close();
  });

  it('every screen on a 390 px phone, when shown in Hindi, then writes no English and nothing overflows sideways', async () => {
    await apiCall('POST', '/user/language', { language: 'hi' }, staffToken);
    const allowed = await namesAndCodes(STAFF_CODES);
    const { context, page, data } = await openBackOffice(phone, 'light');
    await walkInHindi(
      page,
      async (screen) => {
        await data.settled();
        const english = await latinWordsOn(page, new Set([...allowed, ...data.words]));
        expect({ screen, english }).toEqual({ screen, english: [] });
        expect({ screen, fits: await fitsTheWidth(page) }).toEqual({ screen, fits: true });
      },
      '390x844',
    );
    await context.close();
  });

  it('every screen in the dark theme, when shown in Hindi, then passes axe', async () => {
    await apiCall('POST', '/user/language', { language: 'hi' }, staffToken);
    const { context, page } = await openBackOffice(desktop, 'dark');
    await walkInHindi(
      page,
      async (screen) => expect.soft({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] }),
      'dark-1440x900',
    );
    await context.close();
  });
});
