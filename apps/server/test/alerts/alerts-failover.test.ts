import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { TUESDAY_NOON } from '../trading/trading-app.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';
import { until } from '../helpers/until.ts';

// Two API instances on one PostgreSQL schema and one Redis: alerts live in the engine leader and move with it.
describe.skipIf(!testDatabaseUrl || !redisUp)('price alerts across instances (postgres + redis)', () => {
  const prefix = `alerts-${Math.random().toString(36).slice(2)}:`;
  const now = TUESDAY_NOON;
  const clock = { now: () => now };
  let leader: TestApp;
  let follower: BuiltApp;

  beforeAll(async () => {
    leader = await buildTestApp({ SIGNUP_LIMIT_PER_ADDRESS: '1000' }, { clock, bus: createRedisBus(redisUrl, prefix) });
    follower = await buildApp(leader.ctx.config, { clock, bus: createRedisBus(redisUrl, prefix), startBackground: false });
    leader.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: now });
    await until(() => follower.services.market.quotes.latest('EURUSD') !== undefined);
  });
  afterAll(async () => {
    await follower.app.close();
    await leader.close();
  });

  it('an alert created on the other instance, when the engine leader stops, then the new leader fires it', async () => {
    const { auth } = await signUpTrader(follower.app);
    const created = await follower.app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: auth,
      payload: { symbol: 'EURUSD', condition: 'bid_crosses_above', price: 1.105 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().alert as { id: number };
    await until(() => leader.services.engineHost.runtime.engine().state.alerts.get(id) !== undefined);

    await leader.services.stop();
    await until(() => follower.services.engineHost.runtime.isLeader() && follower.services.market.runsFeed(), 15_000);
    expect(follower.services.engineHost.runtime.engine().state.alerts.get(id)).toBeDefined();
    follower.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.106, ask: 1.1061, time: now });
    await follower.services.engineHost.runtime.settled();

    await until(async () => {
      const listed = await follower.app.inject({ method: 'GET', url: '/api/alerts', headers: auth });
      return listed.json().alerts[0].status === 'triggered';
    });
    const bell = await follower.app.inject({ method: 'GET', url: '/api/notifications', headers: auth });
    expect(bell.json().unread).toBe(1);
  }, 25_000);
});
