import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { until } from '../helpers/until.ts';
import { fund } from '../helpers/funds.ts';
import { signInStaff } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const on = (auth: Headers, accountId: number) => ({ ...auth, 'x-account': String(accountId) });
const alertsOf = async (headers: Headers) => (await inject('GET', '/api/alerts', headers)).json().alerts as Array<{ id: number }>;
const bellOf = async (headers: Headers) =>
  (await inject('GET', '/api/notifications', headers)).json() as {
    unread: number;
    notifications: Array<{ kind: string; account_id: number | null; title: string }>;
  };

async function traderWithTwo() {
  const trader = await t.trader();
  const first = (await inject('GET', '/api/account', trader.auth)).json().account.account_id as number;
  const second = (await inject('POST', '/api/accounts', trader.auth, { type: 'demo' })).json().account.id as number;
  return { ...trader, first, second };
}

describe(`alerts and the bell per account (${dialectName})`, () => {
  it('an alert made on one account, when listed, edited or deleted from the other, then the other neither sees nor reaches it', async () => {
    const trader = await traderWithTwo();
    const created = await inject('POST', '/api/alerts', on(trader.auth, trader.second), {
      symbol: 'EURUSD',
      condition: 'bid_crosses_above',
      price: 1.2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().alert.id as number;
    expect((await alertsOf(on(trader.auth, trader.second))).map((a) => a.id)).toEqual([id]);
    expect(await alertsOf(on(trader.auth, trader.first))).toEqual([]);
    expect(await alertsOf(trader.auth)).toEqual([]);
    expect((await inject('PATCH', `/api/alerts/${id}`, on(trader.auth, trader.first), { price: 1.3 })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/alerts/${id}`, on(trader.auth, trader.first))).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/alerts/${id}`, on(trader.auth, trader.second))).statusCode).toBe(204);
  });

  it("a fired alert and a filled order, when each is on its own account, then each rings only its account's bell and socket room", async () => {
    const trader = await traderWithTwo();
    await t.quote('EURUSD', 1.1, 1.1001);
    const alert = (
      await inject('POST', '/api/alerts', on(trader.auth, trader.second), {
        symbol: 'EURUSD',
        condition: 'bid_crosses_above',
        price: 1.1025,
      })
    ).json().alert;
    await until(() => t.services.engineHost.runtime.engine().state.alerts.get(alert.id) !== undefined);
    const events: AccountEventMessage[] = [];
    const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (message) => events.push(message as AccountEventMessage));
    const limit = await inject('POST', '/api/place', on(trader.auth, trader.first), {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.1,
      order_type: 'limit',
      trigger_price: 1.0999,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    await t.quote('EURUSD', 1.103, 1.1031);
    await t.quote('EURUSD', 1.099, 1.0991);
    await until(async () => (await bellOf(on(trader.auth, trader.first))).notifications.some((n) => n.kind === 'fill'));
    await until(async () => (await bellOf(on(trader.auth, trader.second))).notifications.some((n) => n.kind === 'alert'));
    stop();

    const firstBell = await bellOf(on(trader.auth, trader.first));
    const secondBell = await bellOf(on(trader.auth, trader.second));
    expect(firstBell.notifications.map((n) => [n.kind, n.account_id])).toEqual([['fill', trader.first]]);
    expect(secondBell.notifications.map((n) => [n.kind, n.account_id])).toEqual([['alert', trader.second]]);
    expect([firstBell.unread, secondBell.unread]).toEqual([1, 1]);
    const fired = events.filter((e) => e.event === 'alert-triggered' && e.userId === trader.userId);
    expect(fired.map((e) => e.accountId)).toEqual([trader.second]);
    const rung = events.filter((e) => e.event === 'notification' && e.userId === trader.userId);
    // The fill's news goes to the first account's room (the alert's bell entry rides on its 'alert-triggered').
    expect(rung.map((e) => e.accountId)).toEqual([trader.first]);

    // Marking all read on one account leaves the other's unread.
    await inject('POST', '/api/notifications/read', on(trader.auth, trader.first), {});
    expect((await bellOf(on(trader.auth, trader.first))).unread).toBe(0);
    expect((await bellOf(on(trader.auth, trader.second))).unread).toBe(1);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('a staff adjustment, when made, then its audit entry names the account it moved', async () => {
    const trader = await traderWithTwo();
    const finance = await signInStaff(t, 'finance');
    await fund(t.services.engineHost, trader.first, 0 + 1);
    const adjusted = await inject('POST', `/api/admin/traders/${trader.userId}/adjust`, finance.auth, {
      kind: 'adjustment',
      amount: 5,
      reason: 'goodwill',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const admin = await signInStaff(t, 'admin');
    const log = await inject('GET', `/api/admin/audit?account=${trader.first}`, admin.auth);
    expect(log.json().items).toMatchObject([{ action: 'trader.adjustment', account_id: trader.first }]);
    expect((await inject('GET', `/api/admin/audit?account=${trader.second}`, admin.auth)).json().items).toEqual([]);
  });
});
