import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/build-test-app.ts';
import { redisUp } from '../helpers/redis.ts';
import { freePort, privateRedis } from '../helpers/private-redis.ts';
import { instanceProcess } from '../helpers/cluster-process.ts';
import { TEST_PASSWORD, uniqueEmail } from '../helpers/traders.ts';
import { call, clusterAdmin, clusterCalls, clusterEnv, clusterLiveTrader, fundTrader, type Headers } from '../helpers/cluster-calls.ts';
import { until } from '../helpers/until.ts';

type Instance = ReturnType<typeof instanceProcess>;

/**
 * Several accounts of one trader on three real instances (PostgreSQL, a private Redis): money is
 * moved and orders placed on two live accounts through different instances while the engine
 * leader is killed -9; each keyed call is retried with its key until answered. Every cent must be
 * where the ledger says, the transfer must move once, and neither account may show the other's orders.
 */
describe.skipIf(!testDatabaseUrl || !redisUp)('several accounts of one trader on a three-instance cluster', () => {
  const run = randomBytes(5).toString('hex');
  const schema = `t_accounts_${run}`;
  let redis: ReturnType<typeof privateRedis>;
  let instances: Instance[] = [];
  const { untilAnswered, engineLeader: leaderIndex } = clusterCalls(() => instances);
  let env: Record<string, string>;
  let admin: Headers;
  let trader: { auth: Headers; userId: number; first: number; second: number };

  beforeAll(async () => {
    redis = privateRedis(await freePort());
    await redis.start();
    env = clusterEnv({ databaseUrl: testDatabaseUrl!, schema, clusterName: `accounts-${run}`, redisUrl: redis.url });
    instances = await Promise.all([0, 1, 2].map(async () => instanceProcess(await freePort(), env, { startTimeoutMs: 240_000 })));
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    const [a, b, c] = instances as [Instance, Instance, Instance];

    admin = { authorization: `Bearer ${await clusterAdmin(a.url, env)}` };

    // A live trader: the first account on A, a second live one on B, funded by staff on C.
    const live = await clusterLiveTrader(a.url);
    const { auth } = live;
    const opened = await call(`${b.url}/api/accounts`, 'POST', auth, { type: 'live' });
    expect(opened.status).toBe(200);
    const second = ((await opened.json()) as { account: { id: number } }).account.id;
    await fundTrader(c.url, admin, live.userId, 1000);
    trader = { auth, userId: live.userId, first: live.accountId, second };
  }, 600_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    await redis?.kill();
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }, 60_000);

  it('a transfer and orders on two accounts through different instances, when the leader is killed -9, then every cent is where the ledger says and neither account shows the other', async () => {
    const on = (accountId: number) => ({ ...trader.auth, 'x-account': String(accountId) });
    const order = { symbol: 'XRPUSDT', side: 'buy', volume: 1 };

    // One transfer key sent through two instances: it moves once.
    const transferKey = randomUUID();
    const transfer = { from: trader.first, to: trader.second, amount: 400 };
    const [viaA, viaC] = await Promise.all(
      [0, 2].map(async (i) => {
        const response = await call(
          `${instances[i]!.url}/api/accounts/transfer`,
          'POST',
          { ...trader.auth, 'idempotency-key': transferKey },
          transfer,
        );
        return { status: response.status, body: (await response.json()) as { transfer?: { id: string } } };
      }),
    );
    expect([viaA?.status, viaC?.status]).toEqual([200, 200]);
    expect(viaA!.body.transfer!.id).toBe(viaC!.body.transfer!.id);

    // Orders on both accounts from different instances, the leader killed in the middle.
    const placed: Record<number, number[]> = { [trader.first]: [], [trader.second]: [] };
    const place = async (start: number, accountId: number) => {
      const answer = await untilAnswered(start, 'POST', '/api/place', on(accountId), order);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      placed[accountId]!.push((answer.body as { data: { order: { id: number } } }).data.order.id);
    };
    await Promise.all([place(0, trader.first), place(1, trader.second)]);
    await until(async () => (await leaderIndex()) >= 0, 10_000);
    const leader = instances[await leaderIndex()]!;
    const killing = leader.stop('SIGKILL');
    await Promise.all([place(1, trader.first), place(2, trader.second), killing]);
    await Promise.all([place(2, trader.first), place(0, trader.second)]);
    await leader.start();

    // Each account lists exactly its own positions, whichever instance answers.
    for (const [i, accountId] of [trader.first, trader.second].entries()) {
      const response = await untilAnswered(i, 'GET', '/api/orders?status=open', on(accountId), undefined);
      const ids = (response.body.orders as Array<{ id: number }>).map((o) => o.id).sort((x, y) => x - y);
      expect(ids).toEqual([...placed[accountId]!].sort((x, y) => x - y));
    }
    for (const accountId of [trader.first, trader.second]) {
      const closed = await untilAnswered(accountId === trader.first ? 2 : 0, 'POST', '/api/orders/close-all', on(accountId), {
        filter: 'all',
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    }

    // Every account's balance is its ledger's sum; together they moved only by trading (the transfer nets to zero).
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(`set search_path to "${schema}"`);
      const balances = new Map<number, number>();
      for (const accountId of [trader.first, trader.second]) {
        await until(async () => {
          const figures = await untilAnswered(0, 'GET', '/api/account', on(accountId), undefined);
          const account = figures.body.account as { balance: number; used_margin: number };
          const { rows } = await client.query<{ total: string }>(
            'select coalesce(sum(amount_cents), 0) as total from ledger_entries where account_id = $1',
            [accountId],
          );
          balances.set(accountId, Math.round(account.balance * 100));
          return account.used_margin === 0 && Number(rows[0]!.total) === Math.round(account.balance * 100);
        }, 10_000);
      }
      const legs = await client.query<{ account_id: string; amount_cents: string }>(
        "select account_id, amount_cents from ledger_entries where kind = 'transfer' and user_id = $1 order by amount_cents",
        [trader.userId],
      );
      expect(legs.rows.map((r) => [Number(r.account_id), Number(r.amount_cents)])).toEqual([
        [trader.first, -40_000],
        [trader.second, 40_000],
      ]);
      const trading = await client.query<{ total: string }>(
        "select coalesce(sum(amount_cents), 0) as total from ledger_entries where user_id = $1 and kind in ('realised_pnl', 'swap', 'commission')",
        [trader.userId],
      );
      expect(balances.get(trader.first)! + balances.get(trader.second)!).toBe(100_000 + Number(trading.rows[0]!.total));
      const orders = await client.query<{ account_id: string; n: string }>(
        'select account_id, count(*) as n from orders where user_id = $1 group by account_id order by account_id',
        [trader.userId],
      );
      expect(orders.rows.map((r) => [Number(r.account_id), Number(r.n)])).toEqual([
        [trader.first, 3],
        [trader.second, 3],
      ]);
    } finally {
      await client.end();
    }
    for (const instance of instances) expect(instance.unexpectedExits).toEqual([]);
  }, 300_000);

  it("the spec's /api/account, a stranger's account id, sockets on two instances and 20-way transfer races, when spread over the three instances, then each answers for its own account, the stranger gets 404s, no socket hears the other account, and the whole free margin moves once and never overdraws", async () => {
    const on = (accountId: number) => ({ ...trader.auth, 'x-account': String(accountId) });
    const [a, b, c] = instances as [Instance, Instance, Instance];
    for (const instance of instances) {
      for (const accountId of [trader.first, trader.second]) {
        const answer = await call(`${instance.url}/api/account`, 'GET', on(accountId));
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { account: { account_id: number } }).account.account_id).toBe(accountId);
      }
      const unnamed = (await (await call(`${instance.url}/api/account`, 'GET', trader.auth)).json()) as { account: { account_id: number } };
      expect(unnamed.account.account_id).toBe(trader.first);
    }

    // A stranger naming the trader's second account, on every instance: the same 404, nothing placed or moved.
    const stranger = (await (
      await call(
        `${b.url}/api/signup`,
        'POST',
        {},
        {
          name: 'Eve Stranger',
          email: uniqueEmail('stranger'),
          password: TEST_PASSWORD,
          password_confirmation: TEST_PASSWORD,
          account_type: 'live',
        },
      )
    ).json()) as { token: string };
    const theirs = { authorization: `Bearer ${stranger.token}`, 'x-account': String(trader.second) };
    for (const instance of instances) {
      const answers = await Promise.all([
        call(`${instance.url}/api/account`, 'GET', theirs),
        call(`${instance.url}/api/orders?status=open`, 'GET', theirs),
        call(
          `${instance.url}/api/place`,
          'POST',
          { ...theirs, 'idempotency-key': randomUUID() },
          { symbol: 'XRPUSDT', side: 'buy', volume: 1 },
        ),
        call(`${instance.url}/api/transactions/withdrawable`, 'GET', theirs),
        call(
          `${instance.url}/api/accounts/transfer`,
          'POST',
          { authorization: theirs.authorization, 'idempotency-key': randomUUID() },
          { from: trader.second, to: trader.first, amount: 1 },
        ),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    }

    // Two tabs on two instances, each on one account; orders through the third.
    const token = trader.auth.authorization!.slice('Bearer '.length);
    const tab = async (instance: Instance, accountId: number) => {
      const socket: Socket = connect(instance.url, { transports: ['websocket'], auth: { token, account: accountId }, reconnection: false });
      const orderIds: number[] = [];
      socket.on('order-updated', (event: { order: { id: number } }) => orderIds.push(event.order.id));
      await new Promise((resolve, reject) => {
        socket.once('session', resolve);
        socket.once('connect_error', reject);
      });
      return { socket, orderIds };
    };
    const [onFirst, onSecond] = [await tab(a, trader.first), await tab(b, trader.second)];
    try {
      const placeThroughC = async (accountId: number) => {
        const answer = await call(
          `${c.url}/api/place`,
          'POST',
          { ...on(accountId), 'idempotency-key': randomUUID() },
          {
            symbol: 'XRPUSDT',
            side: 'buy',
            volume: 1,
          },
        );
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { data: { order: { id: number } } }).data.order.id;
      };
      const onSecondId = await placeThroughC(trader.second);
      const onFirstId = await placeThroughC(trader.first);
      // The first tab's own order comes after anything of the second's that could have leaked to it.
      await until(() => onFirst.orderIds.includes(onFirstId) && onSecond.orderIds.includes(onSecondId), 10_000);
      expect(new Set(onFirst.orderIds)).toEqual(new Set([onFirstId]));
      expect(new Set(onSecond.orderIds)).toEqual(new Set([onSecondId]));
      for (const [accountId, instance] of [
        [trader.first, a],
        [trader.second, b],
      ] as const) {
        const closed = await call(
          `${instance.url}/api/orders/close-all`,
          'POST',
          { ...on(accountId), 'idempotency-key': randomUUID() },
          {
            filter: 'all',
          },
        );
        expect(closed.status).toBe(200);
      }
    } finally {
      onFirst.socket.close();
      onSecond.socket.close();
    }

    const withdrawable = async (accountId: number) =>
      ((await (await call(`${a.url}/api/transactions/withdrawable`, 'GET', on(accountId))).json()) as { available: number }).available;
    const transfer = (i: number, key: string, body: { from: number; to: number; amount: number }) =>
      call(`${instances[i % 3]!.url}/api/accounts/transfer`, 'POST', { ...trader.auth, 'idempotency-key': key }, body);

    // The whole free margin of the second account, 20 times at once with one key through all three: it moves once.
    const secondAll = await withdrawable(trader.second);
    expect(secondAll).toBeGreaterThan(0);
    const oneKey = randomUUID();
    const once = await Promise.all(
      Array.from({ length: 20 }, (_, i) => transfer(i, oneKey, { from: trader.second, to: trader.first, amount: secondAll })),
    );
    expect(once.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const ids = await Promise.all(once.map(async (answer) => ((await answer.json()) as { transfer: { id: string } }).transfer.id));
    expect(new Set(ids).size).toBe(1);
    expect(await withdrawable(trader.second)).toBe(0);

    // The whole free margin of the first, 20 times at once with 20 keys: one moves, the others are refused.
    const firstAll = await withdrawable(trader.first);
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) => transfer(i, randomUUID(), { from: trader.first, to: trader.second, amount: firstAll })),
    );
    expect(many.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refusals = await Promise.all(
      many.filter((answer) => answer.status !== 200).map(async (answer) => (await answer.json()) as { code: string }),
    );
    expect(new Set(refusals.map((refusal) => refusal.code))).toEqual(new Set(['INSUFFICIENT_FUNDS']));

    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(`set search_path to "${schema}"`);
      for (const accountId of [trader.first, trader.second]) {
        const { rows } = await client.query<{ balance_cents: string; ledger: string }>(
          `select a.balance_cents, (select coalesce(sum(l.amount_cents), 0) from ledger_entries l where l.account_id = a.id) as ledger
           from accounts a where a.id = $1`,
          [accountId],
        );
        expect(Number(rows[0]!.balance_cents)).toBeGreaterThanOrEqual(0);
        expect(Number(rows[0]!.balance_cents)).toBe(Number(rows[0]!.ledger));
      }
      expect(Math.round((await withdrawable(trader.second)) * 100)).toBe(Math.round(firstAll * 100));
      expect(await withdrawable(trader.first)).toBe(0);
    } finally {
      await client.end();
    }
    for (const instance of instances) expect(instance.unexpectedExits).toEqual([]);
  }, 300_000);
});
