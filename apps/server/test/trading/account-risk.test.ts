import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { listLedger, sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { hold, setBalance as setBalanceOf } from '../helpers/funds.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

const setBalance = (userId: number, cents: number) => setBalanceOf(t.services.engineHost, userId, cents);

function captureEvents() {
  const events: AccountEventMessage[] = [];
  const stop = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (message) => events.push(message as AccountEventMessage));
  return { events, stop };
}

describe(`account and risk (${dialectName})`, () => {
  it('a fill, when committed, then the owner gets order-updated and account-updated', async () => {
    const trader = await t.trader();
    const { events, stop } = captureEvents();
    await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1 },
    });
    stop();
    const mine = events.filter((e) => e.userId === trader.userId);
    expect(mine.map((e) => e.event)).toEqual(['order-updated', 'account-updated']);
    expect(mine[0]!.payload).toMatchObject({ event: 'filled', order: { status: 'open' } });
    expect(mine[1]!.payload).toMatchObject({ user_id: trader.userId, balance: 10_000 });
  });

  it('equity, when the price moves, then a coalesced account-updated goes only to traders exposed to that symbol', async () => {
    const exposed = await t.trader();
    const idle = await t.trader();
    await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: exposed.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1 },
    });
    await t.app.inject({ method: 'GET', url: '/api/account', headers: idle.auth });
    await t.services.engineHost.runtime.refreshRisk();
    const { events, stop } = captureEvents();
    await t.quote('EURUSD', 1.1005, 1.1006);
    await t.quote('EURUSD', 1.101, 1.1011);
    await t.services.engineHost.runtime.refreshRisk();
    stop();
    const updates = events.filter((e) => e.event === 'account-updated');
    expect(updates.filter((e) => e.userId === exposed.userId)).toHaveLength(1);
    expect(updates.some((e) => e.userId === idle.userId)).toBe(false);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('a losing position, when the margin level falls under 100 % then 50 %, then warns, stops out and writes the negative balance off', async () => {
    const trader = await t.trader();
    await t.quote('EURUSD', 1.1, 1.1001);
    await setBalance(trader.userId, 30_000);
    await t.app.inject({ method: 'POST', url: '/api/place', headers: trader.auth, payload: { symbol: 'EURUSD', side: 'buy', volume: 1 } });
    const { events, stop } = captureEvents();
    await t.quote('EURUSD', 1.0995, 1.0996);
    await t.services.engineHost.runtime.refreshRisk();
    await t.quote('EURUSD', 1.07, 1.0701);
    stop();
    expect(events.some((e) => e.userId === trader.userId && e.event === 'margin-call')).toBe(true);
    const closed = (await t.app.inject({ method: 'GET', url: '/api/orders?status=closed', headers: trader.auth })).json().orders;
    expect(closed[0]).toMatchObject({ close_reason: 'stop_out' });
    const kinds = (await listLedger(t.ctx.db, trader.userId)).map((e) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['write_off', 'realised_pnl']);
    const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account;
    expect(account).toMatchObject({ balance: 0, used_margin: 0, margin_level: null });
    expect(await sumLedger(t.ctx.db, trader.userId)).toBe(0);
    await t.quote('EURUSD', 1.1, 1.1001);
  });

  it('a pending withdrawal reservation, when placing, then counts against free margin', async () => {
    const trader = await t.trader();
    await hold(t.services.engineHost, trader.userId, 999_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1 },
    });
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_MARGIN', details: { free: 10 } });
    const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account;
    expect(account).toMatchObject({ reserved: 9990, free_margin: 10 });
  });

  it('a position, when the daily rollover passes on a Wednesday, then triple swap is charged and realised at close', async () => {
    const trader = await t.trader();
    const opened = (
      await t.app.inject({ method: 'POST', url: '/api/place', headers: trader.auth, payload: { symbol: 'EURUSD', side: 'buy', volume: 1 } })
    ).json().data.order;
    const swapLong = t.services.market.getSymbol('EURUSD')!.swapLong;
    await t.services.engineHost.runtime.rollover(Date.UTC(2026, 0, 7, 21));
    const [open] = (await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: trader.auth })).json().orders;
    expect(open.swap).toBeCloseTo(swapLong * 3, 2);
    await t.app.inject({ method: 'POST', url: '/api/order/close', headers: trader.auth, payload: { order_id: opened.id } });
    const kinds = (await listLedger(t.ctx.db, trader.userId)).map((e) => e.kind);
    expect(kinds).toContain('swap');
  });
});

describe(`switch to live (${dialectName})`, () => {
  it('a demo account with trades, when switched, then deletes them and resets balance, equity and margin to 0', async () => {
    const trader = await t.trader();
    await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', volume: 0.1, order_type: 'limit', trigger_price: 1.05 },
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/user/switch-to-live', headers: trader.auth });
    expect(response.json()).toEqual({
      status: 'success',
      message: 'You are now on a live account. Demo trades deleted and account reset.',
    });
    for (const status of ['open', 'pending', 'closed'])
      expect((await t.app.inject({ method: 'GET', url: `/api/orders?status=${status}`, headers: trader.auth })).json().orders).toEqual([]);
    const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account;
    expect(account).toMatchObject({ balance: 0, equity: 0, used_margin: 0 });
    expect((await listLedger(t.ctx.db, trader.userId))[0]!.kind).toBe('demo_reset');
    const user = await t.ctx.db.selectFrom('users').select('account_type').where('id', '=', trader.userId).executeTakeFirst();
    expect(user?.account_type).toBe('live');
  });

  it('a live account, when switching, then answers 409 ALREADY_LIVE', async () => {
    const trader = await t.trader();
    await t.app.inject({ method: 'POST', url: '/api/user/switch-to-live', headers: trader.auth });
    const again = await t.app.inject({ method: 'POST', url: '/api/user/switch-to-live', headers: trader.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_LIVE', message: 'Your account is already live.' });
  });
});
