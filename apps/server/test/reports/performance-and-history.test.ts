import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { centsText } from '../../src/modules/reports/cents-text.ts';
import { scriptAccount, type ScriptedAccount } from './scripted-account.ts';

let t: TradingTestApp;
let account: ScriptedAccount;
beforeAll(async () => {
  t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
  account = await scriptAccount(t);
});
afterAll(async () => t.close());

const cents = (usd: number) => Math.round(usd * 100);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: account.auth });

describe(`performance (${dialectName})`, () => {
  it('the scripted week, when measured, then win rate, averages, extremes, drawdown and holding time match by hand', async () => {
    const { expected } = account;
    const win = expected.firstTradePnl + expected.swap;
    const loss = expected.secondTradePnl;
    const response = await get('/api/reports/performance?from=2026-01-05&to=2026-01-11');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ trades: 2, wins: 1, losses: 1, win_rate: 50 });
    expect(cents(report.net_profit)).toBe(win + loss);
    expect(cents(report.average_win)).toBe(win);
    expect(cents(report.average_loss)).toBe(loss);
    expect(cents(report.largest_win)).toBe(win);
    expect(cents(report.largest_loss)).toBe(loss);
    expect(report.profit_factor).toBe(Math.round((win / -loss) * 100) / 100);
    expect(cents(report.max_drawdown)).toBe(-loss);
    // 13:00 Tuesday to 10:00 Thursday (45 h) and an instant stop-out on Friday.
    expect(report.average_holding_seconds).toBe((45 * 3600) / 2);
    expect(report.by_symbol).toEqual([{ symbol: 'EURUSD', trades: 2, wins: 1, profit: (win + loss) / 100 }]);
    expect(report.by_day.map((d: { day: string }) => d.day)).toEqual(['2026-01-08', '2026-01-09']);
    expect(report.by_hour).toEqual([{ hour: 10, trades: 2, wins: 1, profit: (win + loss) / 100 }]);
    expect(report.curve.map((p: { day: string; balance: number }) => [p.day, cents(p.balance)])).toEqual([
      ['2026-01-06', expected.deposit],
      ['2026-01-08', expected.balanceAfterFirstClose + expected.withdrawal],
      ['2026-01-09', 0],
    ]);
  });

  it('a symbol and period with no trades, when measured, then every ratio is null rather than a division by zero', async () => {
    const report = (await get('/api/reports/performance?symbol=usdjpy')).json();
    expect(report).toMatchObject({ symbol: 'USDJPY', trades: 0, win_rate: null, profit_factor: null, average_win: null, max_drawdown: 0 });
  });
});

describe(`trade history and ledger (${dialectName})`, () => {
  it('closed orders, when paged one per page, then the total counts all and page 2 is the older trade', async () => {
    const first = (await get('/api/orders?status=closed&page=1&page_size=1')).json();
    const second = (await get('/api/orders?status=closed&page=2&page_size=1')).json();
    expect(first).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(first.orders[0].close_reason).toBe('stop_out');
    expect(second.orders[0].close_reason).toBe('manual');
    const tooMany = await get('/api/orders?status=closed&page_size=5000');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.page_size).toEqual(['Page size must be at most 1000.']);
  });

  it('the history filtered to Friday, when exported to CSV, then its rows are exactly the filtered trades', async () => {
    const filter = 'from=2026-01-09&to=2026-01-09&symbol=EURUSD';
    const shown = (await get(`/api/reports/trades?${filter}`)).json();
    expect(shown.total).toBe(1);
    const csv = await get(`/api/reports/trades?${filter}&format=csv`);
    expect(csv.headers['content-disposition']).toContain('trades-2026-01-09-2026-01-09.csv');
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => Number(r.id))).toEqual(shown.items.map((o: { id: number }) => o.id));
    expect(rows[0]).toMatchObject({
      symbol: 'EURUSD',
      side: 'buy',
      volume: '2.00',
      close_reason: 'stop_out',
      profit: centsText(account.expected.secondTradePnl),
    });
  });

  it('the history, when sorted by profit ascending, then the loss comes first', async () => {
    const sorted = (await get('/api/reports/trades?sort=profit&order=asc')).json();
    expect(sorted.items.map((o: { close_reason: string }) => o.close_reason)).toEqual(['stop_out', 'manual']);
    expect((await get('/api/reports/trades?sort=password')).statusCode).toBe(422);
  });

  it('the ledger, when filtered by kind and exported, then lists only those entries with their balance after', async () => {
    const page = (await get('/api/reports/ledger?kind=swap')).json();
    expect(page.total).toBe(1);
    expect(cents(page.items[0].amount)).toBe(account.expected.swap);
    const rows = parse((await get('/api/reports/ledger?kind=swap&format=csv')).body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'swap', amount: centsText(account.expected.swap) });
  });
});
