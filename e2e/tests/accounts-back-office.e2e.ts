import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall } from '../support/api.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { shot, signedIn } from '../support/pages.ts';
import { adminToken } from '../support/staff.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface AccountRow {
  id: number;
  number: number;
}

describe('a trader’s several accounts in the back office', () => {
  it('a trader with two accounts, when staff adjust one, then the trader page lists both with their group and the audit log names and filters by the account', async () => {
    const staffToken = await adminToken();
    const trader = await signedIn(browser);
    const { account } = await apiCall<{ account: { user_id: number } }>('GET', '/account', undefined, trader.token);
    const second = (await apiCall<{ account: AccountRow }>('POST', '/accounts', { type: 'demo' }, trader.token)).account;
    const first = (await apiCall<{ accounts: AccountRow[] }>('GET', '/accounts', undefined, trader.token)).accounts.find(
      (row) => row.id !== second.id,
    )!;
    // A staff action on the default (first) account.
    await apiCall('POST', `/admin/traders/${account.user_id}/adjust`, { amount: 25, kind: 'adjustment', reason: 'goodwill' }, staffToken);

    const context = await newContext(browser);
    await context.addInitScript((token) => localStorage.setItem('token', token), staffToken);
    const staff = await context.newPage();
    await staff.goto(`/admin/traders/${account.user_id}`);
    const accounts = staff.getByRole('table', { name: 'Trading accounts' });
    await accounts.getByRole('columnheader', { name: 'Group' }).waitFor();
    // Each row: its type (Demo) and its client group (the demo default, 'Demo').
    for (const row of [first, second])
      await expect
        .poll(() =>
          accounts
            .getByRole('row')
            .filter({ hasText: `#${row.number}` })
            .getByRole('cell', { name: 'Demo', exact: true })
            .count(),
        )
        .toBe(2);
    await accounts.scrollIntoViewIfNeeded();
    await shot(staff, 'accounts-back-office-trader-1440x900');

    await staff.goto('/admin/audit');
    const log = staff.getByRole('table', { name: 'Audit entries' });
    await staff.getByRole('textbox', { name: 'Account' }).fill(`#${first.number}`);
    await log
      .getByRole('row')
      .filter({ hasText: 'trader.adjustment' })
      .filter({ hasText: `#${first.number}` })
      .waitFor();
    await shot(staff, 'accounts-back-office-audit-1440x900');
    // The adjustment was not about the other account: filtered by it, the entry goes.
    await staff.getByRole('textbox', { name: 'Account' }).fill(`#${second.number}`);
    await expect.poll(() => log.getByRole('row').filter({ hasText: 'trader.adjustment' }).count(), { timeout: 10_000 }).toBe(0);
    await staff.getByRole('textbox', { name: 'Account' }).fill('12');
    await staff.getByText('Enter an account number, such as #100123.').waitFor();
    await context.close();
    await trader.context.close();
  });
});
