import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { startAnvil, type Anvil } from '../helpers/anvil.ts';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';
import { userIdOf } from '../client-area/fixtures.ts';
import { startCashier } from '../../src/modules/cashier/cashier-role.ts';
import { sumAccountLedger, sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { accountDerivationIndex } from '../../src/modules/cashier/deposit-address.service.ts';
import { deriveEvmAddress } from '../../src/modules/cashier/evm-derivation.ts';

/** The broker's account-level xpub (m/44'/60'/0') of a fixed test seed: the server gets only this. */
const XPUB = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/60'/0'").publicExtendedKey;
const USDT = (amount: number) => BigInt(amount) * 1_000_000n;

describe(`deposits on the chain (anvil) [${dialectName}]`, () => {
  let chain: Anvil;
  let t: TestApp;
  let stopCashier: () => Promise<void>;
  beforeAll(async () => {
    chain = await startAnvil();
    t = await buildTestApp({
      SIGNUP_LIMIT_PER_ADDRESS: '1000',
      CASHIER_ERC20_RPC_URL: chain.url,
      CASHIER_ERC20_XPUB: XPUB,
      CASHIER_ERC20_TOKENS: `USDT=${chain.contract}`,
      CASHIER_ERC20_CONFIRMATIONS: '12',
      CASHIER_POLL_MS: '50',
    });
    stopCashier = await startCashier(t.ctx, t.services.engineHost, (coin) => t.services.market.usdRate(coin));
  }, 30_000);
  afterAll(async () => {
    await stopCashier?.();
    await t?.close();
    await chain?.stop();
  });

  const depositsOf = (userId: number) =>
    t.ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('type', '=', 'deposit').orderBy('id').execute();
  const transfers = (status: 'confirming' | 'credited' | 'dropped') =>
    t.ctx.db
      .selectFrom('chain_transfers')
      .select('id')
      .where('status', '=', status)
      .execute()
      .then((rows) => rows.length);

  async function liveTraderWithAddress() {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const id = await userIdOf(t, trader.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/cashier/deposit-address?chain=ERC20', headers: trader.auth });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ address: string; qr_code: string; confirmations_required: number }>();
    return { ...trader, id, address: body.address, qrCode: body.qr_code, required: body.confirmations_required };
  }

  it('an address, when a trader asks twice, then the same derived address with a local QR code, and 422 on an unwatched network', async () => {
    const trader = await liveTraderWithAddress();
    expect(trader.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(trader.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(trader.required).toBe(12);
    const again = await t.app.inject({ method: 'GET', url: '/api/cashier/deposit-address?chain=ERC20', headers: trader.auth });
    expect(again.json().address).toBe(trader.address);
    const tron = await t.app.inject({ method: 'GET', url: '/api/cashier/deposit-address?chain=TRC20', headers: trader.auth });
    expect(tron.statusCode).toBe(422);
  });

  it('50 transfers to 20 accounts, when mined, then each is confirming until 12 confirmations and then credited exactly once', async () => {
    const traders = await Promise.all(Array.from({ length: 20 }, () => liveTraderWithAddress()));
    const expected = new Map<number, number>();
    for (let i = 0; i < 50; i++) {
      const trader = traders[i % 20]!;
      const amount = 10 + i;
      await chain.sendToken(trader.address, USDT(amount));
      expected.set(trader.id, (expected.get(trader.id) ?? 0) + amount * 100);
    }
    const before = await transfers('confirming');
    await chain.mine(1);
    await until(async () => (await transfers('confirming')) === before + 50, 20_000);
    const first = await depositsOf(traders[0]!.id);
    expect(first.map((row) => [row.status, row.method, row.confirmations, row.confirmations_required])).toEqual([
      ['pending', 'chain', 1, 12],
      ['pending', 'chain', 1, 12],
      ['pending', 'chain', 1, 12],
    ]);

    await chain.mine(10);
    await until(async () => (await depositsOf(traders[0]!.id)).every((row) => row.confirmations === 11), 10_000);
    expect(await transfers('credited')).toBe(0);

    await chain.mine(1);
    await until(async () => (await transfers('confirming')) === 0, 20_000);
    for (const trader of traders) {
      const rows = await depositsOf(trader.id);
      expect(rows.every((row) => row.status === 'approved' && row.confirmations === 12)).toBe(true);
      expect(await sumLedger(t.ctx.db, trader.id)).toBe(expected.get(trader.id));
    }
    // More blocks change nothing: each transfer was credited once.
    await chain.mine(3);
    const head = Number(await chain.client.getBlockNumber());
    await until(
      async () => Number((await t.ctx.db.selectFrom('chain_cursors').select('next_block').executeTakeFirstOrThrow()).next_block) > head,
    );
    expect(await transfers('credited')).toBe(50);
    for (const trader of traders) expect(await sumLedger(t.ctx.db, trader.id)).toBe(expected.get(trader.id));
  }, 60_000);

  it('a transfer, when a reorganisation removes it before its confirmations, then it is refused and never credited', async () => {
    const trader = await liveTraderWithAddress();
    const snapshot = await chain.snapshot();
    await chain.sendToken(trader.address, USDT(75));
    await chain.mine(1);
    await until(async () => (await depositsOf(trader.id)).length === 1, 10_000);
    expect((await depositsOf(trader.id))[0]).toMatchObject({ status: 'pending', confirmations: 1 });

    await chain.revert(snapshot);
    await chain.mine(13);
    await until(async () => (await depositsOf(trader.id))[0]!.status === 'rejected', 10_000);
    expect((await depositsOf(trader.id))[0]!.review_note).toMatch(/reorganisation/);
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(0);
  }, 30_000);

  it('addresses, when a trader asks for each of their accounts, then each live account has its own, a transfer credits only its account, and a demo account gets none', async () => {
    const trader = await liveTraderWithAddress();
    const on = (accountId: number) => ({ ...trader.auth, 'x-account': String(accountId) });
    const open = async (type: 'demo' | 'live') => {
      const opened = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: trader.auth, payload: { type } });
      expect(opened.statusCode, opened.body).toBe(200);
      return opened.json<{ account: { id: number } }>().account.id;
    };
    const first = (await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account.account_id as number;
    const second = await open('live');
    const demo = await open('demo');
    const addressOf = (accountId: number) =>
      t.app.inject({ method: 'GET', url: '/api/cashier/deposit-address?chain=ERC20', headers: on(accountId) });

    expect((await addressOf(first)).json().address).toBe(trader.address);
    const secondAddress = (await addressOf(second)).json<{ address: string }>().address;
    expect(secondAddress).not.toBe(trader.address);
    const refused = await addressOf(demo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'DEMO_DEPOSIT_BLOCKED',
      message: 'Deposits are not available in demo accounts. Please switch to a live account to make a deposit.',
    });
    // Stored for the two live accounts only, each at its own index, which the broker's wallet derives too.
    const stored = await t.ctx.db
      .selectFrom('deposit_addresses')
      .select(['account_id', 'address', 'derivation_index'])
      .where('user_id', '=', trader.id)
      .orderBy('account_id')
      .execute();
    expect(stored.map((row) => Number(row.account_id))).toEqual([first, second]);
    for (const row of stored) {
      expect(Number(row.derivation_index)).toBe(accountDerivationIndex(Number(row.account_id)));
      expect(row.address).toBe(deriveEvmAddress(XPUB, Number(row.derivation_index)));
    }

    await chain.sendToken(secondAddress, USDT(40));
    await chain.mine(12);
    await until(async () => (await depositsOf(trader.id)).some((row) => row.status === 'approved'), 20_000);
    expect((await depositsOf(trader.id)).map((row) => Number(row.account_id))).toEqual([second]);
    expect(await sumAccountLedger(t.ctx.db, second)).toBe(4_000);
    expect(await sumAccountLedger(t.ctx.db, first)).toBe(0);
  }, 30_000);

  it('an address, when a demo-only trader asks naming no account, then 403 and nothing is derived or stored', async () => {
    const trader = await signUpTrader(t.app, { account_type: 'demo' });
    const id = await userIdOf(t, trader.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/cashier/deposit-address?chain=ERC20', headers: trader.auth });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('DEMO_DEPOSIT_BLOCKED');
    expect(await t.ctx.db.selectFrom('deposit_addresses').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });
});
