import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { signUpTrader } from '../helpers/traders.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const on = (auth: Headers, accountId: number) => ({ ...auth, 'x-account': String(accountId) });

describe(`the trader-wide report summary (${dialectName})`, () => {
  it('two live accounts and a demo one, after a transfer and a trade, then each account has its own figures and the live sum nets the transfer to zero', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const first = (await get('/api/account', trader.auth)).json().account.account_id as number;
    const second = (await post('/api/accounts', trader.auth, { type: 'live' })).json().account.id as number;
    const demo = (await post('/api/accounts', trader.auth, { type: 'demo' })).json().account.id as number;
    await fund(t.services.engineHost, first, 100_000);
    const moved = await post('/api/accounts/transfer', trader.auth, { from: first, to: second, amount: 250 });
    expect(moved.statusCode, moved.body).toBe(200);
    const placed = await post('/api/place', on(trader.auth, second), { symbol: 'EURUSD', side: 'buy', volume: 0.1 });
    await t.quote('EURUSD', 1.101, 1.1011);
    await post('/api/order/close', on(trader.auth, second), { order_id: placed.json().data.order.id });

    // Named or not, the summary is the login's.
    const summary = await get('/api/reports/summary?from=2020-01-01', on(trader.auth, demo));
    expect(summary.statusCode, summary.body).toBe(200);
    const body = summary.json();
    expect(body.currency).toBe('USD');
    expect(body.accounts.map((a: { id: number }) => a.id)).toEqual([first, second, demo]);
    for (const account of body.accounts) {
      const statement = (await get('/api/reports/statement?from=2020-01-01', on(trader.auth, account.id))).json();
      expect(account.closing_balance).toBe(statement.closing_balance);
      expect(account.totals).toEqual(statement.totals);
      const figures = (await get('/api/account', on(trader.auth, account.id))).json().account;
      expect(account.equity).toBe(figures.equity);
    }
    const [a, b] = body.accounts as Array<{ closing_balance: number; totals: Record<string, number>; trading_result: number }>;
    expect(a!.totals.transfers).toBe(-250);
    expect(b!.totals.transfers).toBe(250);
    expect(body.live).toMatchObject({ accounts: 2, opening_balance: 0 });
    expect(body.live.totals.transfers).toBe(0);
    expect(body.live.closing_balance).toBeCloseTo(a!.closing_balance + b!.closing_balance, 2);
    expect(body.live.closing_balance).toBeCloseTo(1000 + b!.trading_result, 2);
    expect(body.live.trading_result).toBe(b!.trading_result);
    expect(body.demo).toMatchObject({ accounts: 1, closing_balance: 10_000 });
  });

  it('a period ending before it starts, then 422 on the end date', async () => {
    const trader = await t.trader();
    const refused = await get('/api/reports/summary?from=2026-02-01&to=2026-01-01', trader.auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.to).toEqual(['The end date must be after the start date.']);
  });
});
