import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from '../support/browser.ts';
import { signUpByApi } from '../support/api.ts';

/** Crypto trades around the clock, so its prices move whatever day the suite runs. */
const LIVE_SYMBOL = 'BTCUSDT';

async function openDashboard(browser: Browser, query = ''): Promise<Page> {
  const { token } = await signUpByApi();
  const context = await newContext(browser);
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/dashboard${query}`);
  return page;
}

async function changesWithin(read: () => Promise<string | null>, ms: number): Promise<[string | null, string | null]> {
  const first = await read();
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    const now = await read();
    if (now !== first) return [first, now];
  }
  return [first, first];
}

describe('market on the dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the dashboard, when opened, then shows EURUSD selected with the Asset Name, Price, Change and High/Low columns, and no half-cut category tab', async () => {
    const page = await openDashboard(browser);
    const list = page.getByRole('region', { name: 'Assets' });
    await list.getByRole('row', { name: /EURUSD/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('EURUSD');
    expect(await list.getByRole('row', { name: /EURUSD/ }).getAttribute('aria-selected')).toBe('true');
    for (const column of ['Asset Name', 'Price', 'Change', 'High/Low']) {
      await list.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(await page.getByRole('heading', { name: /EURUSD/ }).isVisible()).toBe(true);
    // At 1440 px no category tab shows half cut at the strip's edge (issue 33): a tab the strip cuts is not drawn.
    const halfCut = () =>
      page.evaluate(() => {
        const strip = document.querySelector('.category-tabs__strip')!.getBoundingClientRect();
        return Array.from(document.querySelectorAll<HTMLElement>('.category-tabs__strip [role="tab"]'))
          .filter((tab) => {
            const box = tab.getBoundingClientRect();
            const cut = box.right > strip.left && box.left < strip.right && (box.left < strip.left - 0.5 || box.right > strip.right + 0.5);
            return cut && getComputedStyle(tab).opacity !== '0';
          })
          .map((tab) => tab.textContent);
      });
    await expect.poll(halfCut).toEqual([]);
    await page.context().close();
  });

  it('a live symbol, when ticks arrive, then its price moves in the list and the last candle changes', async () => {
    const page = await openDashboard(browser, `?symbol=${LIVE_SYMBOL}`);
    const row = page.locator(`tr[data-symbol="${LIVE_SYMBOL}"]`);
    await row.waitFor();
    expect(await page.getByRole('tab', { name: 'Cryptocurrencies' }).getAttribute('aria-selected')).toBe('true');
    const chart = page.getByTestId('price-chart');
    await page.waitForFunction(() => document.querySelector('[data-testid="price-chart"]')?.getAttribute('data-last-close'));

    const [priceBefore, priceAfter] = await changesWithin(() => row.getByTestId('price').textContent(), 15_000);
    expect(priceAfter).not.toBe(priceBefore);
    const [barBefore, barAfter] = await changesWithin(
      async () => `${await chart.getAttribute('data-last-time')}/${await chart.getAttribute('data-last-close')}`,
      15_000,
    );
    expect(barAfter).not.toBe(barBefore);
    await page.context().close();
  });

  it('search and favourites, when a trader searches and stars an asset, then it is found case-insensitively and listed under Favourites', async () => {
    const page = await openDashboard(browser);
    await page.getByRole('searchbox', { name: 'Search assets' }).fill('eThEreUm');
    const rows = page.getByRole('region', { name: 'Assets' }).locator('tbody tr');
    await page.locator('tr[data-symbol="ETHUSDT"]').waitFor();
    expect(await rows.count()).toBe(1);

    // The star shows at once; the reload below must wait until the server has kept it.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/favorites') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add ETHUSDT to favourites' }).click();
    await page.getByRole('button', { name: 'Remove ETHUSDT from favourites' }).waitFor();
    expect((await saved).ok()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search assets' }).fill('');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await page.locator('tr[data-symbol="ETHUSDT"]').waitFor();
    expect(await rows.count()).toBe(1);

    await page.reload();
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await page.locator('tr[data-symbol="ETHUSDT"]').waitFor();
    await page.context().close();
  });

  it('ticker search, when EURUSD, eurusd, EUR/USD, xau, BTC or eth is typed on the Currencies tab, then the first row is that symbol, whatever its category', async () => {
    const page = await openDashboard(browser, '?symbol=EURUSD');
    const search = page.getByRole('searchbox', { name: 'Search assets' });
    const firstRow = page.getByRole('region', { name: 'Assets' }).locator('tbody tr').first();
    await firstRow.waitFor();
    for (const [typed, symbol] of [
      ['EURUSD', 'EURUSD'],
      ['eurusd', 'EURUSD'],
      ['EUR/USD', 'EURUSD'],
      ['xau', 'XAUUSD'],
      ['BTC', 'BTCUSDT'],
      ['eth', 'ETHUSDT'],
    ] as const) {
      await search.fill(typed);
      await expect.poll(() => firstRow.getAttribute('data-symbol')).toBe(symbol);
    }
    // "eth" is Ethereum's ticker, not every "Tether" pair.
    expect(await page.getByRole('region', { name: 'Assets' }).locator('tbody tr').count()).toBe(1);
    await page.context().close();
  });

  it('the chart, when another timeframe and symbol are chosen, then shows that symbol and keeps it in the URL', async () => {
    const page = await openDashboard(browser);
    await page.getByRole('button', { name: '60', pressed: true }).waitFor();
    await page.getByRole('tab', { name: 'Commodities' }).click();
    await page.locator('tr[data-symbol="XAUUSD"]').click();
    await page.getByRole('heading', { name: /XAUUSD/ }).waitFor();
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: '5', exact: true, pressed: true }).waitFor();
    await page.waitForFunction(() => {
      const time = Number(document.querySelector('[data-testid="price-chart"]')?.getAttribute('data-last-time'));
      return time > 0 && time % 300 === 0;
    });
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('XAUUSD');
    await page.context().close();
  });
});
