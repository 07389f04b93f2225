import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall } from '../support/api.ts';
import { desktop, launchBrowser, phone } from '../support/browser.ts';
import { shot, signedIn } from '../support/pages.ts';
import { adminToken } from '../support/staff.ts';

interface TicketAnswer {
  id: number;
  status: string;
  replies: { author: string; message: string; staff_email?: string | null }[];
}

let browser: Browser;
let staff: string;
beforeAll(async () => {
  browser = await launchBrowser();
  staff = await adminToken('Sam Support');
});
afterAll(async () => {
  await browser?.close();
});

const openTicket = (token: string) =>
  apiCall<{ ticket: TicketAnswer }>(
    'POST',
    '/support/tickets',
    {
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '9876543210',
      subject: 'Deposit not credited',
      message: 'I sent 250 USDT an hour ago.',
    },
    token,
  );

describe('support replies', () => {
  it.each([
    ['desktop', desktop, 'dark'],
    ['phone', phone, 'light'],
  ] as const)(
    'a trader reply on the %s, when sent after a staff answer, then it shows in the thread and the staff see it',
    async (name, context, theme) => {
      const trader = await signedIn(browser, { context, theme });
      const { ticket } = await openTicket(trader.token);
      await apiCall('POST', `/admin/tickets/${ticket.id}/reply`, { message: 'Which network did you use?' }, staff);
      const { page } = trader;
      await page.goto('/support');
      const requests = page.getByRole('region', { name: 'Your requests' });
      await requests.getByText('Which network did you use?').waitFor();

      await requests.getByRole('button', { name: 'Send reply' }).click();
      await requests.getByText('Please add a message.').waitFor();

      await requests.getByRole('textbox', { name: 'Reply to this request' }).fill('TRC-20, from Binance.');
      await requests.getByRole('button', { name: 'Send reply' }).click();
      await requests.getByText('Reply sent').waitFor();
      await requests.getByText('TRC-20, from Binance.').waitFor();
      await requests.getByText(/^You · /).waitFor();
      await expect(requests.getByRole('textbox', { name: 'Reply to this request' }).inputValue()).resolves.toBe('');
      await requests.getByRole('textbox', { name: 'Reply to this request' }).scrollIntoViewIfNeeded();
      await shot(page, `support-reply-${name}-${theme}`);

      const seen = await apiCall<TicketAnswer>('GET', `/admin/tickets/${ticket.id}`, undefined, staff);
      expect(seen.status).toBe('open');
      expect(seen.replies.map((reply) => [reply.author, reply.message])).toEqual([
        ['staff', 'Which network did you use?'],
        ['trader', 'TRC-20, from Binance.'],
      ]);
      await trader.context.close();
    },
  );

  it('a closed ticket, when shown, then it offers no reply box and says to open a new request', async () => {
    const trader = await signedIn(browser);
    const { ticket } = await openTicket(trader.token);
    await apiCall('POST', `/admin/tickets/${ticket.id}/status`, { status: 'closed' }, staff);
    await trader.page.goto('/support');
    const requests = trader.page.getByRole('region', { name: 'Your requests' });
    await requests.getByText('This request is closed. Send a new request above if you still need help.').waitFor();
    await expect(requests.getByRole('button', { name: 'Send reply' }).count()).resolves.toBe(0);
    await trader.context.close();
  });
});
