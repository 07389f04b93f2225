import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
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

  it('messages to one channel, when published back to back, then travel as one Redis message and arrive in order, each to the handlers that want it', async () => {
    const prefix = `test-${Math.random().toString(36).slice(2)}:`;
    const publisher = createRedisBus(redisUrl, prefix);
    const subscriber = createRedisBus(redisUrl, prefix);
    buses.push(publisher, subscriber);
    const raw = new Redis(redisUrl);
    const frames: string[] = [];
    raw.on('message', (_channel: string, frame: string) => frames.push(frame));
    await raw.subscribe(`${prefix}probe-frames`);
    const wanted: unknown[] = [];
    const everything: unknown[] = [];
    subscriber.subscribe(
      'probe-frames',
      (message) => wanted.push(message),
      (key) => key === '7:order-updated',
    );
    subscriber.subscribe('probe-frames', (message) => everything.push(message));
    await until(() => subscriber.state().subscribed);
    publisher.publish('probe-frames', { order: 1 }, '7:order-updated');
    publisher.publish('probe-frames', { note: 'a line\nbreak' });
    publisher.publish('probe-frames', { order: 2 }, '8:order-updated');
    await until(() => everything.length === 3 && frames.length > 0);
    expect(everything).toEqual([{ order: 1 }, { note: 'a line\nbreak' }, { order: 2 }]);
    expect(wanted).toEqual([{ order: 1 }, { note: 'a line\nbreak' }]);
    // The first Redis message holds all three: two keyed (key line, JSON line) and one plain.
    expect(frames[0]!.split('\n')).toHaveLength(5);
    await raw.quit();
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
