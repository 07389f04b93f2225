// The cashier on the chain (issue 32), against the tests' own anvil chain: a live trader's own ERC-20
// deposit address with its QR code, a transfer watched from "Confirming 1 of 3" to credited without a
// reload; a withdrawal approved by finance, paid from the hot wallet, its hash, a fee raise and its
// confirmations on the trader's screen until it is paid.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, erc20Abi, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { apiCall, apiUpload } from '../support/api.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { creditBalance } from '../support/ledger.ts';
import { signedIn } from '../support/pages.ts';
import { adminToken } from '../support/staff.ts';
import { TRADER_WALLET_KEY } from '../support/global-setup.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures', name);
const SHOTS = process.env.SCREENS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const wallet = () =>
  createWalletClient({ chain: foundry, account: privateKeyToAccount(TRADER_WALLET_KEY), transport: http(inject('chainUrl')) });
/** One call to the test chain's node. */
async function node(method: string, params: unknown[]): Promise<void> {
  await fetch(inject('chainUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}
const mine = (blocks = 1) => node('anvil_mine', [`0x${blocks.toString(16)}`]);

/** The screen at 1440×900 and 390×844 in both themes (kept when SCREENS_DIR is set; transitions finished, so a theme switch is not caught half-way). */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}-${theme}.png`, fullPage: false, animations: 'disabled' });
    }
  }
  await page.setViewportSize(size);
}

describe('the cashier on the chain', () => {
  it('a deposit, when the trader sends USDT to their own address, then it shows Confirming n of 3 and is credited without a reload', async () => {
    const trader = await signedIn(browser, { accountType: 'live' });
    const page = trader.page;
    await page.goto('/deposit');
    await page.getByRole('combobox', { name: 'Cryptocurrency' }).selectOption('USDT');
    await page.getByRole('button', { name: /^ERC20/ }).click();
    await page.getByRole('img', { name: 'QR code of your deposit address' }).waitFor();
    const address = await page.getByRole('textbox', { name: 'Your deposit address' }).inputValue();
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await shots(page, 'deposit-address');

    await wallet().writeContract({
      address: inject('tokenContract') as Hex,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address as Hex, 75_000_000n],
    });
    await mine(1);
    const deposits = page.getByRole('table', { name: 'Your deposits' });
    await deposits.getByText('Confirming 1 of 3').waitFor({ timeout: 20_000 });
    await shots(page, 'deposit-confirming');
    await mine(1);
    await deposits.getByText('Confirming 2 of 3').waitFor({ timeout: 20_000 });
    await mine(1);
    await deposits.getByRole('row').filter({ hasText: '$75' }).getByText('approved').waitFor({ timeout: 20_000 });
    const { account } = await apiCall<{ account: { balance: number } }>('GET', '/account', undefined, trader.token);
    expect(account.balance).toBe(75);
    await shots(page, 'deposit-credited');
    await trader.context.close();
  }, 120_000);

  it('a withdrawal, when finance approves the payout, then the hot wallet sends it and the trader sees the hash and confirmations until it is paid', async () => {
    const staffToken = await adminToken();
    const trader = await signedIn(browser, {
      accountType: 'live',
      arrange: async (token) => {
        await apiUpload(
          '/kyc/submit',
          { aadhaar_number: '123456789012' },
          { document: fixture('id-document.png'), selfie: fixture('selfie.png') },
          token,
        );
        const me = await apiCall<{ id: number; email: string }>('GET', '/me', undefined, token);
        const queue = await apiCall<{ items: Array<{ id: number }> }>(
          'GET',
          `/admin/kyc?search=${encodeURIComponent(me.email)}`,
          undefined,
          staffToken,
        );
        await apiCall('POST', `/admin/kyc/${queue.items[0]!.id}/approve`, { notes: 'ok' }, staffToken);
        await creditBalance(me.id, 20_000);
        await apiCall('GET', '/account', undefined, token);
      },
    });
    const page = trader.page;
    const recipient = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba').address;
    await page.goto('/withdrawal');
    await page.getByRole('combobox', { name: 'Network' }).selectOption('ERC20');
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('40');
    await page.getByRole('textbox', { name: 'Wallet address' }).fill(recipient);
    await page.getByRole('button', { name: 'Submit withdrawal' }).click();
    await page.getByText('Withdrawal request submitted.').waitFor();
    const pending = page.getByRole('table', { name: 'Pending Requests' }).getByRole('row').filter({ hasText: '$40' });
    await pending.getByText('pending').waitFor();

    // Finance opens it in the back office and approves the payout from the hot wallet.
    const staffContext = await newContext(browser);
    await staffContext.addInitScript((token) => localStorage.setItem('token', token), staffToken);
    const staff = await staffContext.newPage();
    await staff.goto('/admin/withdrawals');
    await staff
      .getByRole('table', { name: 'Withdrawals' })
      .getByRole('row')
      .filter({ hasText: trader.email })
      .getByRole('button', { name: 'Review' })
      .click();
    const dialog = staff.getByRole('dialog');
    const payout = dialog.getByRole('region', { name: 'Payout from the hot wallet' });
    await payout.getByText('Awaiting approval').waitFor();
    await payout.getByText(/USDT/).first().waitFor();
    await shots(staff, 'back-office-payout-awaiting');
    await payout.getByRole('button', { name: 'Approve payout' }).click();
    await payout.getByTestId('payout-hash').waitFor({ timeout: 20_000 });
    const hash = (await payout.getByTestId('payout-hash').textContent())!;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);

    // The trader's pending row: sent, confirming, with the hash on its timeline (no reload).
    await pending.getByText('Confirming 0 of 3').waitFor({ timeout: 20_000 });
    await pending.getByRole('button', { name: 'Timeline' }).click();
    await page.getByText('Sent, confirming').waitFor();
    await page.getByText(hash).first().waitFor();
    await shots(page, 'withdrawal-sent');

    // The network's fee jumps past the payout's before it is mined: the platform signs it again at the
    // same nonce with a higher fee, and the trader's timeline says so with the new hash (no reload).
    const chain = createPublicClient({ chain: foundry, transport: http(inject('chainUrl')) });
    const stuck = await chain.getTransaction({ hash: hash as Hex });
    await node('anvil_setNextBlockBaseFeePerGas', [`0x${(stuck.maxFeePerGas! * 3n).toString(16)}`]);
    await mine(1);
    await page.getByText('Fee raised, sent again').waitFor({ timeout: 20_000 });
    const own = await apiCall<Array<{ id: number; amount: number; tx_hash: string | null }>>(
      'GET',
      '/transactions/my',
      undefined,
      trader.token,
    );
    const raised = own.find((tx) => tx.amount === 40 && tx.tx_hash !== null)!.tx_hash!;
    expect(raised).not.toBe(hash);
    expect((await chain.getTransaction({ hash: raised as Hex })).nonce).toBe(stuck.nonce);
    // Each step names its own transaction: the first signature when sent, the replacement when raised.
    const steps = page.getByRole('list', { name: /Timeline/ }).getByRole('listitem');
    await steps.filter({ hasText: 'Fee raised, sent again' }).getByText(raised).waitFor();
    await steps.filter({ hasText: 'Sent, confirming' }).getByText(hash).waitFor();
    await shots(page, 'withdrawal-fee-raised');
    await mine(1);
    await pending.getByText('Confirming 1 of 3').waitFor({ timeout: 20_000 });
    await payout.getByText('Sent · confirming 1 of 3').waitFor({ timeout: 20_000 });
    await shots(staff, 'back-office-payout-confirming');
    await mine(2);
    await page.getByRole('tab', { name: 'Request History' }).click();
    const history = page.getByRole('table', { name: 'Request History' }).getByRole('row').filter({ hasText: '$40' });
    await history.getByText('approved').waitFor({ timeout: 20_000 });
    await history.getByRole('button', { name: 'Timeline' }).click();
    await page.getByText('Paid').first().waitFor();
    await shots(page, 'withdrawal-paid');
    const held = await chain.readContract({
      address: inject('tokenContract') as Hex,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    });
    expect(held).toBe(40_000_000n);
    await staffContext.close();
    await trader.context.close();
  }, 180_000);
});
