import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@platform/shared/alerts';
import { pushPayloadSchema } from '@platform/shared/notifications';
import { dialectName } from '../helpers/build-test-app.ts';
import { startPushEndpoint } from '../helpers/push-endpoint.ts';
import { until } from '../helpers/until.ts';
import { TEST_PASSWORD } from '../helpers/traders.ts';
import { signInStaff } from '../admin/staff-helpers.ts';
import { openTicket, requestWithdrawal, submitDeposit, traderWithPendingKyc } from '../admin/review-fixtures.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';

let t: TradingTestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await buildTradingApp({ PUSH_ENDPOINTS: endpoint.origin });
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});

type Auth = Record<string, string>;
const notifications = async (auth: Auth) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth })).json<{
    notifications: Notification[];
    unread: number;
  }>();
const subscribe = (auth: Auth, subscription: object) =>
  t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: auth, payload: subscription });
const pushesTo = (name: string) =>
  endpoint.received.filter((push) => push.path === `/push/${name}`).map((push) => pushPayloadSchema.parse(JSON.parse(push.text)));

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
      account_id: trader.userId,
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

  it('a position, when its stop loss closes it, then the bell says so with the price and P/L; a market order of the trader is no news', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1, stop_loss_price: 1.095 },
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order.id as number;
    await t.quote('EURUSD', 1.094, 1.0941);
    await until(async () => (await notifications(trader.auth)).notifications.length > 0);
    const bell = (await notifications(trader.auth)).notifications;
    expect(bell).toHaveLength(1);
    const [news] = bell;
    expect(news).toMatchObject({ kind: 'close', title: `Stop loss: #${orderId} EURUSD closed`, symbol: 'EURUSD' });
    expect(news!.body).toMatch(/^Closed at 1\.09\d*, P\/L -\d+\.\d\d USD$/);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('a deposit, when finance approves it, then exactly one notification says it is credited, in the trader’s language', async () => {
    const trader = await traderWithPendingKyc(t, 'live');
    const compliance = await signInStaff(t, 'compliance');
    const finance = await signInStaff(t, 'finance');
    await t.ctx.db.updateTable('users').set({ language: 'hi' }).where('id', '=', trader.id).execute();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${trader.kycId}/approve`,
      headers: compliance.auth,
      payload: { notes: 'ok' },
    });
    const depositId = await submitDeposit(t, trader.auth, '250');
    await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${depositId}/approve`, headers: finance.auth, payload: {} });
    await until(async () => (await notifications(trader.auth)).notifications.some((n) => n.kind === 'deposit'));
    const bell = await notifications(trader.auth);
    expect(bell.notifications.filter((n) => n.kind === 'deposit')).toEqual([
      expect.objectContaining({ title: 'डिपॉज़िट खाते में जुड़ गया', link: '/deposit', account_id: trader.id }),
    ]);
    expect(bell.notifications.filter((n) => n.kind === 'kyc')).toEqual([
      expect.objectContaining({ title: 'पहचान वेरिफ़ाई हो गई', account_id: null }),
    ]);
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

  it('a deposit and then a withdrawal, when finance rejects each with a reason, then the bell says each was rejected and why, on that account', async () => {
    const trader = await traderWithPendingKyc(t, 'live');
    const compliance = await signInStaff(t, 'compliance');
    const finance = await signInStaff(t, 'finance');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${trader.kycId}/approve`,
      headers: compliance.auth,
      payload: { notes: 'ok' },
    });
    const refused = await submitDeposit(t, trader.auth, '40');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${refused}/reject`,
      headers: finance.auth,
      payload: { reason: 'Receipt unreadable' },
    });
    const funded = await submitDeposit(t, trader.auth, '250');
    await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${funded}/approve`, headers: finance.auth, payload: {} });
    const withdrawal = await requestWithdrawal(t, trader.auth, 50);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${withdrawal}/reject`,
      headers: finance.auth,
      payload: { reason: 'Address on a sanctions list' },
    });
    await until(async () => (await notifications(trader.auth)).notifications.some((n) => n.kind === 'withdrawal'));
    const bell = (await notifications(trader.auth)).notifications;
    expect(bell.filter((n) => n.kind === 'withdrawal')).toEqual([
      expect.objectContaining({
        title: 'Withdrawal rejected',
        body: `Your withdrawal #${withdrawal} of 50.00 USDT was rejected. Reason: Address on a sanctions list`,
        link: '/withdrawal',
        account_id: trader.id,
      }),
    ]);
    expect(bell.find((n) => n.kind === 'deposit' && n.title === 'Deposit rejected')).toMatchObject({
      body: expect.stringMatching(new RegExp(`^Your deposit #${refused} of .+ was rejected\\. Reason: Receipt unreadable$`)),
      account_id: trader.id,
    });
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

  it('an identity check, when compliance rejects it with a note, then the bell says so and why', async () => {
    const trader = await traderWithPendingKyc(t, 'live');
    const compliance = await signInStaff(t, 'compliance');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${trader.kycId}/reject`,
      headers: compliance.auth,
      payload: { notes: 'The selfie is blurred' },
    });
    await until(async () => (await notifications(trader.auth)).notifications.some((n) => n.kind === 'kyc'));
    expect((await notifications(trader.auth)).notifications.filter((n) => n.kind === 'kyc')).toEqual([
      expect.objectContaining({
        title: 'Identity verification rejected',
        body: 'Your identity verification was rejected. Reason: The selfie is blurred',
        link: '/profile',
      }),
    ]);
  });

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
