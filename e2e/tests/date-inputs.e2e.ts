// Issue 33, item 6: date inputs follow the app's format. Every date field of the terminal and the back
// office shows and takes dd.mm.yyyy (dd.mm.yyyy hh:mm where a time goes with it), as every date on
// screen reads, whatever the browser's language; a text that is no date is refused where it is typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, askOf } from '../support/api.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { DashboardPage, shot, signedIn } from '../support/pages.ts';
import { adminToken } from '../support/staff.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pad = (n: number) => String(n).padStart(2, '0');
/** A local time as the app writes it: dd.mm.yyyy hh:mm. */
const appDateTime = (date: Date) =>
  `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
/** The browser's local time of a dd.mm.yyyy hh:mm text (the e2e runner and Chromium share the machine's zone). */
const fromAppDateTime = (text: string) => {
  const [day, month, year, hours, minutes] = text.split(/[. :]/).map(Number) as [number, number, number, number, number];
  return new Date(year, month - 1, day, hours, minutes);
};

describe('date inputs follow the app’s format', () => {
  it('the back office audit log, when From and To are typed as dd.mm.yyyy, then it asks for those local days, and a wrong date is refused with a message and not sent', async () => {
    const staffToken = await adminToken();
    const context = await newContext(browser);
    await context.addInitScript((token) => localStorage.setItem('token', token), staffToken);
    const page = await context.newPage();
    await page.goto('/admin/audit');
    await page.getByRole('table', { name: 'Audit entries' }).waitFor();
    const from = page.getByRole('textbox', { name: 'From' });
    const to = page.getByRole('textbox', { name: 'To' });
    await expect(from.getAttribute('placeholder')).resolves.toBe('dd.mm.yyyy');
    await expect(to.getAttribute('placeholder')).resolves.toBe('dd.mm.yyyy');

    const sent: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/admin/audit') && sent.push(request.url())));
    await from.fill('31.02.2026');
    await page.getByText('Enter a date as dd.mm.yyyy.').waitFor();
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/admin/audit') && r.url().includes('from=')),
      from.fill('01.03.2026'),
    ]);
    // The 31st of February never reached the server: the first request with a From is the 1st of March's.
    expect(sent.filter((url) => url.includes('from='))[0]).toBe(request.url());
    // The whole local day: from its first millisecond.
    expect(new URL(request.url()).searchParams.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(await page.getByText('Enter a date as dd.mm.yyyy.').count()).toBe(0);
    const [untilRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/admin/audit') && r.url().includes('to=')),
      to.fill('2.3.2026'),
    ]);
    expect(new URL(untilRequest.url()).searchParams.get('to')).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).toISOString());
    // Single digits are taken too, and the text stays as typed.
    await expect(to.inputValue()).resolves.toBe('2.3.2026');
    await shot(page, 'date-inputs-audit-1440x900');
    await context.close();
  });

  it('a pending order’s expiry in the desktop ticket, when typed as dd.mm.yyyy hh:mm, then the server holds that local time; a wrong one blocks Trade with a message', async () => {
    const { page, context, token } = await signedIn(browser, { theme: 'light' });
    await new DashboardPage(page).open('BTCUSDT');
    const ask = await askOf('BTCUSDT');
    await page.getByRole('tab', { name: 'Advanced trades' }).click();
    await page.getByRole('switch', { name: 'Pending order' }).click();
    await page.getByLabel('Order type').selectOption({ label: 'Buy Limit' });
    await page.getByLabel('Trigger price').fill(String(Math.round(ask * 0.9 * 100) / 100));
    await page.getByRole('switch', { name: 'Expiry' }).click();
    const expiry = page.getByRole('textbox', { name: 'Expiry' });
    await expect(expiry.getAttribute('placeholder')).resolves.toBe('dd.mm.yyyy hh:mm');
    // Switched on, it starts at now, written the app's way.
    await expect(expiry.inputValue()).resolves.toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const trade = page.getByRole('button', { name: 'Trade', exact: true });

    await expiry.fill('32.01.2027 10:00');
    await page.getByText('Enter the expiry as dd.mm.yyyy hh:mm.').waitFor();
    expect(await trade.isDisabled()).toBe(true);
    const later = new Date(Date.now() + 26 * 3_600_000);
    const typed = appDateTime(later);
    await expiry.fill(typed);
    expect(await page.getByText('Enter the expiry as dd.mm.yyyy hh:mm.').count()).toBe(0);
    await shot(page, 'date-inputs-ticket-expiry-light-1440x900');
    await trade.click();
    await page.getByText('Order Placed', { exact: true }).first().waitFor();
    const { orders } = await apiCall<{ orders: { expiry: string | null }[] }>('GET', '/orders?status=pending', undefined, token);
    expect(orders.map((order) => order.expiry)).toEqual([fromAppDateTime(typed).toISOString()]);
    await context.close();
  });

  it('a price alert’s expiry, when typed as dd.mm.yyyy hh:mm, then the alert expires at that local time; a wrong one is refused and nothing is sent', async () => {
    const { page, context, token } = await signedIn(browser);
    await new DashboardPage(page).open('EURUSD');
    await page.getByRole('button', { name: 'Set price alert' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Price alerts/ });
    const expiry = dialog.getByRole('textbox', { name: 'Expires (optional)' });
    await expect(expiry.getAttribute('placeholder')).resolves.toBe('dd.mm.yyyy hh:mm');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Price' }).inputValue()).not.toBe('');
    let creates = 0;
    page.on('request', (request) => void (request.method() === 'POST' && request.url().endsWith('/api/alerts') && creates++));

    await expiry.fill('12.13.2027 09:30');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText('Enter the expiry as dd.mm.yyyy hh:mm.').waitFor();
    expect(creates).toBe(0);
    const typed = appDateTime(new Date(Date.now() + 50 * 3_600_000));
    await expiry.fill(typed);
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText('Alert created. It works even when you are signed out.').waitFor();
    const { alerts } = await apiCall<{ alerts: { expires_at: string | null }[] }>('GET', '/alerts', undefined, token);
    expect(alerts.map((alert) => alert.expires_at)).toEqual([fromAppDateTime(typed).toISOString()]);
    expect(creates).toBe(1);
    await context.close();
  });
});
