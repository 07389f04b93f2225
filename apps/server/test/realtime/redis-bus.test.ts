import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import type { Bus } from '../../src/bus/bus.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';
import { until } from '../helpers/until.ts';

describe.skipIf(!redisUp)('redis bus', () => {
  const buses: Bus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('a message, when published on one instance, then reaches a subscriber on another', async () => {
    const prefix = `test-${Math.random().toString(36).slice(2)}:`;
    const publisher = createRedisBus(redisUrl, prefix);
    const subscriber = createRedisBus(redisUrl, prefix);
    buses.push(publisher, subscriber);
    const received = new Promise((resolve) => subscriber.subscribe('probe-account', resolve));
    await until(() => subscriber.state().subscribed);
    publisher.publish('probe-account', { userId: 7, event: 'account-updated', payload: { balance: 1 } });
    await expect(received).resolves.toEqual({ userId: 7, event: 'account-updated', payload: { balance: 1 } });
  });

  it('an unsubscribed handler, when a message arrives, then is not called', async () => {
    const prefix = `test-${Math.random().toString(36).slice(2)}:`;
    const bus = createRedisBus(redisUrl, prefix);
    buses.push(bus);
    const calls: unknown[] = [];
    const unsubscribe = bus.subscribe('probe-ticks', (message) => calls.push(message));
    const kept = new Promise((resolve) => bus.subscribe('probe-ticks', resolve));
    unsubscribe();
    await until(() => bus.state().subscribed);
    bus.publish('probe-ticks', { code: 'EURUSD' });
    await kept;
    expect(calls).toEqual([]);
  });
});
