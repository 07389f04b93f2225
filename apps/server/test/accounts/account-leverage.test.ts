import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const on = (auth: Headers, accountId: number) => ({ ...auth, 'x-account': String(accountId) });

describe(`per-account leverage (${dialectName})`, () => {
  it('an account opened at 1:50, when an order asks for 1:400, then the order trades at 1:50 and holds eight times the margin', async () => {
    const trader = await t.trader();
    const opened = await post('/api/accounts', trader.auth, { type: 'demo', leverage: 50 });
    expect(opened.statusCode, opened.body).toBe(200);
    const account = opened.json().account;
    expect(account.leverage).toBe(50);

    const order = { symbol: 'EURUSD', side: 'buy', volume: 1, leverage: 400 };
    const capped = await post('/api/place', on(trader.auth, account.id), order);
    const free = await post('/api/place', trader.auth, order);
    expect(capped.statusCode, capped.body).toBe(200);
    expect(free.statusCode, free.body).toBe(200);
    expect(capped.json().data.order.leverage).toBe(50);
    expect(free.json().data.order.leverage).toBe(400);
    const usedOn = async (headers: Headers) => (await get('/api/account', headers)).json().account.used_margin as number;
    expect(await usedOn(on(trader.auth, account.id))).toBeCloseTo((await usedOn(trader.auth)) * 8, 0);
    // Asking for less than the account's leverage is the trader's choice.
    const lower = await post('/api/place', on(trader.auth, account.id), { ...order, leverage: 20 });
    expect(lower.json().data.order.leverage).toBe(20);
  });

  it('the leverage, when the engine is loaded again from storage, then is the one chosen at opening', async () => {
    const trader = await t.trader();
    const account = (await post('/api/accounts', trader.auth, { type: 'demo', leverage: 30 })).json().account;
    await post('/api/place', on(trader.auth, account.id), { symbol: 'EURUSD', side: 'buy', volume: 0.1, leverage: 400 });
    await t.services.engineHost.runtime.settled();
    const reloaded = await t.services.engineHost.loadFromStorage();
    expect(reloaded.stateHash()).toBe(t.services.engineHost.runtime.engine().stateHash());
  });

  it("a leverage above the group's cap, when asked at opening, then 422 naming the cap and nothing opened", async () => {
    const trader = await t.trader();
    const group = (await t.ctx.groups.groupOf(trader.accountId))!;
    await t.ctx.db.updateTable('client_groups').set({ max_leverage: 200 }).where('id', '=', group.id).execute();
    await t.ctx.groups.changed([trader.accountId]);
    try {
      const refused = await post('/api/accounts', trader.auth, { type: 'demo', leverage: 300 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.leverage).toEqual(['Choose a leverage of 1:200 or less.']);
      expect((await get('/api/accounts', trader.auth)).json().accounts).toHaveLength(1);
      expect((await post('/api/accounts', trader.auth, { type: 'demo', leverage: 200 })).statusCode).toBe(200);
    } finally {
      await t.ctx.db.updateTable('client_groups').set({ max_leverage: group.maxLeverage }).where('id', '=', group.id).execute();
      await t.ctx.groups.changed([trader.accountId]);
    }
  });
});
