import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';
import { until } from '../helpers/until.ts';

// Several API instances share PostgreSQL and Redis: one runs the feed, the others follow the bus.
describe.skipIf(!testDatabaseUrl || !redisUp)('market feed across instances (postgres + redis)', () => {
  const prefix = `market-${Math.random().toString(36).slice(2)}:`;
  let leader: TestApp;
  let follower: BuiltApp;

  beforeAll(async () => {
    leader = await buildTestApp({}, { bus: createRedisBus(redisUrl, prefix) });
    follower = await buildApp(leader.ctx.config, { bus: createRedisBus(redisUrl, prefix), startBackground: false });
  });
  afterAll(async () => {
    await follower.app.close();
    await leader.close();
  });

  it('a price, when the feed instance takes it, then reaches the quotes and daily figures of the other instance', async () => {
    leader.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.23456, ask: 1.23467, time: Date.UTC(2026, 0, 5, 12) });
    await until(() => follower.services.market.quotes.latest('EURUSD')?.bid === 1.23456);
    expect(follower.services.market.quotes.latest('EURUSD')).toEqual({
      symbol: 'EURUSD',
      bid: 1.23456,
      ask: 1.23467,
      time: Date.UTC(2026, 0, 5, 12),
    });
    expect(follower.services.market.latestTick('EURUSD')).toMatchObject({ high: 1.23456, low: 1.23456 });
  });

  it('the feed instance, when it stops, then the other instance takes the feed over', async () => {
    expect(leader.services.market.runsFeed()).toBe(true);
    expect(follower.services.market.runsFeed()).toBe(false);
    await leader.services.market.stop();
    await until(() => follower.services.market.runsFeed(), 10_000);
    follower.services.market.pushQuote({ symbol: 'GBPUSD', bid: 1.3, ask: 1.3001, time: Date.UTC(2026, 0, 5, 12) });
    expect(follower.services.market.quotes.latest('GBPUSD')?.bid).toBe(1.3);
  }, 20_000);
});
