import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { until } from '../helpers/until.ts';
import { TEST_PASSWORD } from '../helpers/traders.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Auth = { authorization: string };
const createAlert = (auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/alerts', headers: auth, payload: { symbol: 'EURUSD', ...payload } });
const alertsOf = async (auth: Auth) => (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: auth })).json().alerts;
const notificationsOf = async (auth: Auth) => (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth })).json();
const armed = (id: number) => until(() => t.services.engineHost.runtime.engine().state.alerts.get(id) !== undefined);

function captureEvents() {
  const events: AccountEventMessage[] = [];
  const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (message) => events.push(message as AccountEventMessage));
  return { events, stop };
}

describe(`price alerts (${dialectName})`, () => {
  it('an alert, when created, listed, edited and deleted, then each call answers the stored alert', async () => {
    const trader = await t.trader();
    const created = await createAlert(trader.auth, { condition: 'bid_crosses_above', price: 1.105, note: 'breakout' });
    expect(created.statusCode).toBe(201);
    const alert = created.json().alert;
    expect(alert).toMatchObject({ symbol: 'EURUSD', condition: 'bid_crosses_above', price: 1.105, note: 'breakout', status: 'active' });
    expect(await alertsOf(trader.auth)).toHaveLength(1);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/alerts/${alert.id}`,
      headers: trader.auth,
      payload: { price: 1.106 },
    });
    expect(patched.json().alert).toMatchObject({ price: 1.106, status: 'active' });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/alerts/${alert.id}`, headers: trader.auth });
    expect(removed.statusCode).toBe(204);
    expect(await alertsOf(trader.auth)).toEqual([]);
    await until(() => t.services.engineHost.runtime.engine().state.alerts.get(alert.id) === undefined);
  });

  it('bad input, when posted, then 422 names the field and nothing is stored', async () => {
    const trader = await t.trader();
    const bad = await createAlert(trader.auth, { condition: 'bid_touches', price: -1, cooldown_seconds: 1.5 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['condition', 'cooldown_seconds', 'price']);
    const unknown = await createAlert(trader.auth, { symbol: 'NOPE', condition: 'bid_crosses_above', price: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.symbol).toEqual(['Unknown symbol NOPE.']);
    const past = await createAlert(trader.auth, { condition: 'bid_crosses_above', price: 1.2, expires_at: '2020-01-01T00:00:00Z' });
    expect(past.json().errors.expires_at).toEqual(['Expiry must be in the future.']);
    expect(await alertsOf(trader.auth)).toEqual([]);
  });

  it("another trader's alert, when edited or deleted, then 404 and it stays", async () => {
    const owner = await t.trader();
    const other = await t.trader();
    const alert = (await createAlert(owner.auth, { condition: 'ask_crosses_below', price: 1.09 })).json().alert;
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/alerts/${alert.id}`, headers: other.auth, payload: { price: 1 } });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/alerts/${alert.id}`, headers: other.auth });
    expect([patch.statusCode, del.statusCode]).toEqual([404, 404]);
    expect((await alertsOf(owner.auth))[0]).toMatchObject({ price: 1.09 });
  });

  it('the 201st active alert, when created, then 409 ALERT_LIMIT_REACHED with a clear message', async () => {
    const trader = await t.trader();
    const now = t.clock.now();
    const account = await t.ctx.db.selectFrom('accounts').select('id').where('user_id', '=', trader.userId).executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('price_alerts')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          user_id: trader.userId,
          account_id: account.id,
          symbol: 'EURUSD',
          condition: 'bid_crosses_above' as const,
          price_pts: 200_000 + i,
          digits: 5,
          note: '',
          repeating: 0,
          cooldown_seconds: 0,
          expires_at: null,
          status: 'active' as const,
          trigger_count: 0,
          last_triggered_at: null,
          version: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const over = await createAlert(trader.auth, { condition: 'bid_crosses_above', price: 1.2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'ALERT_LIMIT_REACHED' });
    expect(over.json().message).toContain('200 active alerts');
  });

  it('a one-shot alert, when the bid crosses its price with its owner signed out, then it fires once, rings the bell and is listed as triggered', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const alert = (await createAlert(trader.auth, { condition: 'bid_crosses_above', price: 1.1025, note: 'take a look' })).json().alert;
    await armed(alert.id);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: trader.auth });
    const { events, stop } = captureEvents();

    await t.quote('EURUSD', 1.1024, 1.1025);
    expect(events.some((e) => e.event === 'alert-triggered')).toBe(false);
    await t.quote('EURUSD', 1.103, 1.1031);
    await t.quote('EURUSD', 1.1, 1.1001);
    await t.quote('EURUSD', 1.104, 1.1041);
    stop();

    const fired = events.filter((e) => e.event === 'alert-triggered' && e.userId === trader.userId);
    expect(fired).toHaveLength(1);
    expect(fired[0]!.payload).toMatchObject({ alert: { id: alert.id, status: 'triggered' }, price: expect.any(Number) });
    const relogged = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: trader.email, password: TEST_PASSWORD } });
    const auth = { authorization: `Bearer ${relogged.json().token}` };
    expect((await alertsOf(auth))[0]).toMatchObject({ id: alert.id, status: 'triggered', trigger_count: 1 });
    const bell = await notificationsOf(auth);
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      kind: 'alert',
      title: 'EURUSD bid crosses above 1.10250',
      body: 'take a look',
      read: false,
    });
    await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: auth, payload: {} });
    expect((await notificationsOf(auth)).unread).toBe(0);
  });

  it('an alert created with the price already beyond its level, when the price stays there, then it waits for a real crossing', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const alert = (await createAlert(trader.auth, { condition: 'ask_crosses_below', price: 1.1005 })).json().alert;
    await armed(alert.id);
    await t.quote('EURUSD', 1.0999, 1.1);
    expect((await alertsOf(trader.auth))[0].status).toBe('active');
    await t.quote('EURUSD', 1.101, 1.1011);
    await t.quote('EURUSD', 1.1004, 1.1005);
    await until(async () => (await alertsOf(trader.auth))[0].status === 'triggered');
  });

  it('a repeating alert, when the price crosses three times within and after its cool-down, then it fires only outside the cool-down', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const alert = (
      await createAlert(trader.auth, { condition: 'bid_crosses_above', price: 1.101, repeating: true, cooldown_seconds: 60 })
    ).json().alert;
    await armed(alert.id);
    const cross = async () => {
      await t.quote('EURUSD', 1.102, 1.1021);
      await t.quote('EURUSD', 1.1, 1.1001);
    };
    await cross();
    t.clock.advance(10_000);
    await cross();
    t.clock.advance(61_000);
    await cross();
    const [listed] = await alertsOf(trader.auth);
    expect(listed).toMatchObject({ status: 'active', trigger_count: 2 });
    expect((await notificationsOf(trader.auth)).notifications).toHaveLength(2);
  });

  it('an alert with an expiry, when the expiry passes before any crossing, then it is listed as expired and never fires', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const expires = new Date(t.clock.now() + 60_000).toISOString();
    const alert = (await createAlert(trader.auth, { condition: 'bid_crosses_above', price: 1.101, expires_at: expires })).json().alert;
    await armed(alert.id);
    t.clock.advance(61_000);
    await t.services.engineHost.runtime.expire(t.clock.now());
    await t.quote('EURUSD', 1.102, 1.1021);
    expect((await alertsOf(trader.auth))[0].status).toBe('expired');
    expect((await notificationsOf(trader.auth)).notifications).toEqual([]);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('active alerts, when the engine is rebuilt from storage, then they are armed again and fire', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    const alert = (await createAlert(trader.auth, { condition: 'bid_crosses_below', price: 1.095 })).json().alert;
    const rebuilt = await t.services.engineHost.loadFromStorage();
    expect(rebuilt.state.alerts.get(alert.id)).toMatchObject({ pricePts: 109_500, version: 1 });
    const effects = rebuilt.tick({ symbol: 'EURUSD', bid: 1.094, ask: 1.0941, time: t.clock.now(), marketOpen: true });
    expect(effects).toContainEqual(expect.objectContaining({ type: 'alert', event: 'triggered', userId: trader.userId }));
  });
});
