// Page objects shared by the browser tests: a signed-in trader's pages and the parts tests read.
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { signUpByApi } from './api.ts';
import { newContext } from './browser.ts';

const screens = process.env.SCREENS_DIR;

/** Saves a screenshot when SCREENS_DIR is set (for looking at the screens, not for asserting). */
export async function shot(page: Page, name: string): Promise<void> {
  if (screens) await page.screenshot({ path: `${screens}/${name}.png` });
}

export interface SignedIn {
  token: string;
  email: string;
  context: BrowserContext;
  page: Page;
}

interface SignInOptions {
  accountType?: 'demo' | 'live';
  context?: BrowserContextOptions;
  theme?: 'light' | 'dark';
  /** Runs with the new trader's token before the browser opens (orders, deposits…). */
  arrange?: (token: string) => Promise<unknown>;
}

/** A fresh trader, signed up through the API, with a browser context that holds their token. */
export async function signedIn(browser: Browser, options: SignInOptions = {}): Promise<SignedIn> {
  const { token, email } = await signUpByApi(options.accountType ?? 'demo');
  await options.arrange?.(token);
  const context = await newContext(browser, options.context);
  await context.addInitScript(
    ([value, theme]) => {
      localStorage.setItem('token', value!);
      if (theme) localStorage.setItem('theme', theme);
    },
    [token, options.theme ?? ''],
  );
  return { token, email, context, page: await context.newPage() };
}

export type OrdersList = 'Pending Trades' | 'Open Trades' | 'Trade History';
const listTitles: Record<OrdersList, string> = {
  'Pending Trades': 'Pending Orders',
  'Open Trades': 'Open Trades',
  'Trade History': 'Trade History',
};

/** The desktop dashboard: ticket, footer figures and the three order lists. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open(symbol = 'EURUSD'): Promise<this> {
    await this.page.goto(`/dashboard?symbol=${symbol}`);
    await this.page.getByRole('tab', { name: 'Market execution' }).waitFor();
    return this;
  }

  footerFigure(label: string): Locator {
    return this.page
      .getByRole('region', { name: 'Account summary' })
      .locator('.account-bar__figure', { has: this.page.getByText(label, { exact: true }) })
      .locator('strong');
  }

  async openList(button: OrdersList): Promise<Locator> {
    await this.page.getByRole('button', { name: button }).click();
    const dialog = this.page.getByRole('dialog', { name: listTitles[button] });
    await dialog.waitFor();
    return dialog;
  }
}

/** The phone's trading screen (390 px): pair header, BUY/SELL bar and its dialogs. */
export class MobileTradingPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/dashboard');
    await this.page.getByRole('button', { name: /change pair$/ }).waitFor();
    return this;
  }
}
