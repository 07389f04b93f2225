import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import type { Bus } from '../../src/bus/bus.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';

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
    const received = new Promise((resolve) => subscriber.subscribe('account-events', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    publisher.publish('account-events', { userId: 7, event: 'account-updated', payload: { balance: 1 } });
    await expect(received).resolves.toEqual({ userId: 7, event: 'account-updated', payload: { balance: 1 } });
  });

  it('an unsubscribed handler, when a message arrives, then is not called', async () => {
    const prefix = `test-${Math.random().toString(36).slice(2)}:`;
    const bus = createRedisBus(redisUrl, prefix);
    buses.push(bus);
    const calls: unknown[] = [];
    const unsubscribe = bus.subscribe('ticks', (message) => calls.push(message));
    const kept = new Promise((resolve) => bus.subscribe('ticks', resolve));
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 100));
    bus.publish('ticks', { code: 'EURUSD' });
    await kept;
    expect(calls).toEqual([]);
  });
});
