import { expect, vi } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { kycForm, postMultipart, submitDeposit } from '../client-area/fixtures.ts';
import { userIdOf } from './staff-helpers.ts';

export { submitDeposit };

/** A trader with a pending KYC submission; returns its id. */
export async function traderWithPendingKyc(t: TestApp, accountType: 'demo' | 'live' = 'live') {
  const trader = await signUpTrader(t.app, { account_type: accountType });
  const id = await userIdOf(t, trader.email);
  const response = await postMultipart(t.app, '/api/kyc/submit', trader.auth, kycForm());
  if (response.statusCode !== 200) throw new Error(`kyc submit failed: ${response.body}`);
  const row = await t.ctx.db
    .selectFrom('kyc_submissions')
    .select('id')
    .where('user_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { ...trader, id, kycId: row.id };
}

/** A USDT (TRC-20) withdrawal request as the screen sends it; the answer as it came. */
export function postWithdrawal(t: TestApp, auth: Record<string, string>, amount: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transactions/create',
    headers: auth,
    payload: {
      type: 'withdrawal',
      currency: 'USDT',
      amount,
      chain: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      method: 'crypto',
    },
  });
}

export async function requestWithdrawal(t: TestApp, auth: Record<string, string>, amount: number): Promise<number> {
  const response = await postWithdrawal(t, auth, amount);
  if (response.statusCode !== 200) throw new Error(`withdrawal failed: ${response.body}`);
  return response.json<{ transaction: { id: number } }>().transaction.id;
}

export async function openTicket(t: TestApp, auth: Record<string, string>, subject = 'Where is my deposit?') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: auth,
    payload: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_code: '+44',
      phone: '7700900123',
      subject,
      message: 'It has been an hour.',
    },
  });
  if (response.statusCode !== 200) throw new Error(`ticket failed: ${response.body}`);
  const row = await t.ctx.db.selectFrom('support_tickets').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Collects account events published on the bus while `during` runs, and until every event named
 * in `awaited` has arrived (the engine re-reads an account after the commit, then publishes).
 */
export async function eventsDuring(t: TestApp, during: () => Promise<unknown>, awaited: string[] = []): Promise<AccountEventMessage[]> {
  const events: AccountEventMessage[] = [];
  const off = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (message) => events.push(message as AccountEventMessage));
  try {
    await during();
    await vi.waitFor(() => expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(awaited)));
  } finally {
    off();
  }
  return events;
}
