import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newContext, phone } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';
import { DashboardPage, shot, signedIn } from '../support/pages.ts';
import { adminToken } from '../support/staff.ts';

// EURCHF: a pair no other browser test trades. Today (UTC, the calendar's zone on a fresh install)
// becomes its holiday and back again, so the test reads the same on any day of the week.
const SYMBOL = 'EURCHF';
const today = () => new Date().toISOString().slice(0, 10);

let browser: Browser;
let staffToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await adminToken('Cal Endar');
});
afterAll(async () => {
  await browser?.close();
});

async function calendarScreen(theme: 'dark' | 'light', options?: BrowserContextOptions): Promise<Page> {
  const context = await newContext(browser, options);
  await context.addInitScript(
    ([token, chosen]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('theme', chosen!);
    },
    [staffToken, theme],
  );
  const page = await context.newPage();
  await page.goto('/admin/calendar');
  await page.getByRole('heading', { name: 'Trading calendar', level: 1 }).waitFor();
  return page;
}

describe('trading calendar', () => {
  it("an admin gives a pair a holiday today and a Friday triple day, when saved, then the trader's open ticket shows the market closed and the specification names both; removing it reopens the market", async () => {
    const trader = await signedIn(browser);
    const dashboard = await new DashboardPage(trader.page).open(SYMBOL);
    const closedNotice = trader.page.getByRole('status').filter({ hasText: 'Market is Closed - Orders are queued until the market opens' });
    expect(await closedNotice.count()).toBe(0);

    const staff = await calendarScreen('dark');
    await staff.getByRole('combobox', { name: 'Symbol group or symbol' }).selectOption(`symbol:${SYMBOL}`);
    const editor = staff.getByRole('form', { name: `Rules of ${SYMBOL}` });
    await editor.getByRole('button', { name: 'Add a holiday' }).click();
    await editor.getByRole('textbox', { name: `Name of the holiday on ${today()}` }).fill('Test holiday');
    await editor.getByRole('combobox', { name: 'Triple-swap day' }).selectOption('friday');
    await editor.getByRole('button', { name: `Save ${SYMBOL}` }).click();
    await staff.getByText(`${SYMBOL} saved.`).first().waitFor();
    await staff.getByRole('table', { name: 'Rules in the calendar' }).getByRole('row').filter({ hasText: SYMBOL }).waitFor();

    // The trader's screen was open all along: the socket tells it the market closed.
    await closedNotice.waitFor();
    await trader.page
      .getByRole('button', { name: `Contract specification of ${SYMBOL}` })
      .first()
      .click();
    const spec = trader.page.getByRole('dialog', { name: `${SYMBOL} contract specification` });
    await expect.poll(() => spec.textContent()).toContain(`${today()} Test holiday: closed`);
    expect(await spec.textContent()).toContain('Friday');
    await shot(trader.page, 'calendar-trader-specification');
    await trader.page.keyboard.press('Escape');

    await editor.getByRole('button', { name: `Remove the holiday on ${today()}` }).click();
    await editor.getByRole('combobox', { name: 'Triple-swap day' }).selectOption('inherit');
    await editor.getByRole('button', { name: `Save ${SYMBOL}` }).click();
    await closedNotice.waitFor({ state: 'detached' });
    expect(await dashboard.page.getByRole('tab', { name: 'Market execution' }).count()).toBe(1);
    await staff.context().close();
    await trader.context.close();
  });

  it('the calendar screen, when opened on a desktop and a phone in either theme, then edits a week of sessions with no serious accessibility finding', async () => {
    for (const theme of ['dark', 'light'] as const) {
      for (const [size, options] of [
        ['desktop', undefined],
        ['phone', phone],
      ] as const) {
        const page = await calendarScreen(theme, options);
        await page.getByRole('combobox', { name: 'Symbol group or symbol' }).selectOption('path:Metals');
        const editor = page.getByRole('form', { name: 'Rules of Metals' });
        const trade = editor.getByRole('region', { name: 'Trade sessions' });
        await trade.getByRole('button', { name: 'Add a session on Monday' }).click();
        await trade.getByRole('textbox', { name: 'Monday: opens' }).fill('01:00');
        await trade.getByRole('textbox', { name: 'Monday: closes' }).fill('12:00');
        // The next session starts where the last one closed.
        await trade.getByRole('button', { name: 'Add a session on Monday' }).click();
        await trade.getByRole('textbox', { name: 'Monday: closes' }).last().fill('23:00');
        await trade.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }).click();
        expect(await trade.getByRole('textbox', { name: 'Friday: opens' }).count()).toBe(2);
        // Two Monday sessions that overlap are named before anything is sent.
        await trade.getByRole('textbox', { name: 'Monday: closes' }).first().fill('13:00');
        await editor.getByRole('button', { name: 'Save Metals' }).click();
        await editor.getByText("Metals: Monday's trade sessions 01:00–13:00 and 12:00–23:00 overlap.").waitFor();
        expect(await seriousViolations(page, '.admin-shell__main')).toEqual([]);
        await page.getByRole('heading', { name: 'Trading calendar', level: 1 }).scrollIntoViewIfNeeded();
        await shot(page, `calendar-${size}-${theme}`);
        await editor.getByRole('button', { name: 'Discard changes' }).click();
        await trade
          .getByText("None set here: a wider group's trade sessions apply, else the quote sessions, else the symbol's own hours.")
          .waitFor();
        await page.context().close();
      }
    }
  });
});
