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

// Two instances on one PostgreSQL schema and one Redis: the first leads the engine and the feed; staff edit on the other.
describe.skipIf(!testDatabaseUrl || !redisUp)('the trading calendar across instances (postgres + redis)', () => {
  const prefix = `calendar-${Math.random().toString(36).slice(2)}:`;
  const clock = { now: () => TUESDAY_NOON };
  let leader: TestApp;
  let follower: BuiltApp;

  beforeAll(async () => {
    leader = await buildTestApp({}, { clock, bus: createRedisBus(redisUrl, prefix) });
    follower = await buildApp(leader.ctx.config, { clock, bus: createRedisBus(redisUrl, prefix), startBackground: false });
  });
  afterAll(async () => {
    await follower.app.close();
    await leader.close();
  });

  it('a holiday saved on a follower, when it commits, then within a second the leader closes the market, drops its prices and queues a market order', async () => {
    const admin = await signInStaff(leader, 'admin');
    const trader = await signUpTrader(follower.app);
    const userId = (await follower.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth })).json().account
      .user_id as number;
    await fund(leader.services.engineHost, userId, 10_000_000);
    expect(leader.services.market.isMarketOpen('EURUSD', TUESDAY_NOON)).toBe(true);
    leader.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001 });
    await until(() => follower.services.market.quotes.latest('EURUSD')?.bid === 1.1);

    const saved = await follower.app.inject({
      method: 'PUT',
      url: '/api/admin/trading-calendar/rules',
      headers: admin.auth,
      payload: { target_kind: 'symbol', target: 'EURUSD', sessions: [], holidays: [{ date: '2026-01-06' }], triple_swap_day: 'inherit' },
    });
    expect(saved.statusCode).toBe(200);
    const started = Date.now();
    await until(() => !leader.services.market.isMarketOpen('EURUSD', TUESDAY_NOON), 1000);
    expect(Date.now() - started).toBeLessThan(1000);

    leader.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.2, ask: 1.2001 });
    expect(leader.services.market.quotes.latest('EURUSD')?.bid).toBe(1.1);
    const placed = await follower.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: trader.auth,
      payload: { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 0.1, leverage: 100 },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.order.status).toBe('pending');
  });
});
