import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createMemoryBus } from '../../src/bus/bus.ts';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { JsonText } from '../../src/lib/json-text.ts';
import { createEngineCommandForwarder } from '../../src/engine-host/leader-calls/command-forwarder.ts';
import { serveEngineCommands } from '../../src/engine-host/leader-calls/command-handler.ts';
import {
  ENGINE_COMMANDS_CHANNEL,
  replyChannelOf,
  type CommandBatch,
  type ReplyBatch,
} from '../../src/engine-host/leader-calls/protocol.ts';
import { commandCatalogue, defineLeaderCommand, type LeaderSide } from '../../src/engine-host/leader-command.ts';
import { z } from 'zod';
import type { AppContext } from '../../src/app-context.ts';
import { sumLedger } from '../../src/engine-host/storage/ledger.repository.ts';
import { fund } from '../helpers/funds.ts';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { TUESDAY_NOON } from './trading-app.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';
import { until } from '../helpers/until.ts';

const order = { symbol: 'EURUSD', side: 'buy', volume: 0.1 };

// Two API instances on one PostgreSQL schema and one Redis: the first runs the engine, the other forwards to it.
describe.skipIf(!testDatabaseUrl || !redisUp)('trading calls across instances (postgres + redis)', () => {
  const prefix = `trading-${Math.random().toString(36).slice(2)}:`;
  const now = TUESDAY_NOON;
  const clock = { now: () => now };
  let leader: TestApp;
  let follower: BuiltApp;

  const quote = async (bid: number, ask: number) => {
    leader.services.market.pushQuote({ symbol: 'EURUSD', bid, ask, time: now });
    await leader.services.engineHost.runtime.settled();
    await until(() => follower.services.market.quotes.latest('EURUSD')?.bid === leader.services.market.quotes.latest('EURUSD')?.bid);
  };
  const call = (app: BuiltApp, method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
    app.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const openOrders = async (app: BuiltApp, auth: object) =>
    (await call(app, 'GET', '/api/orders?status=open', auth)).json().orders as Array<{ id: number }>;
  const trader = async () => {
    const signed = await signUpTrader(follower.app);
    const me = await call(leader, 'GET', '/api/account', signed.auth);
    return { ...signed, userId: me.json().account.user_id as number };
  };

  beforeAll(async () => {
    leader = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' }, { clock, bus: createRedisBus(redisUrl, prefix) });
    follower = await buildApp(leader.ctx.config, { clock, bus: createRedisBus(redisUrl, prefix), startBackground: false });
    await quote(1.1, 1.1001);
  });
  afterAll(async () => {
    await follower.app.close();
    await leader.close();
  });

  it('a market order, when placed through the instance without the engine, then fills and shows on both', async () => {
    expect(leader.services.engineHost.runtime.isLeader()).toBe(true);
    expect(follower.services.engineHost.runtime.isLeader()).toBe(false);
    const { auth } = await trader();
    const placed = await call(follower, 'POST', '/api/place', auth, order);
    expect(placed.statusCode).toBe(200);
    expect(placed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(placed.json()).toMatchObject({ status: 'success', code: 'ORDER_PLACED', data: { order: { status: 'open', volume: 0.1 } } });
    const id = placed.json().data.order.id;
    expect((await openOrders(leader, auth)).map((o) => o.id)).toEqual([id]);
    expect((await openOrders(follower, auth)).map((o) => o.id)).toEqual([id]);
    expect(leader.services.engineHost.runtime.engine().liveOrder(id)?.status).toBe('open');
  });

  it('the account, when read through either instance while a position floats, then shows the same live figures', async () => {
    const { auth } = await trader();
    await call(follower, 'POST', '/api/place', auth, order);
    await quote(1.102, 1.1021);
    const viaLeader = (await call(leader, 'GET', '/api/account', auth)).json();
    const viaFollower = (await call(follower, 'GET', '/api/account', auth)).json();
    expect(viaFollower).toEqual(viaLeader);
    expect(viaFollower.account.used_margin).toBeGreaterThan(0);
    expect(viaFollower.account.unrealized_profit).toBeGreaterThan(0);
    await quote(1.1, 1.1001);
  });

  it('too large a volume, when placed through either instance, then both answer the same INSUFFICIENT_MARGIN', async () => {
    const { auth } = await trader();
    const viaLeader = await call(leader, 'POST', '/api/place', auth, { ...order, volume: 100 });
    const viaFollower = await call(follower, 'POST', '/api/place', auth, { ...order, volume: 100 });
    expect(viaLeader.statusCode).toBe(422);
    expect(viaFollower.statusCode).toBe(422);
    expect(viaFollower.json()).toEqual(viaLeader.json());
    expect(viaFollower.json()).toMatchObject({ code: 'INSUFFICIENT_MARGIN', details: { free: 10_000 } });
    expect(viaFollower.json().details.required).toBeGreaterThan(10_000);
  });

  it('an Idempotency-Key, when retried through the other instance and at once through both, then opens one position', async () => {
    const { auth } = await trader();
    const headers = { ...auth, 'idempotency-key': 'across-1' };
    const first = await call(leader, 'POST', '/api/place', headers, order);
    const retry = await call(follower, 'POST', '/api/place', headers, order);
    expect(retry.statusCode).toBe(200);
    // Byte for byte: the follower sends on the JSON the leader wrote, the same the leader's own route writes.
    expect(retry.body).toBe(first.body);

    const both = { ...auth, 'idempotency-key': 'across-2' };
    const [a, b] = await Promise.all([call(follower, 'POST', '/api/place', both, order), call(leader, 'POST', '/api/place', both, order)]);
    expect(a.body).toBe(b.body);
    const conflict = await call(follower, 'POST', '/api/place', headers, { ...order, volume: 0.2 });
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await openOrders(follower, auth)).toHaveLength(2);
  });

  it('a position, when closed through the instance without the engine (and the close retried), then realises its P/L once', async () => {
    const { auth, userId } = await trader();
    const id = (await call(follower, 'POST', '/api/place', auth, order)).json().data.order.id;
    await quote(1.103, 1.1031);
    const headers = { ...auth, 'idempotency-key': 'close-across' };
    const closed = await call(follower, 'POST', '/api/order/close', headers, { order_id: id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'success', message: 'Trade closed.', data: { order: { id, status: 'closed' } } });
    const again = await call(leader, 'POST', '/api/order/close', headers, { order_id: id });
    expect(again.json()).toEqual(closed.json());
    const profit = closed.json().data.order.profit as number;
    expect(profit).toBeGreaterThan(0);
    expect(await sumLedger(leader.ctx.db, userId)).toBe(1_000_000 + Math.round(profit * 100));
    expect(await openOrders(follower, auth)).toEqual([]);
    const notOpen = await call(follower, 'POST', '/api/order/close', auth, { order_id: id });
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json()).toEqual((await call(leader, 'POST', '/api/order/close', auth, { order_id: id })).json());
    await quote(1.1, 1.1001);
  });

  it('a withdrawal, when asked through the instance without the engine while a position floats at a loss, then free margin includes the loss', async () => {
    const signed = await signUpTrader(follower.app, { account_type: 'live' });
    const userId = (await call(leader, 'GET', '/api/account', signed.auth)).json().account.user_id as number;
    await fund(leader.services.engineHost, userId, 100_000);
    expect(
      (await call(follower, 'POST', '/api/place', signed.auth, { ...order, volume: 1, order_type: 'market', leverage: 400 })).statusCode,
    ).toBe(200);
    await quote(1.0951, 1.0952); // 50 pips against the buy: about −$500 floating, margin about $275
    const withdraw = (amount: number) =>
      call(follower, 'POST', '/api/transactions/create', signed.auth, {
        type: 'withdrawal',
        currency: 'USDT',
        amount,
        chain: 'TRC20',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        method: 'crypto',
      });

    const tooMuch = await withdraw(500); // below balance − stored margin (~$725), above live free margin (~$225)
    expect(tooMuch.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooMuch.statusCode).toBeLessThan(500);
    expect((await withdraw(100)).statusCode).toBe(200);
    await quote(1.1, 1.1001);
  });

  it('two live accounts of one trader, when traded and transferred between through the instance without the engine, then each keeps its own orders and 20 same-key transfers move once', async () => {
    const signed = await signUpTrader(follower.app, { account_type: 'live' });
    const first = (await call(follower, 'GET', '/api/account', signed.auth)).json().account as { account_id: number; user_id: number };
    const opened = await call(follower, 'POST', '/api/accounts', signed.auth, { type: 'live' });
    expect(opened.statusCode, opened.body).toBe(200);
    const second = opened.json().account.id as number;
    await fund(leader.services.engineHost, first.account_id, 50_000);
    const onSecond = { ...signed.auth, 'x-account': String(second) };
    const transfer = { from: first.account_id, to: second, amount: 200 };
    const moves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? follower : leader, 'POST', '/api/accounts/transfer', { ...signed.auth, 'idempotency-key': 'once' }, transfer),
      ),
    );
    expect(moves.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const placed = await call(follower, 'POST', '/api/place', onSecond, { symbol: 'EURUSD', side: 'buy', volume: 0.01 });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await openOrders(follower, onSecond)).map((o) => o.id)).toEqual([placed.json().data.order.id]);
    expect(await openOrders(follower, signed.auth)).toEqual([]);
    const figures = (await call(follower, 'GET', '/api/account', onSecond)).json().account;
    expect(figures).toMatchObject({ account_id: second, user_id: first.user_id, balance: 200 });
    expect((await call(leader, 'GET', '/api/account', signed.auth)).json().account.balance).toBe(300);
  });

  it('the engine instance, when it stops, then the other takes the engine over and serves trading itself', async () => {
    const { auth } = await trader();
    await leader.services.stop();
    await until(() => follower.services.engineHost.runtime.isLeader() && follower.services.market.runsFeed(), 15_000);
    follower.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: now });
    await follower.services.engineHost.runtime.settled();
    const placed = await call(follower, 'POST', '/api/place', auth, order);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.order.status).toBe('open');
    expect(follower.services.engineHost.runtime.engine().liveOrder(placed.json().data.order.id)).toBeDefined();
  }, 25_000);
});

describe('engine command forwarding (bus)', () => {
  const log = { warn: () => {}, error: () => {} } as unknown as AppContext['log'];
  /** A leader command like the account read, whose run a test chooses per leader. */
  const accountProbe = (run: (userId: number) => Promise<unknown>) =>
    defineLeaderCommand({
      name: 'trading.account',
      input: z.object({ userId: z.number().int().positive() }),
      run: ({ userId }) => run(userId),
    });
  const fakeLocal = (account: (userId: number) => Promise<unknown>) => commandCatalogue([accountProbe(account)]);
  const serve = (ctx: AppContext, catalogue: ReturnType<typeof fakeLocal>, leadership: Parameters<typeof serveEngineCommands>[3]) =>
    serveEngineCommands(ctx, catalogue, {} as LeaderSide, leadership);
  const accountCall = accountProbe(() => Promise.reject(new Error('runs on the leader')));
  const ask = (forwarder: ReturnType<typeof createEngineCommandForwarder>, userId: number) => forwarder.send(accountCall, { userId });
  /** An instance's engine role that a test switches on (announcing it, as the runtime does) and off. */
  const switchableLeadership = () => {
    let leading = false;
    const listeners = new Set<() => void>();
    return {
      isLeader: () => leading,
      onLeading: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
      lead: () => ((leading = true), listeners.forEach((listener) => listener())),
      die: () => void (leading = false),
    };
  };
  const answered = (userId: number) => ({ status: 'success' as const, account: { user_id: userId } as never });

  it('a call, when sent while no engine serves and then one starts serving, then runs there at once, not after the accept timeout', async () => {
    const bus = createMemoryBus();
    const role = switchableLeadership();
    let runs = 0;
    const stop = serve(
      { bus, log } as AppContext,
      fakeLocal(async (userId) => ((runs += 1), answered(userId))),
      role,
    );
    const forwarder = createEngineCommandForwarder(bus, { acceptTimeoutMs: 20_000 });
    const call = ask(forwarder, 3);
    role.lead();
    await expect(call).resolves.toEqual(answered(3));
    expect(runs).toBe(1);
    stop();
    forwarder.stop();
  });

  it('a call, when the leader that took it dies and a new leader starts serving, then answers 503 at once, not after the silence timeout', async () => {
    const bus = createMemoryBus();
    const dying = switchableLeadership();
    const next = switchableLeadership();
    const stopDying = serve(
      { bus, log } as AppContext,
      fakeLocal(() => new Promise(() => {})),
      dying,
    );
    const stopNext = serve(
      { bus, log } as AppContext,
      fakeLocal(async (userId) => answered(userId)),
      next,
    );
    const forwarder = createEngineCommandForwarder(bus, { acceptTimeoutMs: 20_000, resultTimeoutMs: 20_000 });
    dying.lead();
    const taken = ask(forwarder, 4).catch((error: unknown) => error);
    dying.die();
    next.lead();
    expect(await taken).toMatchObject({ code: 'ENGINE_UNAVAILABLE', status: 503, message: expect.stringMatching(/did not answer/) });
    await expect(ask(forwarder, 5)).resolves.toEqual(answered(5));
    stopDying();
    stopNext();
    forwarder.stop();
  });

  it('a command id, when it reaches the leader twice (sent again as a new term began), then runs once', async () => {
    const bus = createMemoryBus();
    const role = switchableLeadership();
    let runs = 0;
    const stop = serve(
      { bus, log } as AppContext,
      fakeLocal(async (userId) => ((runs += 1), answered(userId))),
      role,
    );
    role.lead();
    const replies: ReplyBatch[] = [];
    const stopReplies = bus.subscribe(replyChannelOf('twice'), (reply) => replies.push(reply as ReplyBatch));
    const batch = () => ({ replyTo: replyChannelOf('twice'), calls: [{ id: 'same-id', name: 'trading.account', input: { userId: 6 } }] });
    bus.publish(ENGINE_COMMANDS_CHANNEL, batch());
    bus.publish(ENGINE_COMMANDS_CHANNEL, batch());
    await until(() => replies.some((reply) => reply.results?.length));
    expect(runs).toBe(1);
    expect(replies.flatMap((reply) => reply.results ?? [])).toHaveLength(1);
    stopReplies();
    stop();
  });

  it('calls made in one turn, when forwarded, then travel as one bus message and their results come back as one', async () => {
    const bus = createMemoryBus();
    const role = switchableLeadership();
    const stop = serve(
      { bus, log } as AppContext,
      fakeLocal(async (userId) => answered(userId)),
      role,
    );
    const forwarder = createEngineCommandForwarder(bus);
    role.lead();
    const batches: CommandBatch[] = [];
    const stopWatching = bus.subscribe(ENGINE_COMMANDS_CHANNEL, (batch) => batches.push(batch));
    const calls = [10, 11, 12, 13].map((userId) => ask(forwarder, userId));
    await expect(Promise.all(calls)).resolves.toEqual([10, 11, 12, 13].map(answered));
    expect(batches).toHaveLength(1);
    expect(batches[0]!.calls.map((call) => (call.input as { userId: number }).userId)).toEqual([10, 11, 12, 13]);
    // The leader's heartbeat named it before the calls: nobody asked it to confirm them.
    expect(batches[0]!.ack).toBeUndefined();
    stopWatching();
    stop();
    forwarder.stop();
  });

  it('a call, when it reaches a leader that has just stepped down, then is declined and runs on the next leader', async () => {
    const bus = createMemoryBus();
    const old = switchableLeadership();
    const next = switchableLeadership();
    const ran: string[] = [];
    const stopOld = serve(
      { bus, log } as AppContext,
      fakeLocal(async (userId) => (ran.push('old'), answered(userId))),
      old,
    );
    const stopNext = serve(
      { bus, log } as AppContext,
      fakeLocal(async (userId) => (ran.push('next'), answered(userId))),
      next,
    );
    const forwarder = createEngineCommandForwarder(bus, { acceptTimeoutMs: 20_000 });
    old.lead();
    old.die();
    const call = ask(forwarder, 8);
    const declined = new Promise<void>((resolve) => {
      const stopReplies = bus.subscribe(ENGINE_COMMANDS_CHANNEL, () => {
        stopReplies();
        setImmediate(resolve);
      });
    });
    await declined;
    next.lead();
    await expect(call).resolves.toEqual(answered(8));
    expect(ran).toEqual(['next']);
    stopOld();
    stopNext();
    forwarder.stop();
  });

  it("an order's answer, when forwarded, then comes back with its status and the body as the JSON text the leader wrote", async () => {
    const bus = createMemoryBus();
    const body = { status: 'success', code: 'ORDER_PLACED', data: { order: { id: 41, volume: 0.1 } } };
    const place = defineLeaderCommand({
      name: 'trading.place-order',
      input: z.object({ userId: z.number() }),
      answersAsText: true,
      run: async () => ({ statusCode: 200, body }),
    });
    const stop = serve({ bus, log } as AppContext, commandCatalogue([place]), { isLeader: () => true, onLeading: () => () => {} });
    const forwarder = createEngineCommandForwarder(bus);
    const answer = await forwarder.send(place, { userId: 3 });
    expect(answer).toEqual({ statusCode: 200, body: new JsonText(JSON.stringify(body)) });
    stop();
    forwarder.stop();
  });

  it("a forwarded call, when its input does not match its command's schema or names no command, then is answered with a 4xx and never runs", async () => {
    const bus = createMemoryBus();
    let runs = 0;
    const stop = serve(
      { bus, log } as AppContext,
      fakeLocal(async (userId) => ((runs += 1), answered(userId))),
      {
        isLeader: () => true,
        onLeading: () => () => {},
      },
    );
    const replies: ReplyBatch[] = [];
    const stopReplies = bus.subscribe(replyChannelOf('bad'), (reply) => replies.push(reply as ReplyBatch));
    const calls = [
      { id: 'wrong-type', name: 'trading.account', input: { userId: 'me' } },
      { id: 'missing', name: 'trading.account', input: {} },
      { id: 'cast-bait', name: 'trading.account', input: { userId: -1, extra: { __proto__: { admin: true } } } },
      { id: 'unknown', name: 'banking.pay-me', input: { amountCents: 1_000_000 } },
    ];
    bus.publish(ENGINE_COMMANDS_CHANNEL, { replyTo: replyChannelOf('bad'), calls });
    await until(() => replies.flatMap((reply) => reply.results ?? []).length === calls.length);
    const results = new Map(replies.flatMap((reply) => reply.results ?? []).map((result) => [result.id, result]));
    for (const id of ['wrong-type', 'missing', 'cast-bait'])
      expect(results.get(id)).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_ERROR', status: 422, errors: { userId: expect.any(Array) } },
      });
    expect(results.get('unknown')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', status: 404 } });
    expect(runs).toBe(0);
    stopReplies();
    stop();
  });

  it('a call, when no instance runs the engine, then answers 503 not reachable', async () => {
    const bus = createMemoryBus();
    const stop = serve(
      { bus, log } as AppContext,
      fakeLocal(async () => Promise.reject(new Error('unused'))),
      { isLeader: () => false, onLeading: () => () => {} },
    );
    const forwarder = createEngineCommandForwarder(bus, { acceptTimeoutMs: 50 });
    const failure = await ask(forwarder, 7).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'ENGINE_UNAVAILABLE',
      status: 503,
      message: 'The trading engine is not reachable. Please try again.',
    });
    stop();
    forwarder.stop();
  });

  it('a call, when the leader answers slowly or with an error, then waits past the accept timeout and rethrows it unchanged', async () => {
    const bus = createMemoryBus();
    const error = new AppError('INSUFFICIENT_MARGIN', 422, 'Insufficient Margin make Deposit First', { required: 2, free: 1 });
    const slow = fakeLocal(async (userId) => {
      await new Promise((r) => setTimeout(r, 120));
      if (userId === 1) throw error;
      return { status: 'success', account: { user_id: userId } as never };
    });
    const stop = serve({ bus, log } as AppContext, slow, { isLeader: () => true, onLeading: () => () => {} });
    const forwarder = createEngineCommandForwarder(bus, { acceptTimeoutMs: 50 });
    await expect(ask(forwarder, 2)).resolves.toEqual({ status: 'success', account: { user_id: 2 } });
    const failure = await ask(forwarder, 1).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: error.code, status: 422, message: error.message, details: { required: 2, free: 1 } });
    stop();
    forwarder.stop();
  });
});
