import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, placeByApi } from '../support/api.ts';
import { launchBrowser, phone } from '../support/browser.ts';
import { MobileTradingPage, shot, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new demo trader on the phone's trading screen, arranged first through the API if asked. */
async function openPhone(arrange?: (token: string) => Promise<unknown>) {
  const trader = await signedIn(browser, { arrange, context: phone });
  await new MobileTradingPage(trader.page).open();
  return trader;
}

describe('mobile trading screen', () => {
  it('dashboard, when opened on a 390×844 touch phone, then the mobile screen shows instead, NZDUSD by default', async () => {
    const { page, context } = await openPhone();
    await expect(page.getByRole('button', { name: 'NZDUSD, change pair' }).isVisible()).resolves.toBe(true);
    // The banner follows the symbol sheet, which may arrive just after the screen shows.
    await page.getByText(/^Market is (Open - Live Trading Available|Closed - .+)$/).waitFor();
    expect(await page.getByRole('tab', { name: 'Market execution' }).count()).toBe(0);
    for (const name of ['SELL', 'BUY']) {
      const button = page.getByRole('button', { name: new RegExp(`^${name} ?\\d\\.\\d{5}$`) });
      await button.waitFor();
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'mobile-e2e-390x844');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: 'Market execution' }).waitFor();
    await context.close();
  });

  it('BUY, when tapped with one-click off, then asks first, places on the answer, and the result names side, lots, pair and fill price', async () => {
    const { page, context, token } = await openPhone();
    await expect(page.getByRole('switch', { name: 'One-click trading' }).getAttribute('aria-checked')).resolves.toBe('false');
    await page.getByRole('button', { name: /^BUY ?\d/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm order' });
    await confirm.getByText(/^BUY 0\.01 lots NZDUSD at about \d\.\d{5}\?/).waitFor();
    await confirm.getByRole('button', { name: 'BUY' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // FX markets close at the weekend: then the order is accepted as queued, and the title says so.
    const title = await dialog.getByRole('heading').textContent();
    expect(title).toMatch(/^(Trade Placed Successfully|Order Queued)$/);
    await expect(dialog.getByText('BUY 0.01 lots NZDUSD').isVisible()).resolves.toBe(true);
    if (title === 'Trade Placed Successfully') await dialog.getByText(/^Filled at \d\.\d{5}$/).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const [open, pending] = await Promise.all(
      ['open', 'pending'].map((status) =>
        apiCall<{ orders: { symbol: string; side: string }[] }>('GET', `/orders?status=${status}`, undefined, token),
      ),
    );
    expect([...open!.orders, ...pending!.orders]).toEqual([expect.objectContaining({ symbol: 'NZDUSD', side: 'buy' })]);
    await context.close();
  });

  it('pair selector, when GBPUSD is picked, then the header and the chart move to GBPUSD', async () => {
    const { page, context } = await openPhone();
    await page.getByRole('button', { name: 'NZDUSD, change pair' }).click();
    const picker = page.getByRole('dialog', { name: 'Select pair' });
    // The spec's ten pairs first, in its order.
    await picker.getByRole('button', { name: /^GBPJPY/ }).waitFor();
    const pairs = await picker.locator('.mobile-pair strong').allTextContents();
    expect(pairs).toEqual(['EURUSD', 'GBPUSD', 'USDJPY', 'USDCHF', 'AUDUSD', 'USDCAD', 'NZDUSD', 'EURGBP', 'EURJPY', 'GBPJPY']);
    await picker.getByRole('button', { name: /^GBPUSD/ }).click();
    await page.getByRole('button', { name: 'GBPUSD, change pair' }).waitFor();
    await page.getByRole('region', { name: 'GBPUSD chart' }).waitFor();
    expect(await page.getByRole('region', { name: 'NZDUSD chart' }).count()).toBe(0);
    await context.close();
  });

  it('a link with one of the phone pairs, when opened on the phone, then shows that pair; a reload keeps the pair picked since, with a JPY pair at 3 decimals', async () => {
    const { page, context } = await signedIn(browser, { context: phone });
    await page.goto('/dashboard?symbol=GBPUSD');
    await page.getByRole('button', { name: 'GBPUSD, change pair' }).waitFor();
    await page.getByRole('region', { name: 'GBPUSD chart' }).waitFor();
    await page.getByRole('button', { name: 'GBPUSD, change pair' }).click();
    await page
      .getByRole('dialog', { name: 'Select pair' })
      .getByRole('button', { name: /^USDJPY/ })
      .click();
    await page.waitForURL(/[?&]symbol=USDJPY(&|$)/);
    await page.reload();
    await page.getByRole('button', { name: 'USDJPY, change pair' }).waitFor();
    // A JPY pair's prices have 3 decimals on the phone too (issue 33): the SELL and BUY buttons read 151.203.
    await expect.poll(() => page.getByRole('button', { name: /^BUY ?\d/ }).textContent()).toMatch(/[^\d.]\d{2,3}\.\d{3}$/);
    await expect(page.getByRole('button', { name: /^SELL ?\d/ }).textContent()).resolves.toMatch(/[^\d.]\d{2,3}\.\d{3}$/);
    await context.close();
  });

  it('a link with a symbol the catalogue lacks, when opened on the phone, then the default pair shows and the URL names it', async () => {
    const { page, context } = await signedIn(browser, { context: phone });
    await page.goto('/dashboard?symbol=NOSUCH1');
    await page.getByRole('button', { name: 'NZDUSD, change pair' }).waitFor();
    await page.waitForURL(/[?&]symbol=NZDUSD(&|$)/);
    await context.close();
  });

  it('a link to XAUUSD, when opened on the phone, then gold shows and a one-click BUY with SL, TP and a trailing stop places it', async () => {
    const oneClickOn = {
      chart_type: 'candles',
      interval: 300,
      price_scale: 'normal',
      indicators: [],
      one_click: true,
      one_click_acknowledged: true,
    };
    const { page, context, token } = await signedIn(browser, {
      context: phone,
      arrange: (t) => apiCall('PUT', '/chart/layout', oneClickOn, t),
    });
    await page.goto('/dashboard?symbol=XAUUSD');
    await page.getByRole('button', { name: 'XAUUSD, change pair' }).waitFor();
    await page.getByRole('region', { name: 'XAUUSD chart' }).waitFor();
    // Gold's spread reads in dollars, not in pips.
    await page.getByText(/^\d+\.\d{2} USD$/).waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'One-click trading' }).getAttribute('aria-checked')).toBe('true');
    for (const name of ['Stop Loss', 'Take Profit', 'Trailing Stop']) await page.getByRole('switch', { name }).click();
    await page.getByRole('spinbutton', { name: 'Trailing Stop pips' }).fill('300');
    await shot(page, 'mobile-ticket-xauusd-390x844');
    await page.getByRole('button', { name: /^BUY ?\d/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /^(Trade Placed Successfully|Order Queued)$/ }).waitFor();
    await expect(dialog.getByText('BUY 0.01 lots XAUUSD').isVisible()).resolves.toBe(true);
    const { orders } = await apiCall<{
      orders: { symbol: string; stop_loss_price: number | null; take_profit_price: number | null; trailing_stop_pips: number | null }[];
    }>('GET', '/orders?status=open', undefined, token);
    expect(orders).toEqual([expect.objectContaining({ symbol: 'XAUUSD', trailing_stop_pips: 300 })]);
    expect(orders[0]!.take_profit_price).not.toBeNull();
    await context.close();
  });

  it('the symbol picker, when searched as EURUSD, eurusd, EUR/USD, xau or BTC, then finds each ticker in any category; XAUUSD picked then trades', async () => {
    const { page, context, token } = await openPhone();
    await page.getByRole('button', { name: 'NZDUSD, change pair' }).click();
    const picker = page.getByRole('dialog', { name: 'Select pair' });
    const search = picker.getByRole('searchbox', { name: 'Search assets' });
    for (const [typed, symbol] of [
      ['EURUSD', 'EURUSD'],
      ['eurusd', 'EURUSD'],
      ['EUR/USD', 'EURUSD'],
      ['xau', 'XAUUSD'],
      ['BTC', 'BTCUSDT'],
    ] as const) {
      await search.fill(typed);
      await expect.poll(() => picker.locator('.mobile-pair strong').first().textContent()).toBe(symbol);
    }
    await search.fill('xau');
    await shot(page, 'mobile-symbol-search-390x844');
    await picker.getByRole('button', { name: /^XAUUSD/ }).click();
    await page.getByRole('button', { name: 'XAUUSD, change pair' }).waitFor();
    await page.waitForURL(/[?&]symbol=XAUUSD(&|$)/);
    await page.getByRole('button', { name: /^BUY ?\d/ }).click();
    await page.getByRole('alertdialog', { name: 'Confirm order' }).getByRole('button', { name: 'BUY' }).click();
    await page.getByRole('dialog').getByText('BUY 0.01 lots XAUUSD').waitFor();
    const [open, pending] = await Promise.all(
      ['open', 'pending'].map((status) => apiCall<{ orders: { symbol: string }[] }>('GET', `/orders?status=${status}`, undefined, token)),
    );
    expect([...open!.orders, ...pending!.orders]).toEqual([expect.objectContaining({ symbol: 'XAUUSD' })]);
    await context.close();
  });

  it('open position, when closed on the phone, then a toast says what closed at what price and P/L, and it appears in History', async () => {
    const { page, context } = await openPhone(async (token) => {
      const { symbols } = await apiCall<{ symbols: { symbol: string; ask: number }[] }>('GET', '/symbols');
      await placeByApi(token, {
        symbol: 'BTCUSDT',
        side: 'buy',
        volume: 0.01,
        open_price: symbols.find((s) => s.symbol === 'BTCUSDT')!.ask,
      });
    });
    await page.getByRole('button', { name: /^Positions/ }).click();
    const positions = page.getByRole('dialog', { name: 'Open Positions' });
    const card = positions.locator('li', { hasText: 'BTCUSDT' });
    await card.waitFor();
    await shot(page, 'mobile-e2e-positions');
    await card.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    // The close answers in words on the phone too: what closed, at what price, with what P/L.
    await page.getByText(/^Trade #\d+ closed$/).waitFor();
    await page.getByText(/^Buy 0\.01 lots BTCUSDT closed at [\d.]+, P\/L [+-]\$[\d,]+\.\d\d$/).waitFor();
    await positions.getByText('No open orders').waitFor();
    // Escape closes the newest layer first: the toast (unless its 4 s are already over), then the positions sheet.
    for (const close of await page.getByRole('button', { name: 'Dismiss' }).all())
      await close.click({ timeout: 2000 }).catch(() => undefined);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Trade History' });
    await history.locator('li', { hasText: 'BTCUSDT' }).waitFor();
    await expect(history.locator('li').first().textContent()).resolves.toContain('BUY');
    await shot(page, 'mobile-e2e-history');
    await context.close();
  });
});
