import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../helpers/build-test-app.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { findAccount, sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { centsText } from '../../src/modules/reports/cents-text.ts';
import { groupedCents } from '../../src/modules/reports/statement-format.ts';
import { DAY, scriptAccount, type ScriptedAccount } from './scripted-account.ts';
import { accountNumberOf } from '@platform/shared/trading-accounts';

let t: TradingTestApp;
let account: ScriptedAccount;
beforeAll(async () => {
  t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
  account = await scriptAccount(t);
});
afterAll(async () => t.close());

const cents = (usd: number) => Math.round(usd * 100);
const get = (url: string, auth = account.auth) => t.app.inject({ method: 'GET', url, headers: auth });

describe(`statement (${dialectName})`, () => {
  it('the whole week, when read as JSON, then every line matches the hand-computed figures to the cent', async () => {
    const { expected } = account;
    const response = await get('/api/reports/statement?from=2026-01-05&to=2026-01-11');
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(cents(statement.opening_balance)).toBe(0);
    expect(cents(statement.totals.deposits)).toBe(expected.deposit);
    expect(cents(statement.totals.withdrawals)).toBe(expected.withdrawal);
    expect(cents(statement.totals.realised_pnl)).toBe(expected.firstTradePnl + expected.secondTradePnl);
    expect(cents(statement.totals.swaps)).toBe(expected.swap);
    expect(cents(statement.totals.write_offs)).toBe(expected.writeOff);
    expect(cents(statement.totals.commissions)).toBe(0);
    expect(cents(statement.closing_balance)).toBe(0);
    expect(statement.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'deposit',
      'realised_pnl',
      'swap',
      'withdrawal',
      'realised_pnl',
      'write_off',
    ]);
    const last = statement.entries.at(-1);
    expect(cents(last.balance_after)).toBe(0);
  });

  it('a middle period, when read, then opens with the earlier balance and closes at opening plus its entries', async () => {
    const { expected } = account;
    const statement = (await get('/api/reports/statement?from=2026-01-08&to=2026-01-08')).json();
    expect(cents(statement.opening_balance)).toBe(expected.deposit);
    expect(cents(statement.closing_balance)).toBe(expected.balanceAfterFirstClose + expected.withdrawal);
    const entrySum = statement.entries.reduce((sum: number, e: { amount: number }) => sum + cents(e.amount), 0);
    expect(cents(statement.closing_balance)).toBe(cents(statement.opening_balance) + entrySum);
    expect(cents(statement.entries.at(-1).balance_after)).toBe(cents(statement.closing_balance));
  });

  it('the statement up to now, when compared, then its closing balance is the account balance and the sum of all entries', async () => {
    const statement = (await get('/api/reports/statement')).json();
    const stored = await findAccount(t.ctx.db, account.userId);
    expect(cents(statement.closing_balance)).toBe(stored!.balanceCents);
    expect(cents(statement.closing_balance)).toBe(await sumLedger(t.ctx.db, account.userId));
    const live = (await get('/api/account')).json().account;
    expect(cents(live.balance)).toBe(stored!.balanceCents);
  });

  it('the week as CSV, when parsed, then the summary rows and entries carry the same figures', async () => {
    const { expected } = account;
    const response = await get('/api/reports/statement?from=2026-01-05&to=2026-01-11&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('statement-2026-01-05-2026-01-11.csv');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    const summary = Object.fromEntries(rows.filter((r) => r.section === 'summary').map((r) => [r.description, r.amount]));
    expect(summary).toMatchObject({
      'Opening balance': '0.00',
      Deposits: centsText(expected.deposit),
      Withdrawals: centsText(expected.withdrawal),
      'Realised P/L': centsText(expected.firstTradePnl + expected.secondTradePnl),
      Swaps: centsText(expected.swap),
      Commissions: '0.00',
      'Write-offs': centsText(expected.writeOff),
      'Closing balance': '0.00',
    });
    const entries = rows.filter((r) => r.section === 'entry');
    expect(entries.map((r) => r.kind)).toEqual(['deposit', 'realised_pnl', 'swap', 'withdrawal', 'realised_pnl', 'write_off']);
    expect(entries[0]).toMatchObject({ amount: '1000.00', balance_after: '1000.00', time: new Date(DAY.tuesday).toISOString() });
    expect(entries.at(-1)).toMatchObject({ balance_after: '0.00' });
  });

  it('the week as PDF, when its text is extracted with pdftotext, then it prints the same figures, the names in their scripts and each deal', async () => {
    const { expected } = account;
    // A Hindi and a Chinese name with an emoji between them: nothing after the emoji may suffer.
    await t.ctx.db.updateTable('users').set({ name: 'सुनील कुमार 😀 王小明' }).where('id', '=', account.userId).execute();
    const response = await get('/api/reports/statement?from=2026-01-05&to=2026-01-11&format=pdf&tz=Asia/Kolkata');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-'));
    const file = path.join(dir, 'statement.pdf');
    fs.writeFileSync(file, response.rawPayload);
    if (process.env.STATEMENT_PDF_COPY) fs.copyFileSync(file, process.env.STATEMENT_PDF_COPY);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    const lineOf = (title: string) =>
      text
        .split('\n')
        .find((line) => line.trim().startsWith(title))
        ?.trim()
        .split(/\s{2,}/);
    expect(text).toContain('सुनील कुमार');
    expect(text).toContain('王小明');
    const { id: accountId } = await t.ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', account.userId)
      .executeTakeFirstOrThrow();
    expect(lineOf('Account number')).toEqual(['Account number', String(accountNumberOf(Number(accountId)))]);
    expect(lineOf('Account type')).toEqual(['Account type', 'Live']);
    // Midnight UTC is 05:30 in India; the period is written as the app writes dates.
    expect(lineOf('Period')).toEqual(['Period', '05.01.2026 05:30:00 – 12.01.2026 05:29:59 (Asia/Kolkata)']);
    expect(lineOf('Opening balance')?.slice(0, 2)).toEqual(['Opening balance', '0.00']);
    expect(lineOf('Deposits')?.slice(0, 2)).toEqual(['Deposits', groupedCents(expected.deposit)]);
    expect(groupedCents(expected.deposit)).toBe('1,000.00');
    expect(lineOf('Withdrawals')?.slice(0, 2)).toEqual(['Withdrawals', groupedCents(expected.withdrawal)]);
    expect(lineOf('Realised P/L')?.slice(0, 2)).toEqual(['Realised P/L', groupedCents(expected.firstTradePnl + expected.secondTradePnl)]);
    expect(lineOf('Swaps')?.slice(0, 2)).toEqual(['Swaps', groupedCents(expected.swap)]);
    expect(lineOf('Write-offs')?.slice(0, 2)).toEqual(['Write-offs', groupedCents(expected.writeOff)]);
    expect(lineOf('Closing balance')?.slice(0, 2)).toEqual(['Closing balance', '0.00']);
    // The figures at the period's end, beside the summary.
    expect(text).toMatch(/Equity\s+0\.00/);
    expect(text).toMatch(/Free margin\s+0\.00/);
    // Each deal with its ticket, prices and P/L; human labels, not ledger kinds.
    const deals = (await get('/api/orders?status=closed')).json().orders as Array<{
      id: number;
      open_price: number;
      close_price: number;
      profit: number;
    }>;
    expect(deals).toHaveLength(2);
    for (const deal of deals) {
      const row = lineOf(`#${deal.id}`);
      expect(row).toBeDefined();
      expect(row).toEqual(
        expect.arrayContaining([deal.open_price.toFixed(5), deal.close_price.toFixed(5), groupedCents(Math.round(deal.profit * 100))]),
      );
    }
    expect(text).toContain('Negative balance write-off');
    expect(text).not.toContain('write_off');
    expect(text).not.toContain('realised_pnl');
    expect(text).toContain(groupedCents(expected.balanceAfterFirstClose));
  });

  it('a statement PDF, when the time zone is unknown, then 422 names the field', async () => {
    const response = await get('/api/reports/statement?format=pdf&tz=Mars/Olympus');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.tz).toEqual(['Unknown time zone.']);
  });

  it('a period, when the end is before the start or a date is malformed, then 422 names the field', async () => {
    const backwards = await get('/api/reports/statement?from=2026-01-10&to=2026-01-05');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: ['The end date must be after the start date.'] });
    const malformed = await get('/api/reports/statement?from=yesterday');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.from).toEqual(['Enter a date as YYYY-MM-DD.']);
    const format = await get('/api/reports/statement?format=xls');
    expect(format.statusCode).toBe(422);
    expect(format.json().errors.format).toBeDefined();
  });

  it('another trader, when asking for a statement, then sees only their own ledger', async () => {
    const other = await t.trader();
    const statement = (await get('/api/reports/statement', other.auth)).json();
    expect(statement.entries.every((e: { kind: string }) => e.kind === 'demo_credit')).toBe(true);
    expect(statement.total_entries).toBe(statement.entries.length);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/statement' })).statusCode).toBe(401);
  });
});
