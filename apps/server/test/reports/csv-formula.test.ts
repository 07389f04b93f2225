import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { signInStaff, userIdOf, type StaffLogin } from '../admin/staff-helpers.ts';
import { neutralizeFormula } from '../../src/lib/csv.ts';

const FORMULAS = ['=HYPERLINK("http://evil.example/x","Refund")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];

describe(`CSV formula injection [${dialectName}]`, () => {
  let t: TestApp;
  let finance: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp();
    finance = await signInStaff(t, 'finance');
  });
  afterAll(() => t.close());

  it('the statement and ledger CSVs, when a finance reason starts a formula, then every such cell reads back as text with a leading apostrophe', async () => {
    const trader = await signUpTrader(t.app);
    const id = await userIdOf(t, trader.email);
    for (const reason of FORMULAS) {
      const adjusted = await t.app.inject({
        method: 'POST',
        url: `/api/admin/traders/${id}/adjust`,
        headers: finance.auth,
        payload: { amount: 1, kind: 'adjustment', reason },
      });
      expect(adjusted.statusCode).toBe(200);
    }
    for (const url of ['/api/reports/statement?format=csv', '/api/reports/ledger?format=csv']) {
      const response = await t.app.inject({ method: 'GET', url, headers: trader.auth });
      expect(response.statusCode).toBe(200);
      const rows = parse(response.body, { columns: true }) as Array<Record<string, string>>;
      const descriptions = rows.map((row) => row.description ?? '');
      // Trimmed by the schema on the way in: the tab and CR variants arrive as '=1+1'.
      for (const reason of FORMULAS.map((r) => r.trim())) expect(descriptions).toContain(`'${reason}`);
      for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+@\t\r]/);
      // Amounts stay numbers a spreadsheet can add up.
      expect(rows.filter((row) => row.section === 'entry').every((row) => /^-?\d+\.\d\d$/.test(row.amount ?? ''))).toBe(true);
    }
  });

  it('a cell, when it starts with = + - @ tab or CR but is no plain number, then is prefixed; a signed number is not', () => {
    expect(['=1', '+a', '-a', '@a', '\ta', '\ra'].map(neutralizeFormula)).toEqual(["'=1", "'+a", "'-a", "'@a", "'\ta", "'\ra"]);
    expect(['-12.50', '+3', '42', 'text'].map(neutralizeFormula)).toEqual(['-12.50', '+3', '42', 'text']);
  });
});
