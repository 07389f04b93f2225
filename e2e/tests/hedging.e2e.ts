import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { desktop, launchBrowser, newContext, phone } from '../support/browser.ts';
import { staffToken } from '../support/staff.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The back office as `token`'s staff member, in `theme`. */
async function backOffice(token: string, theme: 'dark' | 'light' = 'dark', options: BrowserContextOptions = desktop): Promise<Page> {
  const context = await newContext(browser, options);
  await context.addInitScript(
    ([value, chosen]) => {
      localStorage.setItem('token', value!);
      localStorage.setItem('theme', chosen!);
    },
    [token, theme],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** The rules table's row of the rule on `symbol` with a size band of `size` (rules are the whole server's: others may exist). */
const ruleRow = (page: Page, symbol: string, size: string) =>
  page.getByRole('table', { name: 'Routing rules' }).getByRole('row').filter({ hasText: symbol }).filter({ hasText: size });

describe('the hedging desk', () => {
  it('a dealer, when the server has no LP (FIX_HOST unset), then sees "No LP configured"; adds an A-book rule (the API refusing an unknown symbol at its field), edits it into an exposure rule, sees it listed and deletes it; sets an uncovered-exposure threshold (bad input refused at its fields) and deletes it', async () => {
    const { token } = await staffToken('dealer');
    const page = await backOffice(token);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Hedging' }).click();
    await page.getByRole('heading', { name: 'Hedging', level: 1 }).waitFor();
    const session = page.getByRole('region', { name: 'LP session' });
    await session.getByText('No LP configured').waitFor();
    await session.getByText(/Set FIX_HOST and FIX_PORT on the server/).waitFor();
    await page.getByRole('table', { name: 'Coverage by symbol' }).getByText('No client trade has been routed yet.').waitFor();
    await page.getByRole('table', { name: 'Orders at the LP' }).getByText('No order has been sent to the LP.').waitFor();

    // Add: the symbol is checked by the API, whose message shows at the field.
    await page.getByRole('button', { name: 'Add rule' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a routing rule' });
    await dialog.getByRole('combobox', { name: 'Route' }).selectOption({ label: 'A-book: cover each fill' });
    await dialog.getByRole('textbox', { name: 'Symbol', exact: true }).fill('NOPEUSD');
    await dialog.getByRole('textbox', { name: 'Smallest fill (lots)' }).fill('0.5');
    await dialog.getByRole('textbox', { name: 'Largest fill (lots)' }).fill('2');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    const symbol = dialog.getByRole('textbox', { name: 'Symbol', exact: true });
    await dialog.getByText('No symbol NOPEUSD is on the book.').waitFor();
    expect(await symbol.getAttribute('aria-invalid')).toBe('true');
    expect(await symbol.getAttribute('aria-describedby')).toContain(
      (await dialog.getByText('No symbol NOPEUSD is on the book.').getAttribute('id'))!,
    );
    await symbol.fill('BTCUSDT');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = ruleRow(page, 'BTCUSDT', '0.5 to 2');
    await row.getByText('A-book: cover each fill').waitFor();
    const id = (await row.getByRole('rowheader').textContent())!.trim();

    // Edit into an exposure rule: without its limit the shared schema stops it at the field, then it saves.
    await page.getByRole('button', { name: `Edit rule ${id}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit routing rule ${id}` });
    await dialog.getByRole('combobox', { name: 'Route' }).selectOption({ label: 'Exposure: cover above the limit' });
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.getByText('An exposure rule needs exposure_limit, the net volume in lots the broker keeps.').waitFor();
    await dialog.getByRole('textbox', { name: 'Exposure limit (lots)' }).fill('3');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Exposure: cover above the limit').waitFor();
    expect(await row.getByRole('cell').nth(6).textContent()).toBe('3');

    // Listed after a reload too (it is the server's), then deleted after a confirmation.
    await page.reload();
    await row.getByText('Exposure: cover above the limit').waitFor();
    await page.getByRole('button', { name: `Delete rule ${id}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete routing rule ${id}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Routing rule deleted.').first().waitFor();
    await row.waitFor({ state: 'detached' });

    // An uncovered-exposure threshold: a bad amount stops at the shared schema, an unknown symbol at the API's message,
    // both at their fields; a symbol group's saves and is listed below its threshold.
    const thresholdForm = page.getByRole('form', { name: 'Add or change a threshold' });
    await thresholdForm.getByRole('textbox', { name: 'Symbol', exact: true }).fill('NOPEUSD');
    await thresholdForm.getByRole('textbox', { name: 'Threshold (USD)' }).fill('-5');
    await thresholdForm.getByRole('button', { name: 'Save threshold' }).click();
    await thresholdForm.getByText('Must be more than 0.').waitFor();
    await thresholdForm.getByRole('textbox', { name: 'Threshold (USD)' }).fill('50000');
    await thresholdForm.getByRole('button', { name: 'Save threshold' }).click();
    await thresholdForm.getByText('No symbol NOPEUSD is on the book.').waitFor();
    expect(await thresholdForm.getByRole('textbox', { name: 'Symbol', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await thresholdForm.getByRole('combobox', { name: 'Applies to' }).selectOption({ label: 'Symbol group' });
    await thresholdForm.getByRole('textbox', { name: 'Symbol group' }).fill('Forex/Majors');
    await thresholdForm.getByRole('textbox', { name: 'Threshold (USD)' }).fill('250000');
    await thresholdForm.getByRole('button', { name: 'Save threshold' }).click();
    await page.getByText('Threshold saved.').first().waitFor();
    const threshold = page
      .getByRole('table', { name: 'Uncovered exposure alerts' })
      .getByRole('row')
      .filter({ hasText: 'Symbol group · Forex/Majors' });
    await threshold.getByText('Below').waitFor();
    await threshold.getByText(/250,000/).waitFor();

    if (process.env.SCREENS_DIR) {
      for (const [name, options, theme] of [
        ['hedging-1440-dark', desktop, 'dark'],
        ['hedging-1440-light', desktop, 'light'],
        ['hedging-390-dark', phone, 'dark'],
        ['hedging-390-light', phone, 'light'],
      ] as const) {
        const shown = await backOffice(token, theme, options);
        await shown.goto('/admin/hedging');
        await shown.getByRole('region', { name: 'LP session' }).getByText('No LP configured').waitFor();
        await shown.getByRole('table', { name: 'Differences' }).waitFor();
        await shown.getByRole('table', { name: 'Uncovered exposure alerts' }).getByText('Forex/Majors').waitFor();
        await shown.screenshot({ path: `${process.env.SCREENS_DIR}/${name}.png` });
        await shown.screenshot({ path: `${process.env.SCREENS_DIR}/${name}-full.png`, fullPage: true });
        await shown.context().close();
      }
    }
    await page.getByRole('button', { name: 'Delete the threshold of Forex/Majors' }).click();
    await threshold.waitFor({ state: 'detached' });
    await page.context().close();
  }, 180_000);
});
