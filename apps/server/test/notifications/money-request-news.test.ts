import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { startPushEndpoint } from '../helpers/push-endpoint.ts';
import { until } from '../helpers/until.ts';
import { signInStaff } from '../admin/staff-helpers.ts';
import { requestWithdrawal, submitDeposit, traderWithPendingKyc } from '../admin/review-fixtures.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { newsClient } from './news-client.ts';

let t: TradingTestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let news: ReturnType<typeof newsClient>;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await buildTradingApp({ PUSH_ENDPOINTS: endpoint.origin });
  news = newsClient(t, endpoint);
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});

const TX_HASH = '5f0c2e9d7b1a4c3e8f6d2b0a9c8e7f6d5c4b3a29181716151413121110090807';

/** Finance's verdict on a deposit (250 USDT) or a withdrawal (50 USDT, after 250 credited), and what the trader is told. */
const verdicts = [
  {
    verdict: 'a deposit approved for a trader reading Hindi',
    type: 'deposit',
    language: 'hi',
    decision: { action: 'approve', payload: {} },
    text: (id: number) => ({ title: 'डिपॉज़िट खाते में जुड़ गया', body: `आपका 250.00 USDT का डिपॉज़िट #${id} आपके खाते में जोड़ दिया गया है।` }),
    link: '/deposit',
  },
  {
    verdict: 'a deposit rejected with a reason',
    type: 'deposit',
    language: 'en',
    decision: { action: 'reject', payload: { reason: 'Receipt unreadable' } },
    text: (id: number) => ({
      title: 'Deposit rejected',
      body: `Your deposit #${id} of 250.00 USDT was rejected. Reason: Receipt unreadable`,
    }),
    link: '/deposit',
  },
  {
    verdict: 'a withdrawal paid out',
    type: 'withdrawal',
    language: 'en',
    decision: { action: 'approve', payload: { tx_hash: TX_HASH } },
    text: (id: number) => ({ title: 'Withdrawal paid', body: `Your withdrawal #${id} of 50.00 USDT has been paid out.` }),
    link: '/withdrawal',
  },
  {
    verdict: 'a withdrawal rejected with a reason',
    type: 'withdrawal',
    language: 'en',
    decision: { action: 'reject', payload: { reason: 'Address on a sanctions list' } },
    text: (id: number) => ({
      title: 'Withdrawal rejected',
      body: `Your withdrawal #${id} of 50.00 USDT was rejected. Reason: Address on a sanctions list`,
    }),
    link: '/withdrawal',
  },
] as const;

describe(`deposits and withdrawals decided, in the bell and by Web Push (${dialectName})`, () => {
  for (const [index, { verdict, type, language, decision, text, link }] of verdicts.entries()) {
    it(`${verdict}, when finance decides it (twice), then exactly one notification on the trader’s account and one push say so, in their language`, async () => {
      const trader = await traderWithPendingKyc(t, 'live');
      const compliance = await signInStaff(t, 'compliance');
      const finance = await signInStaff(t, 'finance');
      await t.ctx.db.updateTable('users').set({ language }).where('id', '=', trader.id).execute();
      const approvedKyc = await t.app.inject({
        method: 'POST',
        url: `/api/admin/kyc/${trader.kycId}/approve`,
        headers: compliance.auth,
        payload: { notes: 'ok' },
      });
      expect(approvedKyc.statusCode).toBe(200);
      const subscription = `money-${index}`;
      expect((await news.subscribe(trader.auth, endpoint.subscription(subscription))).statusCode).toBe(201);
      let requestId = await submitDeposit(t, trader.auth, '250');
      if (type === 'withdrawal') {
        const credited = await t.app.inject({
          method: 'POST',
          url: `/api/admin/transactions/${requestId}/approve`,
          headers: finance.auth,
          payload: {},
        });
        expect(credited.statusCode).toBe(200);
        requestId = await requestWithdrawal(t, trader.auth, 50);
      }

      const decide = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/transactions/${requestId}/${decision.action}`,
          headers: finance.auth,
          payload: decision.payload,
        });
      expect((await decide()).statusCode).toBe(200);
      // Finance's second click is refused and tells the trader nothing more.
      expect((await decide()).statusCode).toBe(409);

      await until(async () => (await news.bell(trader.auth)).notifications.some((n) => n.kind === type));
      await until(() => news.pushesTo(subscription).some((push) => push.tag.startsWith(`${type}:`)));
      const accountId = (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: trader.auth })).json<{
        accounts: Array<{ id: number }>;
      }>().accounts[0]!.id;
      const told = (await news.bell(trader.auth)).notifications.filter((n) => n.kind === type);
      expect(told).toEqual([expect.objectContaining({ ...text(requestId), link, account_id: accountId, read: false })]);
      expect(news.pushesTo(subscription).filter((push) => push.tag.startsWith(`${type}:`))).toEqual([
        { ...text(requestId), url: link, tag: `${type}:${told[0]!.id}` },
      ]);
    });
  }
});
