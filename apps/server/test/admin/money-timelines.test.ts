import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyTotalsListSchema, transactionSchema } from '@platform/shared/banking';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signInStaff, type StaffLogin } from './staff-helpers.ts';
import { requestWithdrawal, submitDeposit, traderWithPendingKyc } from './review-fixtures.ts';
import { insertTransaction } from '../../src/modules/banking/banking.repository.ts';

const HASH = '5f0c2e9d7b1a4c3e8f6d2b0a9c8e7f6d5c4b3a29181716151413121110090807';

describe(`money timelines [${dialectName}]`, () => {
  let t: TestApp;
  let compliance: StaffLogin;
  let finance: StaffLogin;
  let admin: StaffLogin;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    compliance = await signInStaff(t, 'compliance');
    finance = await signInStaff(t, 'finance');
    admin = await signInStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: auth as Record<string, string>, ...(payload ? { payload } : {}) });
  const mine = async (auth: object, id: number) =>
    transactionSchema.parse(
      (await call('GET', '/api/transactions/my', auth)).json<unknown[]>().find((tx) => (tx as { id: number }).id === id),
    );

  async function liveTraderWith(amount: number) {
    const trader = await traderWithPendingKyc(t, 'live');
    expect((await call('POST', `/api/admin/kyc/${trader.kycId}/approve`, compliance.auth, { notes: 'ok' })).statusCode).toBe(200);
    const deposit = await submitDeposit(t, trader.auth, String(amount));
    return { trader, deposit };
  }

  it('a withdrawal, when requested, opened by staff and paid, then shows each step with its time, the hash and the explorer link', async () => {
    const { trader, deposit } = await liveTraderWith(500);
    expect((await mine(trader.auth, deposit)).timeline.map((step) => step.step)).toEqual(['requested']);
    expect((await call('POST', `/api/admin/transactions/${deposit}/approve`, finance.auth, {})).statusCode).toBe(200);
    const withdrawal = await requestWithdrawal(t, trader.auth, 120);

    const opened = await call('POST', `/api/admin/transactions/${withdrawal}/review`, finance.auth);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().timeline).toEqual([
      expect.objectContaining({ step: 'requested', by: null }),
      expect.objectContaining({ step: 'under_review', by: finance.email }),
    ]);
    // Opening it again keeps the first reviewer and time.
    const reopened = (await call('POST', `/api/admin/transactions/${withdrawal}/review`, admin.auth)).json();
    expect(reopened.timeline[1]).toEqual(opened.json().timeline[1]);

    // A hash longer than the column holds (128) is the staff's typo, said on the field rather than a database error.
    const tooLong = await call('POST', `/api/admin/transactions/${withdrawal}/approve`, finance.auth, { tx_hash: 'f'.repeat(129) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.tx_hash).toEqual(['The transaction hash is at most 128 characters.']);
    expect((await call('POST', `/api/admin/transactions/${withdrawal}/approve`, finance.auth, { tx_hash: HASH })).statusCode).toBe(200);
    const timeline = (await mine(trader.auth, withdrawal)).timeline;
    expect(timeline.map((step) => step.step)).toEqual(['requested', 'under_review', 'approved', 'paid']);
    expect(timeline.every((step) => !Number.isNaN(Date.parse(step.at)))).toBe(true);
    expect(timeline[3]).toMatchObject({ tx_hash: HASH, explorer_url: `https://tronscan.org/#/transaction/${HASH}` });
    // The trader's view names no staff member.
    expect(timeline.every((step) => step.by === undefined)).toBe(true);
  });

  it('a deposit, when rejected, then its timeline ends with the staff reason and it never shows as paid', async () => {
    const { trader, deposit } = await liveTraderWith(80);
    expect(
      (await call('POST', `/api/admin/transactions/${deposit}/reject`, finance.auth, { reason: 'Receipt unreadable' })).statusCode,
    ).toBe(200);
    const timeline = (await mine(trader.auth, deposit)).timeline;
    expect(timeline.map((step) => step.step)).toEqual(['requested', 'rejected']);
    expect(timeline[1]!.note).toBe('Receipt unreadable');
    // A decided request cannot be put back under review.
    await call('POST', `/api/admin/transactions/${deposit}/review`, finance.auth);
    expect((await mine(trader.auth, deposit)).timeline.map((step) => step.step)).toEqual(['requested', 'rejected']);
  });

  it('the explorer template, when the operator changes it, then links follow it, and a template without https or {hash} is refused', async () => {
    const bad = await call('PATCH', '/api/admin/settings', admin.auth, { explorer_trc20: 'http://tronscan.org/tx/' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.explorer_trc20[0]).toMatch(/https:\/\/.*\{hash\}/);
    const good = await call('PATCH', '/api/admin/settings', admin.auth, { explorer_trc20: 'https://explorer.example.com/tron/tx/{hash}' });
    expect(good.statusCode).toBe(200);
    const { trader, deposit } = await liveTraderWith(300);
    await call('POST', `/api/admin/transactions/${deposit}/approve`, finance.auth, {});
    const withdrawal = await requestWithdrawal(t, trader.auth, 50);
    await call('POST', `/api/admin/transactions/${withdrawal}/approve`, finance.auth, { tx_hash: 'abc123' });
    const paid = (await mine(trader.auth, withdrawal)).timeline.at(-1)!;
    expect(paid.explorer_url).toBe('https://explorer.example.com/tron/tx/abc123');
    await call('PATCH', '/api/admin/settings', admin.auth, { explorer_trc20: 'https://tronscan.org/#/transaction/{hash}' });
  });

  it('monthly totals, when asked by the trader and by staff, then add up pending, paid and rejected amounts per month and type', async () => {
    const { trader, deposit } = await liveTraderWith(1000);
    await call('POST', `/api/admin/transactions/${deposit}/approve`, finance.auth, {});
    const second = await submitDeposit(t, trader.auth, '200');
    await call('POST', `/api/admin/transactions/${second}/reject`, finance.auth, { reason: 'Duplicate' });
    await submitDeposit(t, trader.auth, '75.5');
    const paidOut = await requestWithdrawal(t, trader.auth, 300);
    await call('POST', `/api/admin/transactions/${paidOut}/approve`, finance.auth, { tx_hash: HASH });
    await requestWithdrawal(t, trader.auth, 40);

    const month = new Date(t.ctx.clock.now()).toISOString().slice(0, 7);
    const own = monthlyTotalsListSchema.parse((await call('GET', '/api/transactions/totals', trader.auth)).json().totals);
    expect(own).toEqual([
      { month, type: 'deposit', pending: 75.5, paid: 1000, rejected: 200 },
      { month, type: 'withdrawal', pending: 40, paid: 300, rejected: 0 },
    ]);
    const all = monthlyTotalsListSchema.parse((await call('GET', '/api/admin/transactions/totals', finance.auth)).json().totals);
    const deposits = all.find((row) => row.month === month && row.type === 'deposit')!;
    expect(deposits.paid).toBeGreaterThanOrEqual(1000);
    expect(deposits.rejected).toBeGreaterThanOrEqual(200);
    expect((await call('GET', '/api/admin/transactions/totals', trader.auth)).statusCode).toBe(403);
  });

  it('a trader with 600 requests, when listing them, then gets every one (no fixed cap of 500 rows)', async () => {
    const { trader } = await liveTraderWith(10);
    const now = t.ctx.clock.now();
    for (let i = 0; i < 600; i += 1) {
      await insertTransaction(t.ctx.db, {
        userId: trader.id,
        type: 'deposit',
        currency: 'USDT',
        amountCents: 100 + i,
        chain: 'TRC20',
        address: 'TBrokerWallet',
        method: 'crypto',
        status: 'rejected',
        receiptUploadId: null,
        reviewNote: 'old',
        txHash: null,
        reviewedBy: null,
        reviewedAt: now,
        reviewStartedAt: null,
        reviewStartedBy: null,
        createdAt: now - i,
      });
    }
    const listed = (await call('GET', '/api/transactions/my', trader.auth)).json<unknown[]>();
    expect(listed).toHaveLength(601);
  });
});
