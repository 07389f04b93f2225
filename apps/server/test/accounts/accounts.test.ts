import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumAccountLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { ACCOUNT_EVENTS_CHANNEL, type AccountEventMessage } from '../../src/realtime/channels.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { signInStaff } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp({ MAX_DEMO_ACCOUNTS: '3', MAX_LIVE_ACCOUNTS: '2' });
});
afterAll(async () => t.close());

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const on = (auth: Auth, accountId: number) => ({ ...auth, 'x-account': String(accountId) });

async function openAccount(auth: Auth, type: 'demo' | 'live') {
  const response = await call('POST', '/api/accounts', auth, { type });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ account: { id: number; number: number; type: string; balance: number } }>().account;
}

describe(`several accounts per trader (${dialectName})`, () => {
  it('a demo trader, when listing accounts, then sees the one default demo account with the demo balance and its number', async () => {
    const trader = await t.trader();
    const { accounts } = (await call('GET', '/api/accounts', trader.auth)).json<{ accounts: Array<Record<string, unknown>> }>();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ type: 'demo', is_default: true, balance: 10_000, equity: 10_000 });
    expect(accounts[0]!.number).toBe(100_000 + (accounts[0]!.id as number));
  });

  it('a second demo account, when opened and traded on, then its orders, figures and history never show in the first, and the unnamed calls stay on the first', async () => {
    const trader = await t.trader();
    const first = (await call('GET', '/api/account', trader.auth)).json().account.account_id as number;
    const second = await openAccount(trader.auth, 'demo');
    expect(second).toMatchObject({ type: 'demo', balance: 10_000 });
    const events: AccountEventMessage[] = [];
    const off = t.ctx.bus.subscribe(ACCOUNT_EVENTS_CHANNEL, (message) => events.push(message as AccountEventMessage));

    const placed = await call('POST', '/api/place', on(trader.auth, second.id), { symbol: 'EURUSD', side: 'buy', volume: 0.5 });
    expect(placed.statusCode, placed.body).toBe(200);
    const unnamed = await call('POST', '/api/place', trader.auth, { symbol: 'EURUSD', side: 'sell', volume: 0.1 });
    expect(unnamed.statusCode).toBe(200);
    off();

    const openOf = async (headers: Record<string, string>) =>
      (await call('GET', '/api/orders?status=open', headers)).json<{ orders: Array<{ id: number; type: string }> }>().orders;
    expect((await openOf(on(trader.auth, second.id))).map((o) => o.id)).toEqual([placed.json().data.order.id]);
    expect((await openOf(trader.auth)).map((o) => o.id)).toEqual([unnamed.json().data.order.id]);
    const secondFigures = (await call('GET', '/api/account', on(trader.auth, second.id))).json().account;
    const firstFigures = (await call('GET', `/api/account?account=${first}`, trader.auth)).json().account;
    expect(secondFigures.account_id).toBe(second.id);
    expect(secondFigures.used_margin).toBeGreaterThan(firstFigures.used_margin);
    // Each account's events go to its own room only.
    const rooms = new Set(events.filter((e) => e.event === 'order-updated').map((e) => `trading.${e.accountId}`));
    expect(rooms).toEqual(new Set([`trading.${second.id}`, `trading.${first}`]));
    // Closing the second account's trade books its P/L in its ledger only.
    const firstLedger = await sumAccountLedger(t.ctx.db, first);
    await call('POST', '/api/order/close', on(trader.auth, second.id), { order_id: placed.json().data.order.id });
    expect(await sumAccountLedger(t.ctx.db, first)).toBe(firstLedger);
    const secondAfter = (await call('GET', '/api/account', on(trader.auth, second.id))).json().account;
    expect(await sumAccountLedger(t.ctx.db, second.id)).toBe(Math.round(secondAfter.balance * 100));
  });

  it("another trader's account id, when named in any call, then 404 and nothing moves", async () => {
    const owner = await t.trader();
    const other = await t.trader();
    const theirs = await openAccount(owner.auth, 'demo');
    const headers = on(other.auth, theirs.id);
    const calls = [
      call('GET', '/api/account', headers),
      call('GET', '/api/orders?status=open', headers),
      call('POST', '/api/place', headers, { symbol: 'EURUSD', side: 'buy', volume: 0.1 }),
      call('POST', '/api/orders/close-all', headers, { filter: 'all' }),
      call('GET', '/api/reports/ledger', headers),
      call('GET', `/api/account?account=${theirs.id}`, other.auth),
      call('GET', '/api/account', { ...other.auth, 'x-account': 'abc' }),
      call('POST', '/api/accounts/transfer', other.auth, { from: theirs.id, to: theirs.id + 1, amount: 1 }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(404);
    expect((await call('GET', '/api/orders?status=open', on(owner.auth, theirs.id))).json().orders).toEqual([]);
  });

  it('the back office trader page, when the trader holds two accounts, then lists both with their type, group and figures', async () => {
    const trader = await t.trader();
    const second = await openAccount(trader.auth, 'demo');
    const staff = await signInStaff(t, 'support');
    const page = await call('GET', `/api/admin/traders/${trader.userId}`, staff.auth);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().accounts).toMatchObject([
      { type: 'demo', is_default: true, balance: 10_000, group: 'Demo' },
      { id: second.id, number: second.number, type: 'demo', is_default: false, balance: 10_000, group: 'Demo' },
    ]);
  });

  it('opening accounts, when beyond the configured limit of a type, then 409 with a message and nothing opened', async () => {
    const trader = await t.trader();
    await openAccount(trader.auth, 'demo');
    await openAccount(trader.auth, 'demo');
    const refused = await call('POST', '/api/accounts', trader.auth, { type: 'demo' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('3 demo accounts');
    expect((await call('GET', '/api/accounts', trader.auth)).json().accounts).toHaveLength(3);
    expect((await call('POST', '/api/accounts', trader.auth, { type: 'savings' })).statusCode).toBe(422);
  });

  it('the seed switch to live, when the trader holds only the demo account, then converts it; with a second account, then 409', async () => {
    const only = await t.trader();
    const switched = await call('POST', '/api/user/switch-to-live', only.auth);
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await call('GET', '/api/accounts', only.auth)).json().accounts).toMatchObject([{ type: 'live', balance: 0 }]);
    const demo = await openAccount(only.auth, 'demo');
    expect(demo.balance).toBe(10_000);

    const two = await t.trader();
    await openAccount(two.auth, 'demo');
    const refused = await call('POST', '/api/user/switch-to-live', two.auth);
    expect(refused.statusCode).toBe(409);
  });
});

describe(`transfers between own live accounts (${dialectName})`, () => {
  async function liveTraderWithTwo(cents: number) {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const first = (await call('GET', '/api/account', trader.auth)).json().account as { account_id: number; user_id: number };
    const second = await openAccount(trader.auth, 'live');
    const { fund } = await import('../helpers/funds.ts');
    await fund(t.services.engineHost, first.account_id, cents);
    return { ...trader, userId: first.user_id, from: first.account_id, to: second.id };
  }

  it('a transfer, when made, then both ledger legs carry one transfer id and each balance equals its ledger sum', async () => {
    const trader = await liveTraderWithTwo(50_000);
    const response = await call('POST', '/api/accounts/transfer', trader.auth, { from: trader.from, to: trader.to, amount: 123.45 });
    expect(response.statusCode, response.body).toBe(200);
    const transferId = response.json().transfer.id as string;
    const legs = await t.ctx.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('kind', '=', 'transfer')
      .where('note', '=', transferId)
      .execute();
    expect(legs.map((leg) => [leg.account_id, leg.amount_cents]).sort()).toEqual(
      [
        [trader.from, -12_345],
        [trader.to, 12_345],
      ].sort(),
    );
    for (const id of [trader.from, trader.to]) {
      const figures = (await call('GET', '/api/account', on(trader.auth, id))).json().account;
      expect(await sumAccountLedger(t.ctx.db, id)).toBe(Math.round(figures.balance * 100));
    }
    const ledger = (await call('GET', '/api/reports/ledger', on(trader.auth, trader.to))).json();
    expect(ledger.items.map((item: { kind: string }) => item.kind)).toContain('transfer');
  });

  it('the whole free margin, when transferred 20 times at once with one key, then moves once', async () => {
    const trader = await liveTraderWithTwo(40_000);
    const headers = { ...trader.auth, 'idempotency-key': 'move-all-once' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/accounts/transfer', headers, { from: trader.from, to: trader.to, amount: 400 })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json().transfer.id)).size).toBe(1);
    expect(await sumAccountLedger(t.ctx.db, trader.from)).toBe(0);
    expect(await sumAccountLedger(t.ctx.db, trader.to)).toBe(40_000);
  });

  it('the whole free margin, when transferred 20 times at once with 20 keys, then moves once and the others are refused (never overdrawn)', async () => {
    const trader = await liveTraderWithTwo(40_000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          'POST',
          '/api/accounts/transfer',
          { ...trader.auth, 'idempotency-key': `k-${i}` },
          { from: trader.from, to: trader.to, amount: 400 },
        ),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(responses.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await sumAccountLedger(t.ctx.db, trader.from)).toBe(0);
    expect(await sumAccountLedger(t.ctx.db, trader.to)).toBe(40_000);
  });

  it('a transfer, when demo and live or beyond the free margin, then refused and nothing moves', async () => {
    const trader = await liveTraderWithTwo(10_000);
    const demo = await openAccount(trader.auth, 'demo');
    const mixed = await call('POST', '/api/accounts/transfer', trader.auth, { from: trader.from, to: demo.id, amount: 10 });
    expect(mixed.statusCode).toBe(409);
    const tooMuch = await call('POST', '/api/accounts/transfer', trader.auth, { from: trader.from, to: trader.to, amount: 100.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(await sumAccountLedger(t.ctx.db, trader.from)).toBe(10_000);
    expect(await sumAccountLedger(t.ctx.db, trader.to)).toBe(0);
  });
});
