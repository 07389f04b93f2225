import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAbiParameters, erc20Abi, keccak256, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type Anvil } from '../helpers/anvil.ts';
import { buildTestApp, dialectName, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { startNodeProxy } from '../helpers/node-proxy.ts';
import { until } from '../helpers/until.ts';
import { signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';
import { submitDeposit, traderWithPendingKyc } from '../admin/review-fixtures.ts';
import { startCashier } from '../../src/modules/cashier/cashier-role.ts';
import type { PayerFaults } from '../../src/modules/cashier/payer.ts';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';

/** anvil's second default account (public test key, 10,000 ETH): the platform's hot wallet here. */
const HOT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const HOT = privateKeyToAccount(HOT_KEY).address;
const USDT = (amount: number) => BigInt(Math.round(amount * 100)) * 10_000n;

describe(`withdrawals paid from the hot wallet (anvil) [${dialectName}]`, () => {
  let chain: Anvil;
  let proxy: Awaited<ReturnType<typeof startNodeProxy>>;
  let t: TestApp;
  let previous: TestApp | undefined;
  let stopCashier: () => Promise<void>;
  let compliance: StaffLogin;
  let finance: StaffLogin;
  let finance2: StaffLogin;
  const faults: PayerFaults = {};
  let env: Record<string, string>;

  beforeAll(async () => {
    chain = await startAnvil();
    proxy = await startNodeProxy(chain.url);
    await chain.sendToken(HOT, USDT(5000));
    await chain.mine(1);
    env = {
      SIGNUP_LIMIT_PER_ADDRESS: '1000',
      CASHIER_ERC20_RPC_URL: proxy.url,
      CASHIER_ERC20_HOT_WALLET_KEY: HOT_KEY,
      CASHIER_ERC20_TOKENS: `USDT=${chain.contract}`,
      CASHIER_ERC20_CONFIRMATIONS: '3',
      CASHIER_POLL_MS: '50',
      CASHIER_PAYOUT_SECOND_APPROVAL_USD: '1000',
      CASHIER_PAYOUT_MAX_USD: '5000',
      CASHIER_PAYOUT_DAILY_USD: '8000',
      CASHIER_PAYOUT_ACCOUNT_DAILY_USD: '3000',
      CASHIER_PAYOUT_MAX_FEE_GWEI: '100',
    };
    t = await buildTestApp(env);
    stopCashier = await startCashier(t.ctx, t.services.engineHost, () => undefined, t.services.payouts, faults);
    compliance = await signInStaff(t, 'compliance');
    finance = await signInStaff(t, 'finance');
    finance2 = await signInStaff(t, 'finance');
  }, 60_000);
  afterAll(async () => {
    await stopCashier?.();
    await t?.close();
    await previous?.close().catch(() => {});
    await proxy?.close();
    await chain?.stop();
  });

  const call = (method: 'GET' | 'POST', url: string, auth: object, extra: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url, headers: { ...(auth as Record<string, string>), ...extra }, ...(payload ? { payload } : {}) });
  const approvePayout = (id: number, staff: StaffLogin, key?: string) =>
    call('POST', `/api/admin/cashier/payouts/${id}/approve`, staff.auth, key ? { 'idempotency-key': key } : {});
  const payoutRows = (txId: number) =>
    t.ctx.db.selectFrom('payouts').selectAll().where('transaction_id', '=', txId).orderBy('attempt').execute();
  const withdrawal = (txId: number) => t.ctx.db.selectFrom('transactions').selectAll().where('id', '=', txId).executeTakeFirstOrThrow();
  const tokenBalance = (address: string) =>
    chain.client.readContract({ address: chain.contract as Hex, abi: erc20Abi, functionName: 'balanceOf', args: [address as Hex] });
  const hotNonce = () => chain.client.getTransactionCount({ address: HOT });
  const payoutStatus = async (txId: number) => (await payoutRows(txId)).at(-1)?.status;

  /** A live trader with approved KYC, `balance` USD credited, and a withdrawal of `amount` to a fresh address on ERC-20. */
  async function traderWithdrawing(amount: number, balance = amount) {
    const trader = await traderWithPendingKyc(t, 'live');
    expect((await call('POST', `/api/admin/kyc/${trader.kycId}/approve`, compliance.auth, {}, { notes: 'ok' })).statusCode).toBe(200);
    const deposit = await submitDeposit(t, trader.auth, String(balance));
    expect((await call('POST', `/api/admin/transactions/${deposit}/approve`, finance.auth, {}, {})).statusCode).toBe(200);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const requested = await call(
      'POST',
      '/api/transactions/create',
      trader.auth,
      {},
      {
        type: 'withdrawal',
        currency: 'USDT',
        amount,
        chain: 'ERC20',
        address: to,
        method: 'crypto',
      },
    );
    expect(requested.statusCode).toBe(200);
    return { ...trader, to, txId: requested.json<{ transaction: { id: number } }>().transaction.id };
  }

  /** Mines until the payout is confirmed and the withdrawal settled (one block per payer round seen). */
  async function mineUntilPaid(txId: number) {
    await until(async () => (await payoutStatus(txId)) === 'sent', 20_000);
    for (let mined = 0; mined < 3; mined++) {
      await chain.mine(1);
      const target = mined + 1;
      await until(async () => (await withdrawal(txId)).confirmations! >= target || (await withdrawal(txId)).status === 'approved', 10_000);
    }
    await until(async () => (await payoutStatus(txId)) === 'confirmed', 10_000);
  }

  it('a withdrawal, when finance approves it (twice with the same key), then one payout is signed, sent, confirmed and settled once', async () => {
    const trader = await traderWithdrawing(250, 400);
    const nonceBefore = await hotNonce();
    const first = await approvePayout(trader.txId, finance, 'approve-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'queued', approved_by: [finance.email], approvals_needed: 1 });
    const retried = await approvePayout(trader.txId, finance, 'approve-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().approved_by).toEqual([finance.email]);
    expect((await approvePayout(trader.txId, finance, 'approve-2')).statusCode).toBe(409);

    await until(async () => (await payoutStatus(trader.txId)) === 'sent', 20_000);
    const [payout] = await payoutRows(trader.txId);
    const pending = (await call('GET', '/api/transactions/my', trader.auth)).json<
      Array<{ id: number; status: string; tx_hash: string; timeline: Array<{ step: string }> }>
    >();
    const mine = pending.find((row) => row.id === trader.txId)!;
    expect(mine).toMatchObject({ status: 'pending', tx_hash: payout!.tx_hash, confirmations: 0, confirmations_required: 3 });
    expect(mine.timeline.map((step) => step.step)).toContain('sent');
    // Finance can no longer reject it or enter another hash while it is on the chain.
    expect((await call('POST', `/api/admin/transactions/${trader.txId}/reject`, finance.auth, {}, { reason: 'no' })).statusCode).toBe(409);

    await mineUntilPaid(trader.txId);
    const settled = await withdrawal(trader.txId);
    expect(settled).toMatchObject({ status: 'approved', tx_hash: payout!.tx_hash, confirmations: 3 });
    expect(await tokenBalance(trader.to)).toBe(USDT(250));
    expect(await hotNonce()).toBe(nonceBefore + 1);
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(15_000);
    const receipt = await chain.client.getTransactionReceipt({ hash: payout!.tx_hash as Hex });
    expect(receipt.status).toBe('success');
  }, 60_000);

  it('a payout above the second-approval amount, when one staff member approves (even twice), then it waits for a different one', async () => {
    const trader = await traderWithdrawing(1500);
    expect((await approvePayout(trader.txId, finance, 'a')).json()).toMatchObject({ status: 'awaiting_approval', approvals_needed: 2 });
    const again = await approvePayout(trader.txId, finance, 'b');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/second staff member/);
    expect(await payoutRows(trader.txId)).toHaveLength(0);
    const second = await approvePayout(trader.txId, finance2, 'c');
    expect(second.json()).toMatchObject({ status: 'queued', approved_by: [finance.email, finance2.email] });
    await mineUntilPaid(trader.txId);
    expect(await tokenBalance(trader.to)).toBe(USDT(1500));
  }, 60_000);

  it('limits, when a payout passes the per-payout, the account’s daily or the wallet’s holdings, then a clear 409 and nothing is queued', async () => {
    const big = await traderWithdrawing(5001);
    const perPayout = await approvePayout(big.txId, finance);
    expect(perPayout.statusCode).toBe(409);
    expect(perPayout.json().message).toMatch(/per-payout limit of \$5,000\.00/);

    const trader = await traderWithdrawing(900, 3500);
    expect((await approvePayout(trader.txId, finance)).statusCode).toBe(200);
    await mineUntilPaid(trader.txId);
    const next = await call(
      'POST',
      '/api/transactions/create',
      trader.auth,
      {},
      {
        type: 'withdrawal',
        currency: 'USDT',
        amount: 2500,
        chain: 'ERC20',
        address: trader.to,
        method: 'crypto',
      },
    );
    const nextId = next.json<{ transaction: { id: number } }>().transaction.id;
    const daily = await approvePayout(nextId, finance);
    expect(daily.statusCode).toBe(409);
    expect(daily.json().message).toMatch(/account’s daily payout limit of \$3,000\.00 .*\$2,100\.00 left/);
    expect(await payoutRows(nextId)).toHaveLength(0);

    // 5,000 − 250 − 1,500 − 900 = 2,350 USDT left in the hot wallet.
    const short = await traderWithdrawing(2400);
    const refused = await approvePayout(short.txId, finance);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The hot wallet holds 2350 USDT; this payout needs 2400 USDT. Top it up, then approve again.');
    const wallets = (await call('GET', '/api/admin/cashier/hot-wallets', finance.auth)).json();
    expect(wallets.wallets[0]).toMatchObject({ chain: 'ERC20', address: HOT.toLowerCase(), balances: { USDT: '2350' }, paid_today: 2650 });
  }, 90_000);

  /** The withdrawal's steps as finance sees them in the queue (found by the payout's hash). */
  async function staffTimeline(txId: number, hash: string) {
    const listed = await call('GET', `/api/admin/transactions?type=withdrawal&status=all&search=${hash}`, finance.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    const item = listed.json<{ items: Array<{ id: number; timeline: Array<{ step: string; tx_hash: string | null }> }> }>().items;
    return item.find((row) => row.id === txId)!.timeline;
  }

  it('a payout, when the network’s base fee rises past its fee before it is mined, then it is signed again at the same nonce with a higher fee, paid once, and finance sees the raise on its timeline', async () => {
    const trader = await traderWithdrawing(60);
    const nonceBefore = await hotNonce();
    expect((await approvePayout(trader.txId, finance)).statusCode).toBe(200);
    await until(async () => (await payoutStatus(trader.txId)) === 'sent', 20_000);
    const [first] = await payoutRows(trader.txId);
    const stuck = await chain.client.getTransaction({ hash: first!.tx_hash as Hex });

    // The next block's base fee is three times what the payout offers: it stays out, and the node drops it.
    await chain.client.setNextBlockBaseFeePerGas({ baseFeePerGas: stuck.maxFeePerGas! * 3n });
    await chain.mine(1);
    await until(async () => (await payoutRows(trader.txId))[0]!.tx_hash !== first!.tx_hash, 20_000);
    const [raised] = await payoutRows(trader.txId);
    expect(raised).toMatchObject({ status: 'sent', attempt: 1, nonce: first!.nonce, replaced_hashes: first!.tx_hash });
    // Stored before it is broadcast: the node has it a moment later.
    await until(
      () =>
        chain.client.getTransaction({ hash: raised!.tx_hash as Hex }).then(
          () => true,
          () => false,
        ),
      20_000,
    );
    const replacement = await chain.client.getTransaction({ hash: raised!.tx_hash as Hex });
    expect(replacement.nonce).toBe(first!.nonce);
    expect(replacement.maxFeePerGas! > (stuck.maxFeePerGas! * 9n) / 8n).toBe(true);
    expect(replacement.maxFeePerGas! <= 100_000_000_000n).toBe(true);
    expect((await withdrawal(trader.txId)).tx_hash).toBe(raised!.tx_hash);
    const steps = await staffTimeline(trader.txId, raised!.tx_hash!);
    // Each step names its own transaction: the first signature when sent, the replacement when raised.
    expect(steps.find((step) => step.step === 'sent')).toMatchObject({ tx_hash: first!.tx_hash });
    expect(steps.find((step) => step.step === 'fee_raised')).toMatchObject({ tx_hash: raised!.tx_hash });

    await mineUntilPaid(trader.txId);
    expect(await payoutRows(trader.txId)).toEqual([expect.objectContaining({ status: 'confirmed', tx_hash: raised!.tx_hash })]);
    expect((await withdrawal(trader.txId)).tx_hash).toBe(raised!.tx_hash);
    expect(await hotNonce()).toBe(nonceBefore + 1);
    expect(await tokenBalance(trader.to)).toBe(USDT(60));
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(0);
  }, 60_000);

  it('a raised payout, when the older transaction it replaced is the one mined (while the cashier was down), then the payout is paid under that older hash, once', async () => {
    const trader = await traderWithdrawing(50);
    const nonceBefore = await hotNonce();
    expect((await approvePayout(trader.txId, finance)).statusCode).toBe(200);
    await until(async () => (await payoutStatus(trader.txId)) === 'sent', 20_000);
    const [first] = await payoutRows(trader.txId);
    const stuck = await chain.client.getTransaction({ hash: first!.tx_hash as Hex });
    await chain.client.setNextBlockBaseFeePerGas({ baseFeePerGas: stuck.maxFeePerGas! * 3n });
    await chain.mine(1);
    await until(async () => (await payoutRows(trader.txId))[0]!.tx_hash !== first!.tx_hash, 20_000);
    const [raised] = await payoutRows(trader.txId);
    await until(
      () =>
        chain.client.getTransaction({ hash: raised!.tx_hash as Hex }).then(
          () => true,
          () => false,
        ),
      20_000,
    );

    // The cashier stops; the node loses the raise and is handed the first signature again, and mines it.
    await stopCashier();
    await chain.client.dropTransaction({ hash: raised!.tx_hash as Hex });
    await chain.client.setNextBlockBaseFeePerGas({ baseFeePerGas: 1_000_000n });
    await chain.client.sendRawTransaction({ serializedTransaction: first!.raw_tx as Hex });
    await chain.mine(1);
    expect((await chain.client.getTransactionReceipt({ hash: first!.tx_hash as Hex })).status).toBe('success');
    stopCashier = await startCashier(t.ctx, t.services.engineHost, () => undefined, t.services.payouts, faults);

    // The payer finds the older hash mined: the payout and the withdrawal carry it from now on.
    await until(async () => (await payoutRows(trader.txId))[0]!.tx_hash === first!.tx_hash, 20_000);
    expect((await withdrawal(trader.txId)).tx_hash).toBe(first!.tx_hash);
    for (let mined = 0; mined < 3; mined++) {
      await chain.mine(1);
      await until(
        async () =>
          (await withdrawal(trader.txId)).confirmations! >= Math.min(3, mined + 2) || (await withdrawal(trader.txId)).status === 'approved',
        10_000,
      );
    }
    await until(async () => (await payoutStatus(trader.txId)) === 'confirmed', 10_000);
    expect(await payoutRows(trader.txId)).toEqual([
      expect.objectContaining({ status: 'confirmed', attempt: 1, nonce: first!.nonce, tx_hash: first!.tx_hash }),
    ]);
    expect(await withdrawal(trader.txId)).toMatchObject({ status: 'approved', tx_hash: first!.tx_hash });
    expect(await hotNonce()).toBe(nonceBefore + 1);
    expect(await tokenBalance(trader.to)).toBe(USDT(50));
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(0);
    // The trader's own timeline names the hash that paid.
    const mine = (await call('GET', '/api/transactions/my', trader.auth)).json<
      Array<{ id: number; tx_hash: string | null; timeline: Array<{ step: string; tx_hash?: string | null }> }>
    >();
    const own = mine.find((tx) => tx.id === trader.txId)!;
    expect(own.tx_hash).toBe(first!.tx_hash);
    // Raised as the replacement, paid as the first signature.
    expect(own.timeline.filter((step) => step.tx_hash).map((step) => [step.step, step.tx_hash])).toEqual([
      ['fee_raised', raised!.tx_hash],
      ['paid', first!.tx_hash],
    ]);
  }, 90_000);

  it('a stuck payout, when the raise it needs passes the fee ceiling, then it waits at its fee with a note for finance and is paid once the fee falls', async () => {
    const trader = await traderWithdrawing(40);
    const nonceBefore = await hotNonce();
    expect((await approvePayout(trader.txId, finance)).statusCode).toBe(200);
    await until(async () => (await payoutStatus(trader.txId)) === 'sent', 20_000);
    const [first] = await payoutRows(trader.txId);

    await chain.client.setNextBlockBaseFeePerGas({ baseFeePerGas: 400_000_000_000n });
    await chain.mine(1);
    await until(async () => (await payoutRows(trader.txId))[0]!.note?.includes('above the ceiling of 100 gwei') === true, 20_000);
    const [waiting] = await payoutRows(trader.txId);
    expect(waiting).toMatchObject({ status: 'sent', tx_hash: first!.tx_hash, raw_tx: first!.raw_tx, replaced_hashes: null });
    const shown = (await call('GET', `/api/admin/cashier/payouts?ids=${trader.txId}`, finance.auth)).json();
    expect(shown.payouts[0].note).toMatch(/stuck at its fee/);

    // The fee falls: the same bytes go out again and are mined.
    await chain.client.setNextBlockBaseFeePerGas({ baseFeePerGas: 1_000_000n });
    await chain.mine(1);
    await until(
      () =>
        chain.client.getTransaction({ hash: first!.tx_hash as Hex }).then(
          () => true,
          () => false,
        ),
      20_000,
    );
    await mineUntilPaid(trader.txId);
    expect(await payoutRows(trader.txId)).toEqual([expect.objectContaining({ status: 'confirmed', tx_hash: first!.tx_hash, note: null })]);
    expect(await hotNonce()).toBe(nonceBefore + 1);
    expect(await tokenBalance(trader.to)).toBe(USDT(40));
  }, 60_000);

  it('the process, when it stops between signing and broadcasting, then after a restart the same signed transaction is sent, once', async () => {
    const trader = await traderWithdrawing(300);
    const nonceBefore = await hotNonce();
    faults.afterSign = async () => {
      throw new Error('the process died here');
    };
    expect((await approvePayout(trader.txId, finance)).statusCode).toBe(200);
    await until(async () => (await payoutStatus(trader.txId)) === 'signed', 20_000);
    const [signed] = await payoutRows(trader.txId);
    expect(await chain.client.getTransactionCount({ address: HOT, blockTag: 'pending' })).toBe(nonceBefore);

    // A restart: the cashier and the server go; a new server on the same database starts without the fault.
    await stopCashier();
    faults.afterSign = undefined;
    previous = t;
    await t.app.close();
    t = await buildTestApp({
      ...env,
      DATA_DIR: previous.ctx.config.dataDir,
      ...(testDatabaseUrl ? { DATABASE_SCHEMA: previous.ctx.config.databaseSchema! } : {}),
    });
    stopCashier = await startCashier(t.ctx, t.services.engineHost, () => undefined, t.services.payouts, faults);

    await mineUntilPaid(trader.txId);
    const [paid] = await payoutRows(trader.txId);
    expect(paid).toMatchObject({ status: 'confirmed', tx_hash: signed!.tx_hash, nonce: signed!.nonce, raw_tx: signed!.raw_tx });
    expect(await hotNonce()).toBe(nonceBefore + 1);
    expect((await chain.client.getTransaction({ hash: signed!.tx_hash as Hex })).nonce).toBe(nonceBefore);
    expect(await tokenBalance(trader.to)).toBe(USDT(300));
  }, 90_000);

  it('the chain node, when it goes away right after signing and comes back, then the payout completes once', async () => {
    const trader = await traderWithdrawing(100);
    const nonceBefore = await hotNonce();
    faults.afterSign = async () => {
      faults.afterSign = undefined;
      proxy.down();
    };
    expect((await approvePayout(trader.txId, finance)).statusCode).toBe(200);
    await until(async () => (await payoutStatus(trader.txId)) === 'signed', 20_000);
    // The payer keeps trying while the node is away.
    await until(() => proxy.refused() >= 3, 20_000);
    expect(await payoutStatus(trader.txId)).toBe('signed');
    proxy.up();
    await mineUntilPaid(trader.txId);
    expect(await hotNonce()).toBe(nonceBefore + 1);
    expect(await tokenBalance(trader.to)).toBe(USDT(100));
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(0);
  }, 60_000);

  it('a payout, when it reverts on the chain, then it fails, the hold stays, and finance either sends it again or rejects it (the money returns through the engine)', async () => {
    const trader = await traderWithdrawing(50, 80);
    // After signing, the hot wallet's tokens vanish (its balance slot zeroed), so the transfer reverts.
    const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [HOT, 1n]));
    let held: Hex = '0x0';
    faults.afterSign = async () => {
      faults.afterSign = undefined;
      held = await chain.client.getStorageAt({ address: chain.contract as Hex, slot }).then((value) => value ?? '0x0');
      await chain.client.setStorageAt({ address: chain.contract as Hex, index: slot, value: `0x${'0'.repeat(64)}` });
    };
    expect((await approvePayout(trader.txId, finance)).statusCode).toBe(200);
    await until(async () => (await payoutStatus(trader.txId)) === 'sent', 20_000);
    await chain.mine(1);
    await until(async () => (await payoutStatus(trader.txId)) === 'failed', 20_000);
    const failed = await withdrawal(trader.txId);
    expect(failed).toMatchObject({ status: 'pending', tx_hash: null });
    expect(failed.review_note).toMatch(/reverted/);
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(8_000);
    expect((await approvePayout(trader.txId, finance2)).statusCode).toBe(409);

    // Funds back: finance sends it again (a second attempt, a new nonce), and it pays.
    await chain.client.setStorageAt({ address: chain.contract as Hex, index: slot, value: held as Hex });
    const retried = await call('POST', `/api/admin/cashier/payouts/${trader.txId}/retry`, finance.auth);
    expect(retried.json()).toMatchObject({ status: 'queued', attempt: 2 });
    await mineUntilPaid(trader.txId);
    expect(await tokenBalance(trader.to)).toBe(USDT(50));
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(3_000);

    // Another that fails is rejected instead: the hold is released through the engine.
    const other = await traderWithdrawing(20, 20);
    faults.afterSign = async () => {
      faults.afterSign = undefined;
      await chain.client.setStorageAt({ address: chain.contract as Hex, index: slot, value: `0x${'0'.repeat(64)}` });
    };
    expect((await approvePayout(other.txId, finance)).statusCode).toBe(200);
    await until(async () => (await payoutStatus(other.txId)) === 'sent', 20_000);
    await chain.mine(1);
    await until(async () => (await payoutStatus(other.txId)) === 'failed', 20_000);
    const rejected = await call(
      'POST',
      `/api/admin/transactions/${other.txId}/reject`,
      finance.auth,
      {},
      { reason: 'Paid by bank instead' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(await sumLedger(t.ctx.db, other.id)).toBe(2_000);
    const account = await t.ctx.db.selectFrom('accounts').selectAll().where('user_id', '=', other.id).executeTakeFirstOrThrow();
    expect(account).toBeDefined();
  }, 90_000);
});
