// Issue 33, item 6: the display currency chosen in the profile changes what the app shows. The USD
// figures stay; beside them the trader reads the same figures ≈ in the chosen currency with the rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall } from '../support/api.ts';
import { launchBrowser, phone } from '../support/browser.ts';
import { DashboardPage, shot, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Chooses the display currency through the API (the profile form is the first test's subject). */
async function chooseDisplayCurrency(token: string, code: string) {
  const me = await apiCall<Record<string, unknown>>('GET', '/me', undefined, token);
  await apiCall('POST', '/user/update', { ...me, preferred_currency: code }, token);
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
const euros = (text: string) => Number(text.replace(/[≈€,\s]/g, ''));

/** The EURUSD mid the server quotes now. */
async function eurusdMid(): Promise<number> {
  const { symbols } = await apiCall<{ symbols: { symbol: string; bid: number; ask: number }[] }>('GET', '/symbols');
  const eurusd = symbols.find((row) => row.symbol === 'EURUSD')!;
  return (eurusd.bid + eurusd.ask) / 2;
}

/** The rate the line states, "≈ EUR at 1 USD = 0.921659 EUR". */
async function statedRate(page: Page): Promise<number> {
  const line = page.getByText(/^≈ EUR at 1 USD = [\d.]+ EUR$/).first();
  return Number(/= ([\d.]+) EUR/.exec(await line.innerText())![1]);
}

describe('display currency', () => {
  it('EUR, when chosen in Account Details and the desktop dashboard opens, then the footer keeps the USD figures and adds them ≈ in euros at the EURUSD rate it names', async () => {
    const { page, context } = await signedIn(browser, { theme: 'dark' });
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Account Details' }).click();
    const picker = page.getByRole('combobox', { name: 'Preferred display currency' });
    await page
      .getByText('Balance, equity and P/L are also shown in this currency (≈), converted at our live rate.', { exact: false })
      .waitFor();
    await picker.click();
    await picker.fill('euro');
    await page.getByRole('option', { name: /^EUR/ }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully.').waitFor();

    const dashboard = await new DashboardPage(page).open('EURUSD');
    const footer = page.getByRole('region', { name: 'Account summary' });
    await footer.getByText(/^≈ EUR at 1 USD = [\d.]+ EUR$/).waitFor();
    const rate = await statedRate(page);
    // The rate is the inverse of the EURUSD mid, to the precision prices move between two reads.
    expect(Math.abs(rate - 1 / (await eurusdMid()))).toBeLessThan(0.002);
    const balance = dollars(await dashboard.footerFigure('Balance').innerText());
    expect(balance).toBeGreaterThan(0);
    const converted = footer.locator('.display-line__figure', { hasText: 'Balance' }).locator('strong');
    // The figure uses the unrounded rate; the stated one has six significant digits.
    expect(Math.abs(euros(await converted.innerText()) - balance * rate)).toBeLessThanOrEqual(0.01 + balance * 5e-6);
    expect(await converted.innerText()).toMatch(/^≈ €[\d,]+\.\d{2}$/);
    await shot(page, 'display-currency-footer-dark-1440x900');
    await page.getByRole('button', { name: 'Trading accounts' }).click();
    await page
      .getByRole('menu')
      .getByText(/^≈ EUR at 1 USD = [\d.]+ EUR$/)
      .waitFor();
    await shot(page, 'display-currency-menu-dark-1440x900');
    await context.close();
  });

  it('EUR, when chosen and the phone opens the account menu, then each account shows its balance and equity ≈ in euros with the rate', async () => {
    const { page, context } = await signedIn(browser, {
      context: phone,
      theme: 'light',
      arrange: (token) => chooseDisplayCurrency(token, 'EUR'),
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /change pair$/ }).waitFor();
    await page.getByRole('button', { name: 'Trading accounts' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(/^≈ EUR at 1 USD = [\d.]+ EUR$/).waitFor();
    expect(await menu.locator('.display-line__figure', { hasText: 'Balance' }).locator('strong').innerText()).toMatch(/^≈ €[\d,]+\.\d{2}$/);
    expect(await menu.locator('.display-line__figure', { hasText: 'Equity' }).locator('strong').innerText()).toMatch(/^≈ €[\d,]+\.\d{2}$/);
    await shot(page, 'display-currency-menu-light-390x844');
    await context.close();
  });

  it('INR, when chosen, then the profile says our prices have no INR rate and the footer that amounts stay in USD, with no converted figure', async () => {
    const { page, context } = await signedIn(browser, { theme: 'light', arrange: (token) => chooseDisplayCurrency(token, 'INR') });
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Account Details' }).click();
    await page.getByText('Our prices have no INR rate, so amounts stay in USD only.').waitFor();

    await new DashboardPage(page).open('EURUSD');
    const footer = page.getByRole('region', { name: 'Account summary' });
    await footer.getByText('No live INR rate in our prices: amounts in USD only.').waitFor();
    expect(await footer.getByText(/≈/).count()).toBe(0);
    await shot(page, 'display-currency-no-rate-light-1440x900');
    await context.close();
  });
});
