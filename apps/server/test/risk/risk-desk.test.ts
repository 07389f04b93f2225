import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExposureResponse, RiskAlertEvent } from '@platform/shared/risk';
import { RISK_ALERT_CHANNEL, RISK_EXPOSURE_CHANNEL } from '../../src/modules/risk/public.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { setBalance } from '../helpers/funds.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';
import { signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';

let t: TradingTestApp;
let dealer: StaffLogin;
let support: StaffLogin;
const pushed: ExposureResponse[] = [];
const alerts: RiskAlertEvent[] = [];

beforeAll(async () => {
  t = await buildTradingApp();
  dealer = await signInStaff(t, 'dealer');
  support = await signInStaff(t, 'support');
  t.ctx.bus.subscribe(RISK_EXPOSURE_CHANNEL, (message) => pushed.push(message));
  t.ctx.bus.subscribe(RISK_ALERT_CHANNEL, (message) => alerts.push(message));
});
afterAll(async () => t.close());

/** A live trader with `cents` on their account. */
async function liveTrader(cents = 10_000_000) {
  const trader = await signUpTrader(t.app, { account_type: 'live' });
  const me = await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth });
  const accountId = me.json<{ account: { account_id: number } }>().account.account_id;
  await setBalance(t.services.engineHost, accountId, cents);
  return { ...trader, accountId };
}

const place = (auth: Record<string, string>, side: 'buy' | 'sell', volume: number, symbol = 'EURUSD') =>
  t.app.inject({ method: 'POST', url: '/api/place', headers: auth, payload: { symbol, side, volume } });

const exposure = async (demo = false) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/risk/exposure${demo ? '?demo=true' : ''}`, headers: dealer.auth })
  ).json<ExposureResponse>();

const row = (answer: ExposureResponse, symbol: string) => answer.live.symbols.find((s) => s.symbol === symbol);

describe(`risk desk [${dialectName}]`, () => {
  it('the desk, when a support user or a trader asks, then 403; a dealer gets the book', async () => {
    const trader = await signUpTrader(t.app);
    for (const url of ['/api/admin/risk/exposure', '/api/admin/risk/clients', '/api/admin/risk/margin-calls', '/api/admin/risk/switches']) {
      expect((await t.app.inject({ method: 'GET', url, headers: support.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: trader.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: dealer.auth })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/risk/switches',
      headers: support.auth,
      payload: { scope: 'symbol', target: 'EURUSD', mode: 'close_only', reason: 'test' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a live fill, when committed, then the EURUSD row moves on the API and on the staff socket; a demo fill shows apart', async () => {
    const before = row(await exposure(), 'EURUSD')?.long_lots ?? 0;
    const trader = await liveTrader();
    const seen = pushed.length;
    expect((await place(trader.auth, 'buy', 0.5)).statusCode).toBe(200);
    const after = row(await exposure(), 'EURUSD')!;
    expect(after.long_lots).toBeCloseTo(before + 0.5, 6);
    expect(after.long_avg_price).toBeGreaterThan(1.1);
    expect(after.positions).toBeGreaterThan(0);
    await until(() => pushed.slice(seen).some((p) => (row(p, 'EURUSD')?.long_lots ?? 0) >= before + 0.5 - 1e-9));
    const demoTrader = await signUpTrader(t.app);
    expect((await place(demoTrader.auth, 'sell', 0.3)).statusCode).toBe(200);
    const both = await exposure(true);
    expect(row(both, 'EURUSD')!.short_lots).toBe(row(await exposure(), 'EURUSD')!.short_lots);
    expect(both.demo!.symbols.find((s) => s.symbol === 'EURUSD')!.short_lots).toBeGreaterThanOrEqual(0.3);
    expect(both.live.client_groups.length).toBeGreaterThan(0);
    expect(both.live.symbol_groups.find((g) => g.key === 'Forex/Majors')).toBeDefined();
  });

  it('a dealer switch, when EURUSD goes close-only, then the next buy is refused with the message, the close works, and the switch is audited', async () => {
    const trader = await liveTrader();
    const opened = await place(trader.auth, 'buy', 0.1);
    const orderId = opened.json<{ data: { order: { id: number } } }>().data.order.id;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/admin/risk/switches',
      headers: dealer.auth,
      payload: { scope: 'symbol', target: 'EURUSD', mode: 'close_only', reason: 'News at 14:30' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const refused = await place(trader.auth, 'buy', 0.1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CLOSE_ONLY', message: expect.stringContaining('close-only') });
    const closed = await t.app.inject({ method: 'POST', url: '/api/order/close', headers: trader.auth, payload: { order_id: orderId } });
    expect(closed.statusCode, closed.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/risk/switches', headers: dealer.auth });
    expect(list.json()).toMatchObject({ switches: [{ scope: 'symbol', target: 'EURUSD', mode: 'close_only', reason: 'News at 14:30' }] });
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'risk.switch-set').execute();
    expect(audit).toHaveLength(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/risk/switches',
      headers: dealer.auth,
      payload: { scope: 'symbol', target: 'EURUSD', mode: null, reason: 'News passed' },
    });
    expect((await place(trader.auth, 'buy', 0.1)).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/risk/switches',
      headers: dealer.auth,
      payload: { scope: 'symbol', target: 'NOPE', mode: 'disabled', reason: 'typo check' },
    });
    expect(bad.statusCode).toBe(404);
  });

  it('an exposure limit, when crossed and the price keeps ticking, then the desk is told once (log, bell, mail; not a disabled dealer) and close-only refuses only new buys', async () => {
    const trader = await liveTrader();
    const gone = await signInStaff(t, 'dealer');
    await t.ctx.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', gone.id).execute();
    const net = row(await exposure(), 'USDJPY')?.net_usd ?? 0;
    expect(net).toBe(0);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/risk/limits',
      headers: dealer.auth,
      payload: { scope: 'symbol', target: 'USDJPY', warning_usd: 150_000, limit_usd: 250_000, action: 'close_only' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const limitId = saved.json<{ limit: { id: number } }>().limit.id;
    expect((await place(trader.auth, 'buy', 3, 'USDJPY')).statusCode).toBe(200);
    await until(() => alerts.some((a) => a.limit_id === limitId && a.level === 'limit'));
    for (const price of [150.01, 150.03, 150.0, 150.02]) await t.quote('USDJPY', price, price + 0.02);
    await until(async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/risk/limits', headers: dealer.auth }))
        .json<{ limits: Array<{ id: number; state: string }> }>()
        .limits.some((l) => l.id === limitId && l.state === 'limit'),
    );
    const events = await t.ctx.db.selectFrom('risk_limit_events').selectAll().where('limit_id', '=', limitId).execute();
    expect(events).toHaveLength(1);
    expect(alerts.filter((a) => a.limit_id === limitId)).toHaveLength(1);
    const bell = await t.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('kind', '=', 'risk_limit')
      .where('ref_id', '=', limitId)
      .execute();
    expect(bell.map((n) => Number(n.user_id))).toContain(dealer.id);
    expect(bell.map((n) => Number(n.user_id))).not.toContain(gone.id);
    await until(
      async () =>
        (
          await t.ctx.db
            .selectFrom('mail_outbox')
            .selectAll()
            .where('template', '=', 'risk-limit')
            .where('user_id', '=', dealer.id)
            .execute()
        ).length === 1,
    );
    const buy = await place(trader.auth, 'buy', 0.1, 'USDJPY');
    expect(buy.statusCode).toBe(409);
    expect(buy.json()).toMatchObject({ code: 'CLOSE_ONLY' });
    expect((await place(trader.auth, 'sell', 0.1, 'USDJPY')).statusCode).toBe(200);
  });

  it('an account near stop-out, when listed and then stopped out, then it is on the margin-call list with its forecast and on the stop-outs of the day', async () => {
    const trader = await liveTrader(30_000);
    expect((await place(trader.auth, 'buy', 0.2)).statusCode).toBe(200);
    const calls = await t.app.inject({ method: 'GET', url: '/api/admin/risk/margin-calls?distance=10000', headers: dealer.auth });
    const mine = calls
      .json<{ accounts: Array<{ account_id: number; stop_out_price: number | null; stop_out_symbol: string }> }>()
      .accounts.find((a) => a.account_id === trader.accountId);
    expect(mine).toMatchObject({ stop_out_symbol: 'EURUSD' });
    expect(mine!.stop_out_price).toBeLessThan(1.1);
    await t.quote('EURUSD', 1.05, 1.0501);
    await t.services.engineHost.runtime.refreshRisk();
    const stopOuts = await t.app.inject({ method: 'GET', url: '/api/admin/risk/stop-outs', headers: dealer.auth });
    expect(
      stopOuts
        .json<{ positions: Array<{ account_id: number; symbol: string }> }>()
        .positions.some((p) => p.account_id === trader.accountId && p.symbol === 'EURUSD'),
    ).toBe(true);
    await t.quote('EURUSD', 1.1, 1.1001);
    const clients = await t.app.inject({ method: 'GET', url: '/api/admin/risk/clients?period=today', headers: dealer.auth });
    expect(clients.statusCode).toBe(200);
    expect(clients.json<{ volume: Array<{ account_id: number }> }>().volume.length).toBeGreaterThan(0);
  });
});
