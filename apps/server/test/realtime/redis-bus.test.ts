import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import type { Bus } from '../../src/bus/bus.ts';

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const available = await redisReachable(redisUrl);
if (!available && process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required but not reachable at ${redisUrl}`);

describe.skipIf(!available)('redis bus', () => {
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
