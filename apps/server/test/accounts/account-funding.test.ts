import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumAccountLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { approveDeposit } from '../../src/modules/banking/banking-review.service.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { depositForm, postMultipart, signUpStaff, submitDeposit } from '../client-area/fixtures.ts';
import { postWithdrawal } from '../admin/review-fixtures.ts';

// Deposits and withdrawals name the live account they are for (issue 29): the screen's choice, on the wire.
describe(`deposit to and withdraw from a chosen live account (${dialectName})`, () => {
  let t: TradingTestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    staffId = (await signUpStaff(t, 'finance')).id;
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const on = (auth: Headers, accountId: number) => ({ ...auth, 'x-account': String(accountId) });
  const figures = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/account', headers })).json().account as { account_id: number; balance: number };
  const withdrawable = async (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/transactions/withdrawable', headers });
  const withdraw = (headers: Headers, amount: number) => postWithdrawal(t, headers, amount);
  const transactionsOf = (userId: number) =>
    t.ctx.db.selectFrom('transactions').select(['id', 'account_id', 'type']).where('user_id', '=', userId).execute();

  async function liveTraderWithTwoAccounts() {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const first = await figures(trader.auth);
    const opened = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: trader.auth, payload: { type: 'live' } });
    expect(opened.statusCode, opened.body).toBe(200);
    const userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json<{ id: number }>().id;
    return { ...trader, userId, first: first.account_id, second: opened.json<{ account: { id: number } }>().account.id };
  }

  /** A live trader who also opened a demo account (the live one stays the default). */
  async function liveTraderWithDemoAccount() {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const live = (await figures(trader.auth)).account_id;
    const opened = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: trader.auth, payload: { type: 'demo' } });
    expect(opened.statusCode, opened.body).toBe(200);
    const userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json<{ id: number }>().id;
    return { ...trader, userId, live, demo: opened.json<{ account: { id: number } }>().account.id };
  }
  const receiptsOf = (userId: number) =>
    t.ctx.db.selectFrom('uploads').select('id').where('owner_id', '=', userId).where('purpose', '=', 'deposit_receipt').execute();
  const expectDemoDepositRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'DEMO_DEPOSIT_BLOCKED',
      message: 'Deposits are not available in demo accounts. Please switch to a live account to make a deposit.',
    });
  };

  it('a deposit, when it names the second live account and is approved, then only that account is credited and the row says so', async () => {
    const trader = await liveTraderWithTwoAccounts();
    const id = await submitDeposit(t, on(trader.auth, trader.second), '300');
    const row = await t.ctx.db.selectFrom('transactions').select('account_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.account_id).toBe(trader.second);

    await approveDeposit(t.services.engineHost, id, staffId);
    expect((await figures(on(trader.auth, trader.second))).balance).toBe(300);
    expect((await figures(on(trader.auth, trader.first))).balance).toBe(0);
    expect(await sumAccountLedger(t.ctx.db, trader.second)).toBe(30_000);
    expect(await sumAccountLedger(t.ctx.db, trader.first)).toBe(0);
  });

  it('a withdrawal, when it names the second live account, then the hold is on that account and the first can still withdraw all of its own', async () => {
    const trader = await liveTraderWithTwoAccounts();
    await approveDeposit(t.services.engineHost, await submitDeposit(t, on(trader.auth, trader.first), '200'), staffId);
    await approveDeposit(t.services.engineHost, await submitDeposit(t, on(trader.auth, trader.second), '500'), staffId);

    const response = await withdraw(on(trader.auth, trader.second), 120);
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.ctx.db
      .selectFrom('transactions')
      .select('account_id')
      .where('id', '=', response.json<{ transaction: { id: number } }>().transaction.id)
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe(trader.second);
    expect((await withdrawable(on(trader.auth, trader.second))).json().available).toBe(380);
    expect((await withdrawable(on(trader.auth, trader.first))).json().available).toBe(200);

    // More than the named account can give is refused, though the two together hold enough.
    const tooMuch = await withdraw(on(trader.auth, trader.first), 300);
    expect(tooMuch.statusCode).toBe(422);
    expect((await withdrawable(on(trader.auth, trader.first))).json().available).toBe(200);
  });

  it("another trader's account, when named by a deposit, a withdrawal or the withdrawable amount, then 404 and no request is recorded", async () => {
    const owner = await liveTraderWithTwoAccounts();
    const intruder = await liveTraderWithTwoAccounts();
    await approveDeposit(t.services.engineHost, await submitDeposit(t, on(owner.auth, owner.second), '400'), staffId);
    const theirs = on(intruder.auth, owner.second);

    const deposit = await postMultipart(t.app, '/api/transactions/create', theirs, depositForm({ amount: '50' }));
    const withdrawal = await withdraw(theirs, 50);
    const available = await withdrawable(theirs);
    for (const response of [deposit, withdrawal, available]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe('Account not found.');
    }
    // An id that is no account at all answers the same.
    expect((await withdraw(on(intruder.auth, 987_654_321), 50)).statusCode).toBe(404);
    expect(await transactionsOf(intruder.userId)).toEqual([]);
    expect((await withdrawable(on(owner.auth, owner.second))).json().available).toBe(400);
  });

  it("a deposit, when it names the trader's demo account, then 403 saying deposits go to live accounts, and no request or receipt is stored", async () => {
    const trader = await liveTraderWithDemoAccount();
    const refused = await postMultipart(t.app, '/api/transactions/create', on(trader.auth, trader.demo), depositForm({ amount: '50' }));
    expectDemoDepositRefused(refused);
    // A retry with an Idempotency-Key is refused the same way, and nothing is kept for the key either.
    const keyed = { ...on(trader.auth, trader.demo), 'idempotency-key': `demo-deposit-${trader.userId}` };
    expectDemoDepositRefused(await postMultipart(t.app, '/api/transactions/create', keyed, depositForm({ amount: '50' })));
    expect(await transactionsOf(trader.userId)).toEqual([]);
    expect(await receiptsOf(trader.userId)).toEqual([]);
    expect(await t.ctx.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', trader.userId).execute()).toEqual([]);

    // The same deposit to the live account goes through.
    const id = await submitDeposit(t, on(trader.auth, trader.live), '50');
    expect(await transactionsOf(trader.userId)).toEqual([{ id, account_id: trader.live, type: 'deposit' }]);
  });

  it('a deposit, when a demo-only trader sends one naming no account, then 403 and nothing is stored', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'demo' });
    const userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json<{ id: number }>().id;
    expectDemoDepositRefused(await postMultipart(t.app, '/api/transactions/create', trader.auth, depositForm({ amount: '50' })));
    expect(await transactionsOf(userId)).toEqual([]);
    expect(await receiptsOf(userId)).toEqual([]);
  });

  it("a withdrawal, when it names a live trader's demo account, then 403 with the spec's demo text and nothing is held or recorded", async () => {
    const trader = await liveTraderWithDemoAccount();
    const before = await figures(on(trader.auth, trader.demo));
    const response = await withdraw(on(trader.auth, trader.demo), 10);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'DEMO_WITHDRAWAL_BLOCKED',
      message: 'Withdrawals are not available in demo accounts. Please switch to a live account to make a withdrawal.',
    });
    expect(await transactionsOf(trader.userId)).toEqual([]);
    expect(await figures(on(trader.auth, trader.demo))).toEqual(before);
    const demo = await t.ctx.db.selectFrom('accounts').select('reserved_cents').where('id', '=', trader.demo).executeTakeFirstOrThrow();
    expect(Number(demo.reserved_cents)).toBe(0);
  });

  it("the trader's request list, when requests went to two live accounts, then each row names its account's number", async () => {
    const trader = await liveTraderWithTwoAccounts();
    const accounts = (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: trader.auth })).json<{
      accounts: Array<{ id: number; number: number }>;
    }>().accounts;
    const numberOf = (id: number) => accounts.find((account) => account.id === id)!.number;
    const toFirst = await submitDeposit(t, on(trader.auth, trader.first), '70');
    const toSecond = await submitDeposit(t, on(trader.auth, trader.second), '80');
    await approveDeposit(t.services.engineHost, toSecond, staffId);
    const fromSecond = (await withdraw(on(trader.auth, trader.second), 30)).json<{ transaction: { id: number; account_number: number } }>()
      .transaction;
    expect(fromSecond.account_number).toBe(numberOf(trader.second));

    const list = (await t.app.inject({ method: 'GET', url: '/api/transactions/my', headers: trader.auth })).json<
      Array<{ id: number; account_number: number }>
    >();
    expect(list.map((row) => [row.id, row.account_number])).toEqual([
      [fromSecond.id, numberOf(trader.second)],
      [toSecond, numberOf(trader.second)],
      [toFirst, numberOf(trader.first)],
    ]);
    // The list is the login's: a tab on the other account reads the same rows.
    const fromOtherTab = (
      await t.app.inject({ method: 'GET', url: '/api/transactions/my', headers: on(trader.auth, trader.first) })
    ).json();
    expect(fromOtherTab).toEqual(list);
  });
});
