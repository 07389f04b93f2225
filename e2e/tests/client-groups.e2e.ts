import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall } from '../support/api.ts';
import { desktop, launchBrowser, newContext, phone } from '../support/browser.ts';
import { shot, signedIn } from '../support/pages.ts';
import { adminToken } from '../support/staff.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The rule form with a swap mode and the trader's specification, at 1440×900 and 390×844 in both themes (SCREENS_DIR). */
async function shotsOfSwapModes(staffToken: string, traderToken: string) {
  for (const [size, options] of [
    ['1440', desktop],
    ['390', phone],
  ] as const)
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(browser, options);
      await context.addInitScript(
        ([staff, chosen]) => {
          localStorage.setItem('token', staff!);
          localStorage.setItem('theme', chosen!);
        },
        [staffToken, theme],
      );
      const staff = await context.newPage();
      await staff.goto('/admin/groups');
      await staff.getByRole('button', { name: 'New group' }).click();
      const dialog = staff.getByRole('dialog', { name: 'New client group' });
      await dialog.getByRole('button', { name: 'Add a rule' }).click();
      await dialog.getByRole('textbox', { name: 'Symbol group or symbol' }).fill('Forex/Majors');
      await dialog.getByRole('combobox', { name: 'Swap in' }).selectOption({ label: '% a year of the notional' });
      await dialog.getByRole('textbox', { name: 'Swap long', exact: true }).fill('-3.6');
      await dialog.getByRole('textbox', { name: 'Swap short', exact: true }).fill('1.2');
      await dialog.getByRole('combobox', { name: 'Swap in' }).scrollIntoViewIfNeeded();
      await shot(staff, `swap-mode-rule-${size}-${theme}`);
      await context.close();

      const traderContext = await newContext(browser, options);
      await traderContext.addInitScript(
        ([token, chosen]) => {
          localStorage.setItem('token', token!);
          localStorage.setItem('theme', chosen!);
        },
        [traderToken, theme],
      );
      const page = await traderContext.newPage();
      await page.goto('/dashboard?symbol=XAUUSD');
      await page.getByRole('button', { name: 'Contract specification of XAUUSD' }).first().click();
      const spec = page.getByRole('dialog', { name: 'XAUUSD contract specification' });
      await spec.getByText('-12.5 points per lot per day').waitFor();
      await spec.getByText('Swap long').scrollIntoViewIfNeeded();
      await shot(page, `swap-mode-specification-${size}-${theme}`);
      await traderContext.close();
    }
}

describe('client groups', () => {
  it("staff create a group with a Gold override and move a trader into it, then the trader's specification shows its markup, commission and leverage on desktop and phone", async () => {
    const staffToken = await adminToken();
    const trader = await signedIn(browser);
    const { account } = await apiCall<{ account: { user_id: number; account_id: number } }>('GET', '/account', undefined, trader.token);
    const name = `Gold VIP ${account.user_id}`;
    // A second demo account: staff move the first one only.
    const second = (await apiCall<{ account: { id: number } }>('POST', '/accounts', { type: 'demo' }, trader.token)).account;

    const staffContext = await newContext(browser);
    await staffContext.addInitScript((token) => localStorage.setItem('token', token), staffToken);
    const staff = await staffContext.newPage();
    await staff.goto('/admin/groups');
    await staff.getByRole('heading', { name: 'Client groups', level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'New group' }).click();
    const dialog = staff.getByRole('dialog', { name: 'New client group' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Account type' }).selectOption('demo');
    await dialog.getByRole('textbox', { name: 'Default leverage' }).fill('50');
    await dialog.getByRole('textbox', { name: 'Highest leverage' }).fill('100');
    await dialog.getByRole('button', { name: 'Add a rule' }).click();
    await dialog.getByRole('combobox', { name: 'Applies to' }).selectOption('symbol');
    await dialog.getByRole('textbox', { name: 'Symbol group or symbol' }).fill('XAUUSD');
    await dialog.getByRole('textbox', { name: 'Markup', exact: true }).fill('40');
    await dialog.getByRole('textbox', { name: 'Commission', exact: true }).fill('5');
    await dialog.getByRole('textbox', { name: 'Leverage cap' }).fill('20');
    await dialog.getByRole('combobox', { name: 'Swap in' }).selectOption({ label: 'Points per lot per day' });
    await dialog.getByRole('textbox', { name: 'Swap long', exact: true }).fill('-12.5');
    await dialog.getByRole('textbox', { name: 'Swap short', exact: true }).fill('3');
    await shot(staff, 'client-group-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await staff.getByRole('table', { name: 'Client groups' }).getByRole('row').filter({ hasText: name }).waitFor();
    await shot(staff, 'client-groups');

    await staff.goto(`/admin/traders/${account.user_id}`);
    const accountPicker = staff.getByRole('combobox', { name: 'Account', exact: true });
    await accountPicker.selectOption(String(second.id));
    await accountPicker.selectOption(String(account.account_id));
    await staff.getByRole('combobox', { name: 'Group' }).selectOption({ label: name });
    await staff.getByRole('button', { name: 'Move account' }).click();
    await staff.getByText(`Account moved to ${name}`).first().waitFor();
    await accountPicker.getByRole('option', { name: `${100_000 + account.account_id} · Demo · ${name}` }).waitFor({ state: 'attached' });
    const untouched = await apiCall<{ group: { name: string } }>('GET', `/account?account=${second.id}`, undefined, trader.token);
    expect(untouched.group.name).toBe('Demo');
    await staff.getByRole('textbox', { name: 'Effective conditions for symbol' }).fill('XAUUSD');
    await staff.getByRole('table', { name: 'Effective conditions for XAUUSD' }).getByText('Rule for XAUUSD').first().waitFor();
    await shot(staff, 'client-group-trader');

    const page = trader.page;
    await page.goto('/dashboard?symbol=XAUUSD');
    await page.getByRole('button', { name: 'Contract specification of XAUUSD' }).first().click();
    const spec = page.getByRole('dialog', { name: 'XAUUSD contract specification' });
    await spec.getByText(`Your account's conditions in group ${name}.`).waitFor();
    await expect.poll(() => spec.textContent()).toContain('40 points');
    expect(await spec.textContent()).toContain('5.00 USD per lot per side');
    expect(await spec.textContent()).toContain('1:20');
    expect(await spec.textContent()).toContain('-12.5 points per lot per day');
    expect(await spec.textContent()).toContain('3 points per lot per day');
    await shot(page, 'contract-specification-desktop');

    const phoneContext = await newContext(browser, phone);
    await phoneContext.addInitScript((token) => localStorage.setItem('token', token), trader.token);
    const mobile = await phoneContext.newPage();
    await mobile.goto('/dashboard?symbol=EURUSD');
    await mobile.getByRole('button', { name: 'Contract specification of EURUSD' }).click();
    const phoneSpec = mobile.getByRole('dialog', { name: 'EURUSD contract specification' });
    await phoneSpec.getByText(`Your account's conditions in group ${name}.`).waitFor();
    // The group's highest leverage caps every symbol it does not override.
    expect(await phoneSpec.textContent()).toContain('1:100');
    await shot(mobile, 'contract-specification-phone');
    if (process.env.SCREENS_DIR) await shotsOfSwapModes(staffToken, trader.token);
    // Eight more pages when screenshots are asked for.
  }, 180_000);
});
