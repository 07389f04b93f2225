import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { auditFor, signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let finance: StaffLogin;
beforeAll(async () => {
  t = await buildTradingApp();
  finance = await signInStaff(t, 'finance');
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const on = (auth: Headers, accountId: number) => ({ ...auth, 'x-account': String(accountId) });

async function traderWithTwo() {
  const trader = await t.trader();
  const first = (await get('/api/account', trader.auth)).json().account.account_id as number;
  const second = (await post('/api/accounts', trader.auth, { type: 'demo' })).json().account as { id: number; number: number };
  return { ...trader, first, second };
}

describe(`the default account (${dialectName})`, () => {
  it('another account, when marked default, then calls naming no account are for it and the listing shows it first', async () => {
    const trader = await traderWithTwo();
    const marked = await post(`/api/accounts/${trader.second.id}/default`, trader.auth);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe(`Account #${trader.second.number} is now your default account.`);
    expect(marked.json().accounts.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [trader.second.id, true],
      [trader.first, false],
    ]);
    expect((await get('/api/account', trader.auth)).json().account.account_id).toBe(trader.second.id);
    const placed = await post('/api/place', trader.auth, { symbol: 'EURUSD', side: 'buy', volume: 0.1 });
    expect((await get('/api/orders?status=open', on(trader.auth, trader.second.id))).json().orders[0].id).toBe(placed.json().data.order.id);
    expect((await get('/api/orders?status=open', on(trader.auth, trader.first))).json().orders).toEqual([]);

    // Back to the first: the latest mark wins.
    await post(`/api/accounts/${trader.first}/default`, trader.auth);
    expect((await get('/api/account', trader.auth)).json().account.account_id).toBe(trader.first);
  });

  it("another trader's account, when marked default, then 404 and their default stays", async () => {
    const owner = await traderWithTwo();
    const other = await t.trader();
    expect((await post(`/api/accounts/${owner.second.id}/default`, other.auth)).statusCode).toBe(404);
    expect((await post('/api/accounts/abc/default', other.auth)).statusCode).toBe(404);
    expect((await get('/api/account', other.auth)).json().account.user_id).toBe(other.userId);
  });
});

describe(`staff closing an empty account (${dialectName})`, () => {
  const close = (accountId: number, staff: Headers = finance.auth) => post(`/api/admin/accounts/${accountId}/close`, staff);

  it('an empty account, when closed by staff, then it leaves the listing, every call naming it is a 404, and the closing is audited with the account', async () => {
    const trader = await traderWithTwo();
    await post(`/api/accounts/${trader.second.id}/default`, trader.auth);
    // Empty it first: a demo account starts with the demo balance.
    await fund(t.services.engineHost, trader.second.id, -1_000_000);
    const closed = await close(trader.second.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().message).toBe(`Account #${trader.second.number} closed.`);
    expect((await get('/api/accounts', trader.auth)).json().accounts.map((a: { id: number }) => a.id)).toEqual([trader.first]);
    for (const response of [
      await get('/api/account', on(trader.auth, trader.second.id)),
      await post('/api/place', on(trader.auth, trader.second.id), { symbol: 'EURUSD', side: 'buy', volume: 0.1 }),
      await post(`/api/accounts/${trader.second.id}/default`, trader.auth),
      await close(trader.second.id),
    ])
      expect(response.statusCode, response.body).toBe(404);
    // The marked default was closed: calls naming no account fall back to the first.
    expect((await get('/api/account', trader.auth)).json().account.account_id).toBe(trader.first);
    const [entry] = await auditFor(t, 'account.close', trader.userId);
    expect(entry).toMatchObject({ account_id: trader.second.id, actor_email: finance.email });
    const admin = await signInStaff(t, 'admin');
    const log = await get(`/api/admin/audit?account=${trader.second.id}`, admin.auth);
    expect(log.json().items).toMatchObject([
      { action: 'account.close', account_id: trader.second.id, account_number: trader.second.number },
    ]);
    // The engine holds it closed: even a command forwarded past every check moves no money.
    const engine = t.services.engineHost.runtime.engine();
    expect(engine.applyFunds({ opId: `test:${trader.second.id}`, accountId: trader.second.id, kind: 'deposit', amountCents: 100 }).ok).toBe(
      false,
    );
    const reloaded = await t.services.engineHost.loadFromStorage();
    expect(reloaded.stateHash()).toBe(engine.stateHash());
  });

  it('an account with an open position, a pending order or a balance, when closed, then 409 naming why and nothing changes', async () => {
    const trader = await traderWithTwo();
    const named = on(trader.auth, trader.second.id);
    const position = (await post('/api/place', named, { symbol: 'EURUSD', side: 'buy', volume: 0.1 })).json().data.order.id as number;
    const refusedOpen = await close(trader.second.id);
    expect(refusedOpen.statusCode).toBe(409);
    expect(refusedOpen.json().message).toBe('This account has open positions. Close them before closing the account.');
    await post('/api/order/close', named, { order_id: position });

    const pending = await post('/api/place', named, {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.1,
      order_type: 'limit',
      trigger_price: 1.05,
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const refusedPending = await close(trader.second.id);
    expect(refusedPending.statusCode).toBe(409);
    expect(refusedPending.json().message).toBe('This account has pending orders. Cancel them before closing the account.');
    await post('/api/order/cancel', named, { order_id: pending.json().data.order.id });

    const refusedMoney = await close(trader.second.id);
    expect(refusedMoney.statusCode).toBe(409);
    expect(refusedMoney.json().message).toContain('still holds money');
    expect((await get('/api/accounts', trader.auth)).json().accounts).toHaveLength(2);
    expect(await auditFor(t, 'account.close', trader.userId)).toEqual([]);
    // Once empty, the same account closes, and a trader's last account never does.
    const balance = (await get('/api/account', named)).json().account.balance as number;
    await fund(t.services.engineHost, trader.second.id, -Math.round(balance * 100));
    expect((await close(trader.second.id)).statusCode).toBe(200);
    await fund(t.services.engineHost, trader.first, -1_000_000);
    const last = await close(trader.first);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('only account');
  });

  it('a trader or support, when closing an account, then 403', async () => {
    const trader = await traderWithTwo();
    const support = await signInStaff(t, 'support');
    expect((await close(trader.second.id, trader.auth)).statusCode).toBe(403);
    expect((await close(trader.second.id, support.auth)).statusCode).toBe(403);
  });
});
