import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { HDKey } from '@scure/bip32';
import { erc20Abi, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/build-test-app.ts';
import { redisUp } from '../helpers/redis.ts';
import { freePort, privateRedis } from '../helpers/private-redis.ts';
import { instanceProcess } from '../helpers/cluster-process.ts';
import { call, clusterAdmin, clusterEnv, clusterLiveTrader, fundTrader } from '../helpers/cluster-calls.ts';
import { startAnvil, type Anvil } from '../helpers/anvil.ts';
import { until } from '../helpers/until.ts';
import { kycForm } from '../client-area/fixtures.ts';

type Instance = ReturnType<typeof instanceProcess>;
type Headers = Record<string, string>;

/** The broker's account-level xpub (m/44'/60'/0') of a fixed test seed: the instances get only this. */
const XPUB = HDKey.fromMasterSeed(new Uint8Array(32).fill(9)).derive("m/44'/60'/0'").publicExtendedKey;
/** anvil's second default account (public test key): the hot wallet. */
const HOT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const HOT = privateKeyToAccount(HOT_KEY).address;
const USDT = (amount: number) => BigInt(amount) * 1_000_000n;
const CONFIRMATIONS = 12;

/**
 * The chain cashier on three real instances (PostgreSQL, a private Redis) against anvil: 50 transfers
 * to 20 accounts' own addresses are confirming and a payout is on the chain when the instance that
 * leads the engine and holds the chain watcher and the payer is killed -9 in the middle of crediting.
 * Another instance takes the watcher over from the stored cursor (rewound to before the transfers, as
 * if the leader died between recording them and saving its cursor): every transfer is credited exactly
 * once after its 12 confirmations, and the payout is settled from its stored hash, never signed again.
 */
describe.skipIf(!testDatabaseUrl || !redisUp)('the chain cashier on a three-instance cluster', () => {
  const run = randomBytes(5).toString('hex');
  const schema = `t_cashier_${run}`;
  const cluster = `cashier-${run}`;
  let redis: ReturnType<typeof privateRedis>;
  let chain: Anvil;
  let instances: Instance[] = [];
  let admin: Headers;
  let db: pg.Client;

  const engineLeader = async () => {
    for (const [i, instance] of instances.entries())
      if (instance.running() && (await instance.health().catch(() => null))?.roles.engine_leader) return i;
    return -1;
  };
  /** The instance whose process holds the 'cashier-watcher' lock (its lock connection is named cluster:pid:role). */
  const cashierHolder = async () => {
    const { rows } = await db.query<{ application_name: string }>(
      `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and a.application_name like $1`,
      [`${cluster}:%:cashier-watcher`],
    );
    const pids = rows.map((row) => Number(row.application_name.split(':')[1]));
    return instances.findIndex((instance) => instance.running() && pids.includes(instance.pid()));
  };
  const transferCount = async (status: string) =>
    Number((await db.query<{ n: string }>('select count(*) as n from chain_transfers where status = $1', [status])).rows[0]!.n);
  const payoutRows = async (txId: number) =>
    (
      await db.query<{ status: string; nonce: number; tx_hash: string; raw_tx: string; attempt: number }>(
        'select status, nonce, tx_hash, raw_tx, attempt from payouts where transaction_id = $1 order by attempt',
        [txId],
      )
    ).rows;
  const ledgerOf = async (userId: number) =>
    Number(
      (await db.query<{ s: string | null }>('select sum(amount_cents) as s from ledger_entries where user_id = $1', [userId])).rows[0]!.s ??
        0,
    );

  beforeAll(async () => {
    chain = await startAnvil();
    redis = privateRedis(await freePort());
    await redis.start();
    const env = {
      ...clusterEnv({ databaseUrl: testDatabaseUrl!, schema, clusterName: cluster, redisUrl: redis.url }),
      CASHIER_ERC20_RPC_URL: chain.url,
      CASHIER_ERC20_XPUB: XPUB,
      CASHIER_ERC20_TOKENS: `USDT=${chain.contract}`,
      CASHIER_ERC20_CONFIRMATIONS: String(CONFIRMATIONS),
      CASHIER_ERC20_HOT_WALLET_KEY: HOT_KEY,
      CASHIER_POLL_MS: '100',
    };
    instances = await Promise.all([0, 1, 2].map(async () => instanceProcess(await freePort(), env, { startTimeoutMs: 240_000 })));
    // The first instance takes every role (engine, feed, chain watcher) before the others run for them.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    db = new pg.Client({ connectionString: testDatabaseUrl });
    await db.connect();
    await db.query(`set search_path to "${schema}"`);
    admin = { authorization: `Bearer ${await clusterAdmin(instances[0]!.url, env)}` };
    await chain.sendToken(HOT, USDT(1000));
    await chain.mine(1);
  }, 600_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    await db?.end();
    await redis?.kill();
    await chain?.stop();
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }, 60_000);

  /** A live trader with approved KYC, 500 USD from staff, and a 200 USDT withdrawal on ERC-20 to a fresh address. */
  async function traderWithdrawing(url: string) {
    const trader = await clusterLiveTrader(url, 'Grace Hopper');
    const form = kycForm();
    const submitted = await fetch(`${url}/api/kyc/submit`, {
      method: 'POST',
      headers: { ...trader.auth, ...form.headers },
      body: form.payload,
    });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    const { rows } = await db.query<{ id: number }>('select id from kyc_submissions where user_id = $1', [trader.userId]);
    expect((await call(`${url}/api/admin/kyc/${rows[0]!.id}/approve`, 'POST', admin, { notes: 'ok' })).status).toBe(200);
    await fundTrader(url, admin, trader.userId, 500);
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const requested = await call(`${url}/api/transactions/create`, 'POST', trader.auth, {
      type: 'withdrawal',
      currency: 'USDT',
      amount: 200,
      chain: 'ERC20',
      address: to,
      method: 'crypto',
    });
    expect(requested.status, await requested.clone().text()).toBe(200);
    return { ...trader, to, txId: ((await requested.json()) as { transaction: { id: number } }).transaction.id };
  }

  it('the engine leader holding the chain watcher, when killed -9 while deposits are being credited and a payout is on the chain, then after takeover each deposit is credited exactly once after 12 confirmations and the payout is settled without a second transaction', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    // 20 live accounts, each asking a different instance for its own address.
    const traders = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const url = instances[i % 3]!.url;
        const trader = await clusterLiveTrader(url);
        const answer = await call(`${url}/api/cashier/deposit-address?chain=ERC20`, 'GET', trader.auth);
        expect(answer.status, await answer.clone().text()).toBe(200);
        return { ...trader, address: ((await answer.json()) as { address: string }).address };
      }),
    );
    const payee = await traderWithdrawing(b.url);

    // One instance leads the engine and holds the watcher (the first one started).
    await until(async () => (await engineLeader()) >= 0 && (await cashierHolder()) >= 0, 60_000);
    const leader = await engineLeader();
    expect(await cashierHolder()).toBe(leader);
    // The watcher has scanned up to the head: the transfers below come after its cursor.
    const scannedPast = async (block: bigint) => {
      const { rows } = await db.query<{ next_block: string }>('select next_block from chain_cursors');
      return rows.length === 1 && BigInt(rows[0]!.next_block) > block;
    };
    const startHead = await chain.client.getBlockNumber();
    await until(() => scannedPast(startHead), 60_000);

    const expected = new Map<number, number>();
    const send = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) {
        const trader = traders[i % 20]!;
        await chain.sendToken(trader.address, USDT(10 + i));
        expected.set(trader.userId, (expected.get(trader.userId) ?? 0) + (10 + i) * 100);
      }
    };
    // Batch one: 25 transfers in one block.
    await send(0, 25);
    await chain.mine(1);
    const batchOneBlock = await chain.client.getBlockNumber();
    await until(async () => (await transferCount('confirming')) === 25, 60_000);

    // The payout: approved on another instance, signed and sent by the watcher's instance.
    const nonceBefore = await chain.client.getTransactionCount({ address: HOT });
    const approved = await call(`${c.url}/api/admin/cashier/payouts/${payee.txId}/approve`, 'POST', admin);
    expect(approved.status, await approved.clone().text()).toBe(200);
    await until(async () => (await payoutRows(payee.txId))[0]?.status === 'sent', 60_000);
    const [sent] = await payoutRows(payee.txId);

    // Batch two and the payout in the next block; ten more bring batch one to its 12 confirmations.
    await send(25, 25);
    await chain.mine(1);
    await until(async () => (await transferCount('confirming')) === 50, 60_000);
    await chain.mine(CONFIRMATIONS - 2);
    // Killed -9 as soon as crediting has begun.
    await until(async () => (await transferCount('credited')) >= 1, 60_000);
    await instances[leader]!.stop('SIGKILL');
    // As if it died after recording the transfers but before moving its cursor past them: whoever
    // takes the watcher over reads both batches' blocks again, and must credit nothing twice.
    await db.query('update chain_cursors set next_block = $1, last_hash = null', [Number(batchOneBlock)]);

    // Batch two and the payout reach 12 confirmations while another instance takes over.
    await chain.mine(1);
    await until(async () => (await engineLeader()) >= 0 && (await cashierHolder()) >= 0, 60_000);
    expect(await cashierHolder()).not.toBe(leader);
    // The new holder has read the rewound blocks again.
    const headAfterKill = await chain.client.getBlockNumber();
    await until(() => scannedPast(headAfterKill), 120_000);
    await until(async () => (await transferCount('credited')) === 50, 120_000);
    await until(async () => (await payoutRows(payee.txId))[0]?.status === 'confirmed', 120_000);

    // Each transfer once: 50 rows, 50 approved deposits, one ledger entry each, every account's sum as sent.
    expect(await transferCount('confirming')).toBe(0);
    const deposits = await db.query<{ status: string; confirmations: number; n: number }>(
      `select t.status, t.confirmations, count(l.id)::int as n from transactions t
        left join ledger_entries l on l.user_id = t.user_id and l.kind = 'deposit' and l.ref_id = t.id
        where t.type = 'deposit' and t.method = 'chain' group by t.id, t.status, t.confirmations`,
    );
    expect(deposits.rows).toHaveLength(50);
    for (const row of deposits.rows) expect(row).toEqual({ status: 'approved', confirmations: CONFIRMATIONS, n: 1 });
    for (const trader of traders) expect(await ledgerOf(trader.userId)).toBe(expected.get(trader.userId));

    // The payout: one attempt, the hash and nonce stored before the kill, one transaction on the chain.
    const paid = await payoutRows(payee.txId);
    expect(paid).toEqual([{ ...sent, status: 'confirmed' }]);
    expect(sent!.nonce).toBe(nonceBefore);
    expect(await chain.client.getTransactionCount({ address: HOT })).toBe(nonceBefore + 1);
    expect((await chain.client.getTransaction({ hash: sent!.tx_hash as Hex })).nonce).toBe(nonceBefore);
    const received = await chain.client.readContract({
      address: chain.contract as Hex,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [payee.to as Hex],
    });
    expect(received).toBe(USDT(200));
    const settled = await db.query<{ status: string; tx_hash: string }>('select status, tx_hash from transactions where id = $1', [
      payee.txId,
    ]);
    expect(settled.rows[0]).toEqual({ status: 'approved', tx_hash: sent!.tx_hash });
    expect(await ledgerOf(payee.userId)).toBe(30_000);

    // More blocks change nothing once the new holder has scanned past them.
    await chain.mine(3);
    await until(async () => scannedPast(await chain.client.getBlockNumber()), 60_000);
    expect(await transferCount('credited')).toBe(50);
    for (const trader of traders) expect(await ledgerOf(trader.userId)).toBe(expected.get(trader.userId));
    expect(await chain.client.getTransactionCount({ address: HOT })).toBe(nonceBefore + 1);

    await instances[leader]!.start();
    for (const instance of [a, b, c]) expect(instance.unexpectedExits).toEqual([]);
  }, 900_000);
});
