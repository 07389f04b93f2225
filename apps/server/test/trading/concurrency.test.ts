import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { setBalance } from '../helpers/funds.ts';
import { buildTradingApp, type TradingTestApp } from './trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp();
});
afterAll(async () => t.close());

describe(`concurrent orders (${dialectName})`, () => {
  it('200 market orders at once, when the account is funded for exactly 37, then exactly 37 are accepted', async () => {
    const k = 37;
    const trader = await t.trader();
    const { bid, ask } = await t.quote('EURUSD', 1.1, 1.1001);
    const marginCents = Math.ceil((100_000 * ask * 100) / 400 - 1e-9);
    const spreadCents = Math.round((ask - bid) * 100_000 * 100);
    const target = k * (marginCents + spreadCents) + Math.floor(marginCents / 2);
    await setBalance(t.services.engineHost, trader.userId, target);

    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({ method: 'POST', url: '/api/place', headers: trader.auth, payload: { symbol: 'EURUSD', side: 'buy', volume: 1 } }),
      ),
    );

    const accepted = responses.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(k);
    expect(new Set(responses.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(new Set(['INSUFFICIENT_MARGIN']));
    const open = (await t.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: trader.auth })).json().orders;
    expect(open).toHaveLength(k);
    const figures = (await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account;
    expect(figures.used_margin).toBeCloseTo((k * marginCents) / 100, 2);
    expect(figures.used_margin).toBeLessThanOrEqual(figures.equity);
    expect(await sumLedger(t.ctx.db, trader.userId)).toBe(Math.round(figures.balance * 100));
  });
});
