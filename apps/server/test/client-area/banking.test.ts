import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { approveDeposit, approveWithdrawal, rejectDeposit, rejectWithdrawal } from '../../src/modules/banking/banking-review.service.ts';
import { approveKyc } from '../../src/modules/kyc/kyc-review.service.ts';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import {
  accountOf,
  depositForm,
  EXE,
  JPEG,
  kycForm,
  ledgerOf,
  PDF,
  postMultipart,
  signUpStaff,
  submitDeposit,
  userIdOf,
} from './fixtures.ts';

describe(`deposits and withdrawals [${dialectName}]`, () => {
  let t: TestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    staffId = (await signUpStaff(t, 'finance')).id;
  });
  afterAll(() => t.close());

  const create = (auth: Record<string, string>, body: ReturnType<typeof depositForm>) =>
    postMultipart(t.app, '/api/transactions/create', auth, body);
  const withdraw = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transactions/create',
      headers: auth,
      payload: {
        type: 'withdrawal',
        currency: 'USDT',
        amount: 100,
        chain: 'TRC20',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        method: 'crypto',
        ...payload,
      },
    });
  const myTransactions = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/transactions/my', headers: auth });

  /** A live trader with `amount` USD approved on their balance and, if asked, approved KYC. */
  async function fundedLiveTrader(amount: string, options: { kyc?: boolean } = {}) {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const id = await userIdOf(t, trader.email);
    await approveDeposit(t.services.engineHost, await submitDeposit(t, trader.auth, amount), staffId);
    if (options.kyc) {
      const submitted = await postMultipart(t.app, '/api/kyc/submit', trader.auth, kycForm());
      expect(submitted.statusCode).toBe(200);
      const submission = await t.ctx.db.selectFrom('kyc_submissions').select('id').where('user_id', '=', id).executeTakeFirstOrThrow();
      await approveKyc(t.ctx, submission.id, staffId, 'ok');
    }
    return { ...trader, id };
  }

  it('wallets, when asked, then answers the configured address per chain', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'live' });
    const response = await t.app.inject({ method: 'GET', url: '/api/banking/wallets', headers: auth });
    const wallets = (await t.ctx.settings.get()).walletAddresses;
    expect(response.json()).toEqual(wallets);
    expect(wallets.TRC20).not.toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/banking/wallets' })).statusCode).toBe(401);
  });

  it('a deposit, when valid, then is pending at the broker address of the chain and listed', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'live' });
    const response = await create(auth, depositForm({ amount: '250.5', chain: 'BEP20', address: 'ignored-client-address' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Deposit submitted. We’ll credit it shortly.');
    const wallets = (await t.ctx.settings.get()).walletAddresses;
    expect(body.transaction).toMatchObject({
      type: 'deposit',
      currency: 'USDT',
      amount: 250.5,
      chain: 'BEP20',
      status: 'pending',
      address: wallets.BEP20,
    });
    expect(body.transaction.receipt_url).toMatch(/^\/api\/files\//);
    const list = (await myTransactions(auth)).json();
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(body.transaction.id);
  });

  it('a deposit, when a PDF receipt is sent, then it is accepted; an executable is refused', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'live' });
    expect((await create(auth, depositForm({}, { bytes: PDF, filename: 'r.pdf', type: 'application/pdf' }))).statusCode).toBe(200);
    const exe = await create(auth, depositForm({}, { bytes: EXE, filename: 'receipt.png', type: 'image/png' }));
    expect(exe.statusCode).toBe(422);
    expect(exe.json()).toMatchObject({ code: 'INVALID_FILE', errors: { receipt: [expect.any(String)] } });
  });

  it.each([
    [{ currency: '' }, 'Please select a cryptocurrency.'],
    [{ currency: 'DOGE' }, 'Please select a cryptocurrency.'],
    [{ amount: '0' }, 'Please enter a valid amount.'],
    [{ amount: 'abc' }, 'Please enter a valid amount.'],
    [{ amount: '-5' }, 'Please enter a valid amount.'],
    [{ chain: '' }, 'Please select the wallet chain (TRC-20 or BNB Smart Chain).'],
  ])('a deposit, when %o, then 422 with the spec message', async (overrides, message) => {
    const { auth } = await signUpTrader(t.app, { account_type: 'live' });
    const response = await create(auth, depositForm(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it('a deposit, when no receipt is attached, then 422 asking for it and nothing is stored', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'live' });
    const response = await create(auth, depositForm({}, null));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Please upload a screenshot/receipt of your payment.');
    expect((await myTransactions(auth)).json()).toEqual([]);
  });

  it('a deposit, when the receipt is over 8 MB, then refused with a clear message', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'live' });
    const big = Buffer.concat([JPEG, Buffer.alloc(9 * 1024 * 1024)]);
    const response = await create(auth, depositForm({}, { bytes: big, filename: 'big.jpg' }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The receipt must be at most 8 MB.');
  });

  it('a deposit, when the chain has no address configured, then 422 with the spec message', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'live' });
    const store = t.ctx.settings;
    const before = await store.getWire();
    await store.update({ wallet_erc20: '' }, staffId);
    try {
      const response = await create(auth, depositForm({ chain: 'ERC20' }));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('No wallet address configured for the selected chain.');
    } finally {
      await store.update({ wallet_erc20: before.wallet_erc20 }, staffId);
    }
  });

  it('transactions/my, when two traders have requests, then each sees only their own, newest first', async () => {
    const a = await signUpTrader(t.app, { account_type: 'live' });
    const b = await signUpTrader(t.app, { account_type: 'live' });
    const first = await submitDeposit(t, a.auth, '10');
    const second = await submitDeposit(t, a.auth, '20');
    await submitDeposit(t, b.auth, '30');
    const list = (await myTransactions(a.auth)).json<Array<{ id: number }>>();
    expect(list.map((row) => row.id)).toEqual([second, first]);
    expect((await myTransactions(b.auth)).json()).toHaveLength(1);
  });

  it('approve deposit, when called twice or concurrently, then credits the balance once', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const id = await userIdOf(t, trader.email);
    const txId = await submitDeposit(t, trader.auth, '250');
    const results = await Promise.allSettled([
      approveDeposit(t.services.engineHost, txId, staffId),
      approveDeposit(t.services.engineHost, txId, staffId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(approveDeposit(t.services.engineHost, txId, staffId)).rejects.toMatchObject({ code: 'ALREADY_REVIEWED', status: 409 });
    await expect(rejectDeposit(t.services.engineHost, txId, staffId, 'late')).rejects.toMatchObject({ code: 'ALREADY_REVIEWED' });
    expect((await accountOf(t, id)).balance_cents).toBe(25_000);
    expect((await ledgerOf(t, id)).filter((e) => e.kind === 'deposit')).toHaveLength(1);
    const [row] = (await myTransactions(trader.auth)).json();
    expect(row.status).toBe('approved');
  });

  it('reject deposit, when called, then nothing is credited and the reason is shown', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const txId = await submitDeposit(t, trader.auth);
    await rejectDeposit(t.services.engineHost, txId, staffId, 'Receipt unreadable');
    expect((await accountOf(t, await userIdOf(t, trader.email))).balance_cents).toBe(0);
    expect((await myTransactions(trader.auth)).json()[0]).toMatchObject({ status: 'rejected', review_note: 'Receipt unreadable' });
    await expect(approveDeposit(t.services.engineHost, 999_999, staffId)).rejects.toMatchObject({ status: 404 });
  });

  it('a withdrawal, when the account is demo, then the server refuses it with the spec text', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'demo' });
    const response = await withdraw(auth, { amount: 10 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'DEMO_WITHDRAWAL_BLOCKED',
      message: 'Withdrawals are not available in demo accounts. Please switch to a live account to make a withdrawal.',
    });
    expect((await myTransactions(auth)).json()).toEqual([]);
  });

  it.each([
    [{ currency: 'DOGE' }, 'Select a cryptocurrency.'],
    [{ amount: 0 }, 'Enter a valid amount.'],
    [{ chain: 'SOL' }, 'Select network.'],
    [{ address: '  ' }, 'Enter your wallet address.'],
  ])('a live withdrawal, when %o, then 422 with the spec message', async (overrides, message) => {
    const trader = await fundedLiveTrader('100');
    const response = await withdraw(trader.auth, overrides);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it('a live withdrawal, when within funds, then pending, amount held, listed as pending', async () => {
    const trader = await fundedLiveTrader('300');
    const response = await withdraw(trader.auth, { amount: 120.25, chain: 'ERC20', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Withdrawal request submitted.',
      transaction: {
        type: 'withdrawal',
        status: 'pending',
        amount: 120.25,
        address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        method: 'crypto',
      },
    });
    const account = await accountOf(t, trader.id);
    expect(account.balance_cents).toBe(30_000);
    expect(account.reserved_cents).toBe(12_025);
  });

  it('a withdrawal reservation, when the same money is requested again, then the second is refused', async () => {
    const trader = await fundedLiveTrader('100');
    expect((await withdraw(trader.auth, { amount: 70 })).statusCode).toBe(200);
    const second = await withdraw(trader.auth, { amount: 70 });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { available: 30 } });
    expect((await withdraw(trader.auth, { amount: 30 })).statusCode).toBe(200);
    expect((await accountOf(t, trader.id)).reserved_cents).toBe(10_000);
  });

  it('withdrawals, when sent concurrently for more than the balance, then only what fits is held', async () => {
    const trader = await fundedLiveTrader('100');
    const responses = await Promise.all([1, 2, 3, 4].map(() => withdraw(trader.auth, { amount: 40 })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect((await accountOf(t, trader.id)).reserved_cents).toBe(8_000);
  });

  it('reject withdrawal, when called, then the hold is released and the balance untouched', async () => {
    const trader = await fundedLiveTrader('100');
    const txId = (await withdraw(trader.auth, { amount: 60 })).json().transaction.id;
    await rejectWithdrawal(t.services.engineHost, txId, staffId, 'Address looks wrong');
    const account = await accountOf(t, trader.id);
    expect(account).toMatchObject({ balance_cents: 10_000, reserved_cents: 0 });
    await expect(rejectWithdrawal(t.services.engineHost, txId, staffId, 'again')).rejects.toMatchObject({ code: 'ALREADY_REVIEWED' });
    expect((await accountOf(t, trader.id)).reserved_cents).toBe(0);
    expect((await withdraw(trader.auth, { amount: 100 })).statusCode).toBe(200);
  });

  it('approve withdrawal, when the live trader has no approved KYC, then refused and nothing moves', async () => {
    const trader = await fundedLiveTrader('100');
    const txId = (await withdraw(trader.auth, { amount: 50 })).json().transaction.id;
    await expect(approveWithdrawal(t.services.engineHost, txId, staffId, '0xhash')).rejects.toMatchObject({ code: 'KYC_NOT_APPROVED' });
    expect(await accountOf(t, trader.id)).toMatchObject({ balance_cents: 10_000, reserved_cents: 5_000 });
    expect((await myTransactions(trader.auth)).json().find((r: { id: number }) => r.id === txId).status).toBe('pending');
  });

  it('approve withdrawal, when KYC is approved, then the held amount leaves the balance once', async () => {
    const trader = await fundedLiveTrader('100', { kyc: true });
    const txId = (await withdraw(trader.auth, { amount: 50 })).json().transaction.id;
    await approveWithdrawal(t.services.engineHost, txId, staffId, '0xfeedbeef');
    await expect(approveWithdrawal(t.services.engineHost, txId, staffId, '0xfeedbeef')).rejects.toMatchObject({ code: 'ALREADY_REVIEWED' });
    expect(await accountOf(t, trader.id)).toMatchObject({ balance_cents: 5_000, reserved_cents: 0 });
    const entries = (await ledgerOf(t, trader.id)).filter((e) => e.kind === 'withdrawal');
    expect(entries.map((e) => e.amount_cents)).toEqual([-5_000]);
    expect(await sumLedger(t.ctx.db, trader.id)).toBe((await accountOf(t, trader.id)).balance_cents);
    expect((await myTransactions(trader.auth)).json()[0]).toMatchObject({ status: 'approved', tx_hash: '0xfeedbeef' });
  });

  it('a review function, when given the wrong kind of request, then 404', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const txId = await submitDeposit(t, trader.auth);
    await expect(approveWithdrawal(t.services.engineHost, txId, staffId, 'x')).rejects.toMatchObject({ status: 404 });
  });

  it('transactions/create, when the type is missing, then 422', async () => {
    const { auth } = await signUpTrader(t.app, { account_type: 'live' });
    const response = await t.app.inject({ method: 'POST', url: '/api/transactions/create', headers: auth, payload: { amount: 1 } });
    expect(response.statusCode).toBe(422);
  });
});
