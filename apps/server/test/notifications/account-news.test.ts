import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { startPushEndpoint } from '../helpers/push-endpoint.ts';
import { until } from '../helpers/until.ts';
import { TEST_PASSWORD } from '../helpers/traders.ts';
import { signInStaff } from '../admin/staff-helpers.ts';
import { openTicket, traderWithPendingKyc } from '../admin/review-fixtures.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { newsClient } from './news-client.ts';

let t: TradingTestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let notifications: ReturnType<typeof newsClient>['bell'];
let subscribe: ReturnType<typeof newsClient>['subscribe'];
let pushesTo: ReturnType<typeof newsClient>['pushesTo'];
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await buildTradingApp({ PUSH_ENDPOINTS: endpoint.origin });
  ({ bell: notifications, subscribe, pushesTo } = newsClient(t, endpoint));
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});

describe(`account news in the bell and by Web Push (${dialectName})`, () => {
  it('a pending order, when it fills, then the bell shows it unread and a push to the local endpoint decrypts to the same text', async () => {
    const trader = await t.trader();
    expect((await subscribe(trader.auth, endpoint.subscription('fill'))).statusCode).toBe(201);
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'sell', volume: 0.1, order_type: 'stop', trigger_price: 1.098 },
    });
    const orderId = placed.json().data.order.id as number;
    const { bid } = await t.quote('EURUSD', 1.0975, 1.0976);

    await until(() => pushesTo('fill').length > 0);
    expect(pushesTo('fill')).toEqual([
      {
        title: `Order #${orderId} filled`,
        body: `Sell 0.10 lots EURUSD at ${bid}`,
        url: '/dashboard',
        tag: expect.stringMatching(/^fill:\d+$/),
      },
    ]);
    const push = endpoint.received.find((p) => p.path === '/push/fill')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);

    const bell = await notifications(trader.auth);
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      kind: 'fill',
      title: `Order #${orderId} filled`,
      account_id: trader.accountId,
      read: false,
      link: '/dashboard',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: trader.auth,
      payload: { ids: [bell.notifications[0]!.id] },
    });
    expect((await notifications(trader.auth)).unread).toBe(0);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('a losing position, when the margin level falls to the call and then to the stop-out, then the bell warns once and then says the stop-out closed it', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    // 30 lots: $300 a pip against $10,000, about $8,250 of margin at 1:400.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 30 },
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order.id as number;
    await t.quote('EURUSD', 1.0994, 1.0995);
    // The leader re-values accounts every 250 ms (margin-call warnings come from there); the test runs that pass itself.
    await t.services.engineHost.runtime.refreshRisk();
    await until(async () => (await notifications(trader.auth)).notifications.some((n) => n.kind === 'margin_call'));
    await t.quote('EURUSD', 1.098, 1.0981);
    await until(async () => (await notifications(trader.auth)).notifications.some((n) => n.kind === 'close'));
    const bell = (await notifications(trader.auth)).notifications;
    expect(bell.filter((n) => n.kind === 'margin_call')).toEqual([
      expect.objectContaining({
        title: 'Margin call',
        body: expect.stringMatching(/^Your margin level is \d+\.\d\d%\. Deposit or close positions to avoid a stop-out\.$/),
        account_id: trader.accountId,
      }),
    ]);
    expect(bell.filter((n) => n.kind === 'close')).toEqual([
      expect.objectContaining({
        title: `Stop-out: #${orderId} EURUSD closed`,
        body: expect.stringMatching(/^Closed at 1\.098\d*, P\/L -[\d,]+\.\d\d USD$/),
      }),
    ]);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('a support request, when staff reply, then the bell carries the reply under the request’s number', async () => {
    const trader = await traderWithPendingKyc(t, 'live');
    const support = await signInStaff(t, 'support');
    const ticketId = await openTicket(t, trader.auth);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/tickets/${ticketId}/reply`,
      headers: support.auth,
      payload: { message: 'Credited now.' },
    });
    await until(async () => (await notifications(trader.auth)).notifications.some((n) => n.kind === 'support_reply'));
    expect((await notifications(trader.auth)).notifications.filter((n) => n.kind === 'support_reply')).toEqual([
      expect.objectContaining({ title: `Reply to your request #${ticketId}`, body: 'Credited now.', link: '/support', read: false }),
    ]);
  });

  for (const { decision, action, language, text } of [
    {
      decision: 'approves it, for a trader reading Hindi',
      action: 'approve',
      language: 'hi',
      text: { title: 'पहचान वेरिफ़ाई हो गई', body: 'आपकी पहचान का वेरिफ़िकेशन मंज़ूर हो गया है। अब आप पैसे जमा कर सकते हैं और निकाल सकते हैं।' },
    },
    {
      decision: 'rejects it with a note',
      action: 'reject',
      language: 'en',
      text: { title: 'Identity verification rejected', body: 'Your identity verification was rejected. Reason: The selfie is blurred' },
    },
  ] as const) {
    it(`an identity check, when compliance ${decision}, then the bell says so (the login’s news, on no one account)`, async () => {
      const trader = await traderWithPendingKyc(t, 'live');
      const compliance = await signInStaff(t, 'compliance');
      await t.ctx.db.updateTable('users').set({ language }).where('id', '=', trader.id).execute();
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/kyc/${trader.kycId}/${action}`,
        headers: compliance.auth,
        payload: { notes: action === 'approve' ? 'ok' : 'The selfie is blurred' },
      });
      await until(async () => (await notifications(trader.auth)).notifications.some((n) => n.kind === 'kyc'));
      expect((await notifications(trader.auth)).notifications.filter((n) => n.kind === 'kyc')).toEqual([
        expect.objectContaining({ ...text, link: '/profile', account_id: null }),
      ]);
    });
  }

  it('a push subscription, when its endpoint is not a push service the server sends to, then 422 names the field', async () => {
    const trader = await t.trader();
    const response = await subscribe(trader.auth, { ...endpoint.subscription('x'), endpoint: 'http://169.254.169.254/latest' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.endpoint).toEqual(['This push service is not one the server sends to.']);
  });

  it('the VAPID key, when asked for twice, then is the same key (made once and kept)', async () => {
    const trader = await t.trader();
    const first = (await t.app.inject({ method: 'GET', url: '/api/push/key', headers: trader.auth })).json();
    const second = (await t.app.inject({ method: 'GET', url: '/api/push/key', headers: trader.auth })).json();
    expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second).toEqual(first);
  });
});

describe(`new-device sign-in news (${dialectName})`, () => {
  it('a sign-in, when it comes from a device the login had not used, then the bell says so once; a known device is no news', async () => {
    const trader = await t.trader();
    const login = (agent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'user-agent': agent },
        payload: { email: trader.email, password: TEST_PASSWORD },
      });
    expect((await login(CHROME)).statusCode).toBe(200);
    expect((await login(FIREFOX)).statusCode).toBe(200);
    expect((await login(CHROME)).statusCode).toBe(200);
    await until(async () => (await notifications(trader.auth)).notifications.length >= 2);
    const bell = await notifications(trader.auth);
    // The sign-up's own client counts as the first device: Chrome and Firefox are new, Chrome again is not.
    expect(bell.notifications.map((n) => [n.kind, n.title])).toEqual([
      ['new_sign_in', 'New sign-in to your account'],
      ['new_sign_in', 'New sign-in to your account'],
    ]);
    expect(bell.notifications[0]!.body).toMatch(/^Firefox 128 on .+ from .+\. If this was not you, change your password\.$/);
  });
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
