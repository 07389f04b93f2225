import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { userIdOf } from '../client-area/fixtures.ts';
import { insertClosedTrades } from './closed-trades.ts';

const DAY_1 = Date.UTC(2025, 2, 3, 9);
const DAY_2 = Date.UTC(2025, 2, 4, 9);
const MINUTE = 60_000;

describe(`maximum drawdown on the trade-by-trade result curve [${dialectName}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
  });
  afterAll(() => t.close());

  async function trader() {
    const { auth, email } = await signUpTrader(t.app);
    return { auth, id: await userIdOf(t, email) };
  }
  const performance = async (auth: Record<string, string>, query = 'from=2025-03-01&to=2025-03-31') =>
    (await t.app.inject({ method: 'GET', url: `/api/reports/performance?${query}`, headers: auth })).json();

  it('a day that ends up but fell in between, when measured, then the drawdown is the fall between trades, not between day ends', async () => {
    const { auth, id } = await trader();
    // Day 1: +100, −300, +250 (ends +50); day 2: −50. Curve after each close: 100, −200, 50, 0.
    await insertClosedTrades(t, id, [
      { at: DAY_1, profit: 10_000 },
      { at: DAY_1 + MINUTE, profit: -29_000, swap: -500, commission: -500 },
      { at: DAY_1 + 2 * MINUTE, profit: 25_000 },
      { at: DAY_2, profit: -5_000 },
    ]);
    const report = await performance(auth);
    expect(report.net_profit).toBe(0);
    // Day ends were +50 then 0 (a 50 fall); between trades it fell from +100 to −200.
    expect(report.max_drawdown).toBe(300);
    expect(report.curve.map((p: { cumulative_profit: number }) => p.cumulative_profit)).toEqual([50, 0]);
  });

  it('trades closing at the same instant, when measured, then they count in id order; a period or symbol narrows the curve', async () => {
    const { auth, id } = await trader();
    // −40 (GBPUSD), then at one instant +80 (lower id) and −30: curve −40, 40, 10 → deepest fall 40 (from 0).
    // Taken the other way round (−30 before +80) the curve would be −40, −70, 10 → 70.
    await insertClosedTrades(t, id, [
      { at: DAY_1, profit: -4_000, symbol: 'GBPUSD' },
      { at: DAY_2, profit: 8_000 },
      { at: DAY_2, profit: -3_000 },
      { at: Date.UTC(2025, 3, 1), profit: -90_000 },
    ]);
    expect((await performance(auth)).max_drawdown).toBe(40);
    expect((await performance(auth, 'from=2025-03-01&to=2025-03-31&symbol=EURUSD')).max_drawdown).toBe(30);
    expect((await performance(auth, 'from=2025-03-01&to=2025-04-30')).max_drawdown).toBe(40 + 890); // peak 40, then 10 − 900 = −890
    expect((await performance(auth, 'from=2025-05-01&to=2025-05-31')).max_drawdown).toBe(0);
  });
});
