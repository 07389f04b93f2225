import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { userIdOf } from '../client-area/fixtures.ts';
import { insertClosedTrades, type ClosedTrade } from './closed-trades.ts';

const START = Date.UTC(2025, 5, 2);
const HOUR = 3_600_000;
const SYMBOLS = ['XAUUSD', 'BTCUSDT', 'US30', 'EURUSD'];

/** A fixed pseudo-random sequence: the same 1,500 trades every run. */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

type Trade = ClosedTrade & { id: number; net: number };

/** The figures worked out the plain way, trade by trade, for the report to match. */
function expectedFigures(trades: Trade[]) {
  const inOrder = [...trades].sort((a, b) => a.at - b.at || a.id - b.id);
  const wins = inOrder.filter((t) => t.net > 0);
  const losses = inOrder.filter((t) => t.net < 0);
  const grossProfit = wins.reduce((sum, t) => sum + t.net, 0);
  const grossLoss = losses.reduce((sum, t) => sum + t.net, 0);
  let cumulative = 0;
  let peak = 0;
  let drawdown = 0;
  for (const trade of inOrder) {
    cumulative += trade.net;
    peak = Math.max(peak, cumulative);
    drawdown = Math.max(drawdown, peak - cumulative);
  }
  const groups = <K extends string | number>(keyOf: (t: Trade) => K) => {
    const map = new Map<K, { trades: number; wins: number; cents: number }>();
    for (const trade of inOrder) {
      const group = map.get(keyOf(trade)) ?? { trades: 0, wins: 0, cents: 0 };
      group.trades += 1;
      group.wins += trade.net > 0 ? 1 : 0;
      group.cents += trade.net;
      map.set(keyOf(trade), group);
    }
    return [...map.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, g]) => ({ key, trades: g.trades, wins: g.wins, profit: g.cents / 100 }));
  };
  return {
    trades: inOrder.length,
    wins: wins.length,
    losses: losses.length,
    net_profit: (grossProfit + grossLoss) / 100,
    gross_profit: grossProfit / 100,
    gross_loss: grossLoss / 100,
    average_win: wins.length ? Math.round(grossProfit / wins.length) / 100 : null,
    average_loss: losses.length ? Math.round(grossLoss / losses.length) / 100 : null,
    profit_factor: grossLoss < 0 ? Math.round((grossProfit / -grossLoss) * 100) / 100 : null,
    largest_win: wins.length ? Math.max(...wins.map((t) => t.net)) / 100 : null,
    largest_loss: losses.length ? Math.min(...losses.map((t) => t.net)) / 100 : null,
    max_drawdown: drawdown / 100,
    average_holding_seconds: Math.round(inOrder.reduce((sum, t) => sum + (t.heldMs ?? 0), 0) / inOrder.length / 1000),
    by_symbol: groups((t) => t.symbol!).map(({ key, ...g }) => ({ symbol: key, ...g })),
    by_day: groups((t) => new Date(t.at).toISOString().slice(0, 10)).map(({ key, ...g }) => ({ day: key, ...g })),
    by_hour: groups((t) => new Date(t.at).getUTCHours()).map(({ key, ...g }) => ({ hour: key, ...g })),
  };
}

describe(`performance figures of many trades match a trade-by-trade count [${dialectName}]`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const trades: Trade[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    const trader = await signUpTrader(t.app);
    auth = trader.auth;
    const random = seeded(7);
    const planned: ClosedTrade[] = [];
    for (let i = 0; i < 1500; i++) {
      // Ten days, every hour of the day; one trade in ten shares its close time with the one before.
      const at = i % 10 === 9 ? planned[i - 1]!.at : START + Math.floor(random() * 10 * 24) * HOUR + Math.floor(random() * HOUR);
      const profit = random() < 0.05 ? null : Math.round((random() - 0.47) * 40_000);
      const swap = random() < 0.3 ? -Math.round(random() * 400) : 0;
      const commission = random() < 0.5 ? -Math.round(random() * 200) : 0;
      planned.push({
        at,
        profit,
        swap,
        commission,
        symbol: SYMBOLS[Math.floor(random() * SYMBOLS.length)]!,
        heldMs: Math.floor(random() * 50 * HOUR),
      });
    }
    const ids = await insertClosedTrades(t, await userIdOf(t, trader.email), planned);
    planned.forEach((trade, i) =>
      trades.push({ ...trade, id: ids[i]!, net: (trade.profit ?? 0) + (trade.swap ?? 0) + (trade.commission ?? 0) }),
    );
  });
  afterAll(() => t.close());

  const report = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/reports/performance?${query}`, headers: auth });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it.each([
    ['the whole period', 'from=2025-06-01&to=2025-06-30', () => true],
    ['one symbol', 'from=2025-06-01&to=2025-06-30&symbol=us30', (trade: Trade) => trade.symbol === 'US30'],
    ['three days', 'from=2025-06-04&to=2025-06-06', (trade: Trade) => trade.at >= Date.UTC(2025, 5, 4) && trade.at < Date.UTC(2025, 5, 7)],
  ])('%s, when measured, then every figure equals the count made trade by trade', async (_, query, keep) => {
    const expected = expectedFigures(trades.filter(keep));
    expect(expected.trades).toBeGreaterThan(100);
    const actual = await report(query);
    expect(actual).toMatchObject({ ...expected, win_rate: Math.round((expected.wins / expected.trades) * 1000) / 10 });
  });
});
