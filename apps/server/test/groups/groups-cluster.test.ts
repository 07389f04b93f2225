import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import { fund } from '../helpers/funds.ts';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { TUESDAY_NOON } from '../trading/trading-app.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';
import { until } from '../helpers/until.ts';
import { signInStaff } from '../admin/staff-helpers.ts';

// Two instances on one PostgreSQL schema and one Redis: the first leads the engine; staff work on the other.
describe.skipIf(!testDatabaseUrl || !redisUp)('client groups across instances (postgres + redis)', () => {
  const prefix = `groups-${Math.random().toString(36).slice(2)}:`;
  const clock = { now: () => TUESDAY_NOON };
  let leader: TestApp;
  let follower: BuiltApp;

  beforeAll(async () => {
    leader = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' }, { clock, bus: createRedisBus(redisUrl, prefix) });
    follower = await buildApp(leader.ctx.config, { clock, bus: createRedisBus(redisUrl, prefix), startBackground: false });
    leader.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: TUESDAY_NOON });
    await until(() => follower.services.market.quotes.latest('EURUSD') !== undefined);
  });
  afterAll(async () => {
    await follower.app.close();
    await leader.close();
  });

  it('a group edit made on a follower, when it commits, then within a second the follower quotes the new markup and the leader fills at it', async () => {
    const admin = await signInStaff(leader, 'admin');
    const trader = await signUpTrader(follower.app);
    const userId = (await follower.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account
      .user_id as number;
    await fund(leader.services.engineHost, userId, 10_000_000);
    const body = {
      name: `Cluster ${prefix}`,
      account_type: 'demo',
      default_leverage: 100,
      max_leverage: 500,
      margin_call_level: 100,
      stop_out_level: 50,
      rules: [{ target_kind: 'symbol', target: 'EURUSD', markup_mode: 'points', markup: 4 }],
    };
    const group = (await follower.app.inject({ method: 'POST', url: '/api/admin/groups', headers: admin.auth, payload: body })).json()
      .group;
    await follower.app.inject({
      method: 'PUT',
      url: `/api/admin/traders/${userId}/group`,
      headers: admin.auth,
      payload: { group_id: group.id },
    });
    const markupOnFollower = async () =>
      (await follower.app.inject({ method: 'GET', url: '/api/symbols/EURUSD/specification', headers: trader.auth })).json().specification
        .markup;
    expect(await markupOnFollower()).toBe(4);

    const edited = await follower.app.inject({
      method: 'PATCH',
      url: `/api/admin/groups/${group.id}`,
      headers: admin.auth,
      payload: { ...body, rules: [{ ...body.rules[0], markup: 40 }] },
    });
    expect(edited.statusCode).toBe(200);
    const started = Date.now();
    await until(async () => (await markupOnFollower()) === 40, 1000);
    await until(() => leader.services.engineHost.runtime.engine().state.groups.get(group.id)?.symbols.get('EURUSD')?.markup === 40, 1000);
    expect(Date.now() - started).toBeLessThan(1000);

    const placed = await follower.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 0.1, leverage: 100 },
    });
    expect(placed.statusCode).toBe(200);
    const ask = leader.services.market.quotes.latest('EURUSD')!.ask;
    expect(Math.round((placed.json().data.order.open_price - ask) * 100_000)).toBe(20);
  });

  it("a sheet edit of EURUSD's swap long made on a follower, when a group has a markup rule on EURUSD, then within a second the leader's group terms and the follower's specification read it", async () => {
    const admin = await signInStaff(leader, 'admin');
    const trader = await signUpTrader(follower.app);
    const body = {
      name: `Sheet ${prefix}`,
      account_type: 'demo',
      default_leverage: 100,
      max_leverage: 500,
      margin_call_level: 100,
      stop_out_level: 50,
      rules: [{ target_kind: 'symbol', target: 'EURUSD', markup_mode: 'points', markup: 2 }],
    };
    const group = (await follower.app.inject({ method: 'POST', url: '/api/admin/groups', headers: admin.auth, payload: body })).json()
      .group;
    const accountId = (await follower.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account
      .account_id as number;
    await follower.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${accountId}/group`,
      headers: admin.auth,
      payload: { group_id: group.id },
    });
    const before = leader.services.market.getSymbol('EURUSD')!.swapLong;
    const termsOnLeader = () => leader.services.engineHost.runtime.engine().state.groups.get(group.id)?.symbols.get('EURUSD');
    await until(() => termsOnLeader() !== undefined, 1000);
    const edited = await follower.app.inject({
      method: 'PATCH',
      url: '/api/admin/symbols/EURUSD',
      headers: admin.auth,
      payload: { swap_long: -33 },
    });
    expect(edited.statusCode).toBe(200);
    try {
      const started = Date.now();
      await until(() => termsOnLeader()?.swapLongCents === -3300, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      const spec = (await follower.app.inject({ method: 'GET', url: '/api/symbols/EURUSD/specification', headers: trader.auth })).json()
        .specification;
      expect(spec).toMatchObject({ swap_long: -33, swap_mode: 'usd_per_lot', markup: 2 });
    } finally {
      await follower.app.inject({ method: 'PATCH', url: '/api/admin/symbols/EURUSD', headers: admin.auth, payload: { swap_long: before } });
    }
  });
});
