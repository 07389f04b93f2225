import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { insertClosedTrades } from './closed-trades.ts';

let t: TradingTestApp;
beforeAll(async () => {
  t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(async () => t.close());

type Auth = Record<string, string>;
const post = (auth: Auth, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
const accountIdOf = async (userId: number) =>
  (await t.ctx.db.selectFrom('accounts').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirstOrThrow()).id;

describe(`partial closes in the reports (${dialectName})`, () => {
  it('a position, when closed in two parts through the engine, then both records name it and the report counts one trade', async () => {
    const trader = await t.trader();
    const placed = await post(trader.auth, '/api/place', { symbol: 'EURUSD', side: 'buy', volume: 0.3 });
    expect(placed.statusCode).toBe(200);
    const id = placed.json().data.order.id as number;
    expect((await post(trader.auth, '/api/order/close', { order_id: id, volume: 0.1 })).statusCode).toBe(200);
    expect((await post(trader.auth, '/api/order/close', { order_id: id })).statusCode).toBe(200);

    const rows = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'position_id', 'status'])
      .where('user_id', '=', trader.userId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id, position_id: null, status: 'closed' },
      { id: expect.any(Number), position_id: id, status: 'closed' },
    ]);
    const report = (await get(trader.auth, '/api/reports/performance')).json();
    expect(report.trades).toBe(1);
    expect(report.wins + report.losses).toBeLessThanOrEqual(1);
    expect(report.by_symbol).toEqual([expect.objectContaining({ symbol: 'EURUSD', trades: 1 })]);
  });

  it('a position closed in three parts with a net loss, beside one winning trade, then win rate is 50 % and the money is every part', async () => {
    const trader = await t.trader();
    const accountId = await accountIdOf(trader.userId);
    const at = Date.UTC(2026, 0, 6, 10);
    const [position] = await insertClosedTrades(t, trader.userId, [{ at, profit: 5_000 }], accountId);
    await insertClosedTrades(
      t,
      trader.userId,
      [
        { at: at + 3_600_000, profit: 3_000, positionId: position },
        { at: at + 86_400_000, profit: -10_000, positionId: position },
        { at: at + 2 * 86_400_000, profit: 1_500 },
      ],
      accountId,
    );
    const report = (await get(trader.auth, '/api/reports/performance?from=2026-01-05&to=2026-01-11')).json();
    expect(report).toMatchObject({ trades: 2, wins: 1, losses: 1, win_rate: 50 });
    expect(Math.round(report.net_profit * 100)).toBe(5_000 + 3_000 - 10_000 + 1_500);
    expect(Math.round(report.largest_loss * 100)).toBe(-2_000);
    expect(Math.round(report.largest_win * 100)).toBe(1_500);
    // The position counts on the day of its last part; each day keeps the money that closed on it.
    expect(
      report.by_day.map((d: { day: string; trades: number; profit: number }) => [d.day, d.trades, Math.round(d.profit * 100)]),
    ).toEqual([
      ['2026-01-06', 0, 8_000],
      ['2026-01-07', 1, -10_000],
      ['2026-01-08', 1, 1_500],
    ]);
  });
});
