import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import { createMemoryBus, type Bus } from '../../src/bus/bus.ts';
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

  it('a keyed message, when published, then reaches the handlers that want its key and those that filter nothing, not the others', async () => {
    const prefix = `test-${Math.random().toString(36).slice(2)}:`;
    const publisher = createRedisBus(redisUrl, prefix);
    const subscriber = createRedisBus(redisUrl, prefix);
    buses.push(publisher, subscriber);
    const wanted: unknown[] = [];
    const unwanted: unknown[] = [];
    const everything: unknown[] = [];
    subscriber.subscribe(
      'probe-keyed',
      (message) => wanted.push(message),
      (key) => key === '7:order-updated',
    );
    subscriber.subscribe(
      'probe-keyed',
      (message) => unwanted.push(message),
      (key) => key.startsWith('8:'),
    );
    subscriber.subscribe('probe-keyed', (message) => everything.push(message));
    await until(() => subscriber.state().subscribed);
    publisher.publish('probe-keyed', { order: 1 }, '7:order-updated');
    publisher.publish('probe-keyed', { order: 2 }, '7:account-updated');
    // A message without a key reaches every handler of the channel.
    publisher.publish('probe-keyed', { order: 3 });
    await until(() => everything.length === 3);
    expect(everything).toEqual([{ order: 1 }, { order: 2 }, { order: 3 }]);
    expect(wanted).toEqual([{ order: 1 }, { order: 3 }]);
    expect(unwanted).toEqual([{ order: 3 }]);
  });
});

describe('memory bus', () => {
  it('a keyed message, when published, then reaches the handlers that want its key and those that filter nothing, not the others', () => {
    const bus = createMemoryBus();
    const wanted: unknown[] = [];
    const unwanted: unknown[] = [];
    bus.subscribe(
      'probe-keyed',
      (message) => wanted.push(message),
      (key) => key === '7:order-updated',
    );
    bus.subscribe(
      'probe-keyed',
      (message) => unwanted.push(message),
      (key) => key.startsWith('8:'),
    );
    bus.publish('probe-keyed', { order: 1 }, '7:order-updated');
    bus.publish('probe-keyed', { order: 2 });
    expect(wanted).toEqual([{ order: 1 }, { order: 2 }]);
    expect(unwanted).toEqual([{ order: 2 }]);
  });
});
