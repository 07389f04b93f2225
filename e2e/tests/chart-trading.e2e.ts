import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phone } from '../support/browser.ts';
import { apiCall, askOf, placeByApi } from '../support/api.ts';
import { DashboardPage, MobileTradingPage, shot, signedIn } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type OpenOrder = { id: number; stop_loss_price: number | null; side: string; volume: number };
const openOrders = async (token: string) => (await apiCall<{ orders: OpenOrder[] }>('GET', '/orders?status=open', undefined, token)).orders;

/** A buy with its stop loss 8 pips under the market: close enough to sit inside the chart's price range. */
async function buyWithStop(token: string, symbol: string) {
  const ask = await askOf(symbol);
  const stop = Number((ask - 0.0008).toFixed(5));
  const order = await placeByApi(token, { symbol, side: 'buy', volume: 0.01, open_price: ask, stop_loss_price: stop });
  return { id: order.id, stop };
}

/** Drags a line's handle by `dy` pixels, in small steps as a hand would. */
async function dragHandle(page: Page, name: string, dy: number) {
  const handle = page.getByRole('button', { name });
  await handle.waitFor();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + (dy * step) / 6);
  await page.mouse.up();
}

describe('chart trading', () => {
  it("a position's label on the chart, when prices tick, then shows the same P/L as its Open Trades row and the footer", async () => {
    let id = 0;
    const { page, context } = await signedIn(browser, {
      arrange: async (t) =>
        (id = (await placeByApi(t, { symbol: 'BTCUSDT', side: 'buy', volume: 0.01, open_price: await askOf('BTCUSDT') })).id),
    });
    await new DashboardPage(page).open('BTCUSDT');
    await page.getByRole('button', { name: `Drag from position #${id} to set its stop loss or take profit` }).waitFor();
    // The three read in one task, so no repaint falls between them; they agree once the same ticks reached all three.
    const figures = () =>
      page.evaluate((orderId) => {
        const money = (text: string | null | undefined) => Number((text ?? '').replace(/[−]/g, '-').replace(/[^\d.-]/g, ''));
        const handle = Array.from(document.querySelectorAll('.price-line-handle')).find((h) => h.textContent?.includes(`#${orderId} `));
        const label = /([+−-])\$([\d.]+)\s*$/.exec(handle?.textContent ?? '');
        const cells = document.querySelectorAll(`tr[data-order-id="${orderId}"] td`);
        const footer = Array.from(document.querySelectorAll('.account-bar__figure')).find(
          (f) => f.querySelector('span')?.textContent === 'P / L',
        );
        return {
          chart: label ? money(`${label[1]}${label[2]}`) : null,
          table: cells.length > 1 ? money(cells[cells.length - 2]!.textContent) : null,
          footer: footer ? money(footer.querySelector('strong')!.textContent) : null,
        };
      }, id);
    await expect
      .poll(async () => {
        const { chart, table, footer } = await figures();
        return chart !== null && chart === table && table === footer;
      })
      .toBe(true);
    await context.close();
  });

  it("a position's stop loss line, when dragged down on the desktop chart and the change confirmed, then the server holds the lower stop loss", async () => {
    const { page, context, token } = await signedIn(browser, { arrange: (t) => buyWithStop(t, 'EURUSD') });
    const [before] = await openOrders(token);
    await new DashboardPage(page).open('EURUSD');
    await dragHandle(page, `Drag stop loss of #${before!.id}`, 30);
    const confirm = page.getByRole('alertdialog', { name: `Change the stop loss of #${before!.id}?` });
    await confirm.waitFor();
    await shot(page, 'chart-trading-drag-confirm');
    await confirm.getByRole('button', { name: 'Change' }).click();
    await expect.poll(async () => (await openOrders(token))[0]!.stop_loss_price).toBeLessThan(before!.stop_loss_price!);
    await context.close();
  });

  it("a position's stop loss line, when dragged down with 'Trail at this distance' on, then the server trails the SL at that distance", async () => {
    const { page, context, token } = await signedIn(browser, { arrange: (t) => buyWithStop(t, 'EURUSD') });
    const [before] = await openOrders(token);
    await new DashboardPage(page).open('EURUSD');
    await dragHandle(page, `Drag stop loss of #${before!.id}`, 30);
    const confirm = page.getByRole('alertdialog', { name: `Change the stop loss of #${before!.id}?` });
    await confirm.getByRole('switch', { name: /^Trail at this distance \(\d+(\.\d)? pips\), on the server$/ }).click();
    await shot(page, 'chart-trading-trail-confirm');
    await confirm.getByRole('button', { name: 'Change' }).click();
    const trailing = async () =>
      (await apiCall<{ orders: { trailing_stop_pips: number | null }[] }>('GET', '/orders?status=open', undefined, token)).orders[0]!
        .trailing_stop_pips;
    await expect.poll(trailing).toBeGreaterThan(8);
    await context.close();
  });

  it("a position's stop loss line, when dragged on the phone chart (390 px), then the order changes on the server", async () => {
    const { page, context, token } = await signedIn(browser, { context: phone, arrange: (t) => buyWithStop(t, 'NZDUSD') });
    const [before] = await openOrders(token);
    await new MobileTradingPage(page).open();
    await dragHandle(page, `Drag stop loss of #${before!.id}`, 25);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Change' }).click();
    await expect.poll(async () => (await openOrders(token))[0]!.stop_loss_price).toBeLessThan(before!.stop_loss_price!);
    await context.close();
  });

  it('a price alert line, when dragged up on the chart, then the alert is moved on the server', async () => {
    const { page, context, token } = await signedIn(browser, {
      arrange: async (t) => {
        const ask = await askOf('EURUSD');
        await apiCall(
          'POST',
          '/alerts',
          { symbol: 'EURUSD', condition: 'bid_crosses_above', price: Number((ask + 0.0006).toFixed(5)), note: 'range top' },
          t,
        );
      },
    });
    const priceOf = async () => (await apiCall<{ alerts: { price: number }[] }>('GET', '/alerts', undefined, token)).alerts[0]!.price;
    const before = await priceOf();
    await new DashboardPage(page).open('EURUSD');
    await dragHandle(page, 'Drag price alert range top', -25);
    await expect.poll(priceOf).toBeGreaterThan(before);
    await context.close();
  });

  it("a price picked with the chart's '+' above the market, when Buy stop is chosen and confirmed, then a buy stop waits at that price", async () => {
    const { page, context, token } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    const canvas = page.getByTestId('price-chart');
    await canvas.locator('canvas').first().waitFor();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + 12);
    await page.getByRole('button', { name: /^Orders and alerts at / }).click();
    const item = page.getByRole('menuitem', { name: /^Buy Stop 0\.01 at / });
    const price = Number((await item.textContent())!.split(' at ')[1]);
    await item.click();
    const confirm = page.getByRole('alertdialog', { name: 'Place this pending order?' });
    await confirm.getByRole('button', { name: 'Place order' }).click();
    const pendingOrders = async () =>
      (
        await apiCall<{ orders: { side: string; order_type: string; trigger_price: number }[] }>(
          'GET',
          '/orders?status=pending',
          undefined,
          token,
        )
      ).orders;
    await expect.poll(pendingOrders).toEqual([expect.objectContaining({ side: 'buy', order_type: 'stop', trigger_price: price })]);
    await context.close();
  });

  it('one-click trading, when turned on after the risk notice and BUY clicked, then a market order is placed with no dialog', async () => {
    const { page, context, token } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    const toggle = page.getByRole('switch', { name: /One-click trading/ });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page
      .getByRole('alertdialog', { name: 'Turn on one-click trading?' })
      .getByRole('button', { name: 'I understand the risk, turn it on' })
      .click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const panel = page.getByRole('group', { name: 'One-click trading' });
    await panel.getByRole('spinbutton', { name: 'Volume (lots)' }).fill('0.03');
    await panel.getByRole('button', { name: /^BUY/ }).click();
    await expect.poll(async () => (await openOrders(token)).map((o) => [o.side, o.volume])).toEqual([['buy', 0.03]]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await shot(page, 'chart-trading-one-click');

    // The setting follows the trader: on after a reload, and BUY again places a second order at once.
    await page.reload();
    await page.getByRole('group', { name: 'One-click trading' }).getByRole('button', { name: /^BUY/ }).click();
    await expect.poll(async () => (await openOrders(token)).length).toBe(2);
    // The keyboard: Shift+S sells at once.
    await page.keyboard.press('Shift+S');
    await expect.poll(async () => (await openOrders(token)).filter((o) => o.side === 'sell').length).toBe(1);
    await context.close();
  });

  it('one-click trading, when on, then a dragged stop loss is changed without a confirm', async () => {
    const { page, context, token } = await signedIn(browser, { arrange: (t) => buyWithStop(t, 'EURUSD') });
    const [before] = await openOrders(token);
    const layout = {
      chart_type: 'candles',
      interval: 3600,
      price_scale: 'normal',
      indicators: [],
      one_click: true,
      one_click_acknowledged: true,
    };
    await apiCall('PUT', '/chart/layout', layout, token);
    await new DashboardPage(page).open('EURUSD');
    await dragHandle(page, `Drag stop loss of #${before!.id}`, 30);
    await expect.poll(async () => (await openOrders(token))[0]!.stop_loss_price).toBeLessThan(before!.stop_loss_price!);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });
});
