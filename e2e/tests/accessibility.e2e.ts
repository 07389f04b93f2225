import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { placeByApi, signUpByApi } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext, phone } from '../support/browser.ts';
import { adminToken } from '../support/staff.ts';

const SYMBOL = 'BTCUSDT';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openAs(theme: 'light' | 'dark', token: string | null, options = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await context.addInitScript(
    ([value, chosen]) => {
      if (value) localStorage.setItem('token', value);
      localStorage.setItem('theme', chosen!);
    },
    [token, theme],
  );
  return { context, page: await context.newPage() };
}

/** The page's serious and critical axe findings, named by screen so a failure says where. */
async function expectAccessible(page: Page, screen: string, scope?: string) {
  const found = await seriousViolations(page, scope);
  expect.soft({ screen, violations: found }).toEqual({ screen, violations: [] });
}

describe.each(['dark', 'light'] as const)('accessibility in the %s theme', (theme) => {
  it('sign-in and sign-up, when checked with axe, then have no serious or critical violations', async () => {
    const { context, page } = await openAs(theme, null);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    await expectAccessible(page, 'sign-in');
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await expectAccessible(page, 'sign-up');
    await context.close();
  });

  it('the dashboard, its footer dialogs and the SL/TP editor, when checked with axe, then have no serious or critical violations', async () => {
    const { token } = await signUpByApi('demo');
    await placeByApi(token, { symbol: SYMBOL, side: 'buy', volume: 0.01 });
    const { context, page } = await openAs(theme, token);
    await page.goto(`/dashboard?symbol=${SYMBOL}`);
    await page.getByRole('tab', { name: 'Market execution' }).waitFor();
    await expectAccessible(page, 'dashboard');
    for (const [button, title] of [
      ['Pending Trades', 'Pending Orders'],
      ['Trade History', 'Trade History'],
      ['Open Trades', 'Open Trades'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expectAccessible(page, `${title} dialog`);
      if (title !== 'Open Trades') await page.keyboard.press('Escape');
    }
    await page
      .getByRole('dialog', { name: 'Open Trades' })
      .getByRole('button', { name: /^S\/L of order/ })
      .click();
    await page.getByRole('dialog', { name: /^Stop Loss \/ Take Profit #/ }).waitFor();
    await expectAccessible(page, 'SL/TP editor');
    await context.close();
  });

  it('the mobile trading screen, when checked with axe, then has no serious or critical violations', async () => {
    const { token } = await signUpByApi('demo');
    const { context, page } = await openAs(theme, token, phone);
    await page.goto(`/dashboard?symbol=${SYMBOL}`);
    await page.getByRole('button', { name: /BUY/ }).waitFor();
    await expectAccessible(page, 'mobile trading screen');
    await context.close();
  });

  it('profile tabs, deposit, withdrawal and support, when checked with axe, then have no serious or critical violations', async () => {
    const { token } = await signUpByApi('live');
    const { context, page } = await openAs(theme, token);
    await page.goto('/profile');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabs.first().waitFor();
    for (const name of await tabs.allInnerTexts()) {
      await page.getByRole('tab', { name }).click();
      await expectAccessible(page, `profile: ${name}`);
    }
    for (const path of ['/deposit', '/withdrawal', '/support', '/reports']) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      await expectAccessible(page, path);
    }
    await context.close();
  });

  it('every back-office screen, when checked with axe, then has no serious or critical violations', async () => {
    const { context, page } = await openAs(theme, await adminToken());
    for (const screen of ['risk', 'hedging', 'kyc', 'deposits', 'withdrawals', 'traders', 'tickets', 'book', 'staff', 'audit', 'outbox']) {
      await page.goto(`/admin/${screen}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `back office: ${screen}`);
    }
    await context.close();
  }, 120_000);
});

describe('tabs on a phone', () => {
  it.each(['/profile', '/withdrawal'])(
    'the tabs of %s, when they do not fit 390 px, then stay on one row that scrolls sideways',
    async (path) => {
      const { token } = await signUpByApi('live');
      const { context, page } = await openAs('dark', token, phone);
      await page.goto(path);
      const list = page.getByRole('tablist').first();
      await list.getByRole('tab').first().waitFor();
      const rows = await list.getByRole('tab').evaluateAll((tabs) => new Set(tabs.map((tab) => (tab as HTMLElement).offsetTop)).size);
      expect(rows).toBe(1);
      expect(await list.evaluate((node) => node.scrollWidth > node.clientWidth && getComputedStyle(node).overflowX === 'auto')).toBe(true);
      await context.close();
    },
  );
});

describe('switches read as switches', () => {
  it.each(['light', 'dark'] as const)(
    'the ticket’s off switches in the %s theme, when shown, then their thumb stands out from the track by at least 3:1 (WCAG 1.4.11)',
    async (theme) => {
      const { token } = await signUpByApi('demo');
      const { context, page } = await openAs(theme, token);
      await page.goto(`/dashboard?symbol=${SYMBOL}`);
      const stopLoss = page.getByRole('switch', { name: 'Stop Loss' });
      await stopLoss.waitFor();
      expect(await stopLoss.getAttribute('aria-checked')).toBe('false');
      const contrast = await stopLoss.evaluate((track) => {
        // sRGB channels 0–1 of a computed colour, 'rgb(…)' or 'color(srgb …)'.
        const channels = (color: string) => {
          const numbers = (color.match(/[\d.]+/g) ?? []).map(Number);
          return color.startsWith('color(') ? numbers.slice(0, 3) : numbers.slice(0, 3).map((n) => n / 255);
        };
        const luminance = (color: string) => {
          const [r, g, b] = channels(color).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
            number,
            number,
            number,
          ];
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const thumb = getComputedStyle(track.querySelector('.tp-toggle__thumb')!).backgroundColor;
        const [a, b] = [luminance(thumb), luminance(getComputedStyle(track).backgroundColor)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(contrast).toBeGreaterThanOrEqual(3);
      await context.close();
    },
  );
});

describe('the default theme', () => {
  it('a browser that prefers light and never picked a theme, when the app opens, then it is dark like the spec’s terminal', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await context.close();
  });
});
