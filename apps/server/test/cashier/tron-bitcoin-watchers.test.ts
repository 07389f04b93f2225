import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { startStubNode } from '../helpers/stub-chain-node.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';
import { userIdOf } from '../client-area/fixtures.ts';
import { base58CheckDecode } from '@platform/shared/address-codecs';
import { startCashier } from '../../src/modules/cashier/cashier-role.ts';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import trongridEvents from './fixtures/trongrid-usdt-transfer-events.json' with { type: 'json' };
import getblock from './fixtures/bitcoind-getblock-verbosity-2.json' with { type: 'json' };

const seed = new Uint8Array(32).fill(7);
const TRON_XPUB = HDKey.fromMasterSeed(seed).derive("m/44'/195'/0'").publicExtendedKey;
const BTC_XPUB = HDKey.fromMasterSeed(seed).derive("m/84'/0'/0'").publicExtendedKey;
/** The fixtures' first watched address on each network (account index 1,000,000,001 of the keys above). */
const FIXTURE_TRON = 'TXRWGpjRuSUU6rbNfpwXjxQaAUPokCCYs2';
const FIXTURE_BTC = 'bc1qck0xuxynn2q8lmu7fftv767emnuxxm4xhg0wzz';
/** Their second (index 1,000,000,002): swapped for a stranger's, whatever account ids the database hands out. */
const FIXTURE_TRON_2 = 'TEBpLhVWkL7dUK3PYRB6K9SdHkjmGSc64J';
const FIXTURE_BTC_2 = 'bc1qp75g6adxp3scn4nky50jj78au45ydw2rn2xu7h';
const STRANGER_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const STRANGER_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TRON_BLOCK = trongridEvents.data[0]!.block_number;
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The TRON and Bitcoin watchers end to end, offline: stub nodes answer from the recorded fixtures
 * (the fixture's watched address swapped for the trader's own), and the deposits go the EVM
 * watcher's way: pending, confirming n of N, credited once through the engine.
 */
describe(`TRON and Bitcoin deposits from recorded node answers [${dialectName}]`, () => {
  let t: TestApp;
  let stopCashier: () => Promise<void>;
  let tronHead = TRON_BLOCK - 1;
  let btcHead = getblock.result.height - 1;
  /** The fixtures' texts with the trader's addresses in them, once the traders have asked for theirs. */
  let tronPage: unknown = { data: [], success: true };
  let btcBlock: unknown = null;
  const tronNode = () =>
    startStubNode((_method, path, body) => {
      if (path === '/wallet/getnowblock') return { blockID: hashOf(`t${tronHead}`), block_header: { raw_data: { number: tronHead } } };
      if (path === '/wallet/getblockbynum') {
        const num = (body as { num: number }).num;
        return num <= tronHead ? { blockID: hashOf(`t${num}`) } : {};
      }
      if (path.startsWith('/v1/contracts/TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t/events?'))
        return new URLSearchParams(path.split('?')[1]).get('block_number') === String(TRON_BLOCK) ? tronPage : { data: [], success: true };
      return {};
    });
  /** The height of each block hash the stub bitcoind has named. */
  const heights = new Map<string, number>();
  const bitcoindNode = () =>
    startStubNode((_method, _path, body) => {
      const { method, params, id } = body as { method: string; params: unknown[]; id: string };
      const height = getblock.result.height;
      const hashAt = (n: number) => {
        const hash = n === height ? getblock.result.hash : hashOf(`b${n}`);
        heights.set(hash, n);
        return hash;
      };
      if (method === 'getblockcount') return { result: btcHead, error: null, id };
      if (method === 'getblockhash') {
        const n = params[0] as number;
        return n <= btcHead
          ? { result: hashAt(n), error: null, id }
          : { result: null, error: { code: -8, message: 'Block height out of range' }, id };
      }
      if (method === 'getblock') {
        const hash = params[0] as string;
        if (hash === getblock.result.hash) return { result: btcBlock, error: null, id };
        const n = heights.get(hash) ?? 0;
        return { result: { hash, height: n, tx: [] }, error: null, id };
      }
      return { result: null, error: { code: -32601, message: 'Method not found' }, id };
    });

  let tron: Awaited<ReturnType<typeof startStubNode>>;
  let bitcoind: Awaited<ReturnType<typeof startStubNode>>;

  beforeAll(async () => {
    tron = await tronNode();
    bitcoind = await bitcoindNode();
    t = await buildTestApp({
      SIGNUP_LIMIT_PER_ADDRESS: '1000',
      CASHIER_TRC20_RPC_URL: tron.url,
      CASHIER_TRC20_XPUB: TRON_XPUB,
      CASHIER_TRC20_CONFIRMATIONS: '3',
      CASHIER_BTC_RPC_URL: bitcoind.url.replace('http://', 'http://rpcuser:rpc%20pass@'),
      CASHIER_BTC_XPUB: BTC_XPUB,
      CASHIER_BTC_CONFIRMATIONS: '2',
      CASHIER_POLL_MS: '50',
    });
    stopCashier = await startCashier(t.ctx, t.services.engineHost, (coin) => (coin === 'BTC' ? 50_000 : undefined));
  }, 30_000);
  afterAll(async () => {
    await stopCashier?.();
    await t?.close();
    await tron?.close();
    await bitcoind?.close();
  });

  const depositsOf = (userId: number) =>
    t.ctx.db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('type', '=', 'deposit').orderBy('id').execute();
  const scannedTo = async (chain: 'TRC20' | 'BTC', block: number) => {
    const cursor = await t.ctx.db.selectFrom('chain_cursors').select('next_block').where('chain', '=', chain).executeTakeFirst();
    return cursor !== undefined && Number(cursor.next_block) > block;
  };

  async function traderWithAddress(chain: 'TRC20' | 'BTC') {
    const trader = await signUpTrader(t.app, { account_type: 'live' });
    const answer = await t.app.inject({ method: 'GET', url: `/api/cashier/deposit-address?chain=${chain}`, headers: trader.auth });
    expect(answer.statusCode, answer.body).toBe(200);
    return {
      ...trader,
      id: await userIdOf(t, trader.email),
      ...answer.json<{ address: string; coins: string[]; confirmations_required: number }>(),
    };
  }

  it('a TRON address, when the TRC-20 events of a block pay it, then each transfer is pending, confirming, and credited once at 3 confirmations', async () => {
    const trader = await traderWithAddress('TRC20');
    expect(trader.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(trader).toMatchObject({ coins: ['USDT'], confirmations_required: 3 });
    await until(() => scannedTo('TRC20', tronHead), 20_000);
    tronPage = JSON.parse(swapTron(swapTron(JSON.stringify(trongridEvents), FIXTURE_TRON_2, STRANGER_TRON), FIXTURE_TRON, trader.address));
    tronHead = TRON_BLOCK;
    await until(async () => (await depositsOf(trader.id)).length === 1, 20_000);
    expect((await depositsOf(trader.id))[0]).toMatchObject({
      status: 'pending',
      method: 'chain',
      currency: 'USDT',
      amount_cents: 2_500,
      confirmations: 1,
    });
    tronHead = TRON_BLOCK + 2;
    await until(async () => (await depositsOf(trader.id))[0]!.status === 'approved', 20_000);
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(2_500);
    tronHead = TRON_BLOCK + 4;
    await until(() => scannedTo('TRC20', TRON_BLOCK + 4), 20_000);
    expect(await depositsOf(trader.id)).toHaveLength(1);
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(2_500);
  }, 60_000);

  it('a Bitcoin address, when a block’s outputs pay it twice, then two deposits at the recorded USD rate, credited once each at 2 confirmations', async () => {
    const trader = await traderWithAddress('BTC');
    expect(trader.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(trader).toMatchObject({ coins: ['BTC'], confirmations_required: 2 });
    await until(() => scannedTo('BTC', btcHead), 20_000);
    btcBlock = JSON.parse(JSON.stringify(getblock.result).replaceAll(FIXTURE_BTC_2, STRANGER_BTC).replaceAll(FIXTURE_BTC, trader.address));
    btcHead = getblock.result.height;
    await until(async () => (await depositsOf(trader.id)).length === 2, 20_000);
    expect((await depositsOf(trader.id)).map((row) => [row.status, row.currency, row.amount_cents, row.confirmations])).toEqual([
      ['pending', 'BTC', 75_000, 1],
      ['pending', 'BTC', 500_000, 1],
    ]);
    btcHead += 1;
    await until(async () => (await depositsOf(trader.id)).every((row) => row.status === 'approved'), 20_000);
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(575_000);
    btcHead += 2;
    await until(() => scannedTo('BTC', btcHead), 20_000);
    expect(await depositsOf(trader.id)).toHaveLength(2);
    expect(await sumLedger(t.ctx.db, trader.id)).toBe(575_000);
  }, 60_000);
});

/** A TRON address swapped for another in a fixture's text, in its base58 and its hex (0x and 20 bytes) forms. */
function swapTron(text: string, from: string, to: string): string {
  const hex = (address: string) => `0x${Buffer.from(base58CheckDecode(address)!.subarray(1)).toString('hex')}`;
  return text.replaceAll(from, to).replaceAll(hex(from), hex(to));
}
