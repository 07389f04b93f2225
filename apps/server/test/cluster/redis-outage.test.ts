import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import type { Bus } from '../../src/bus/bus.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { createEngineCommandForwarder } from '../../src/engine-host/leader-calls/command-forwarder.ts';
import { getAccount } from '../../src/modules/trading/commands/account-reads.ts';
import { redisUp } from '../helpers/redis.ts';
import { freePort, privateRedis } from '../helpers/private-redis.ts';
import { until } from '../helpers/until.ts';

/** The machine has redis-server when it has a Redis (CI installs both). */
describe.skipIf(!redisUp)('bus through a Redis outage', () => {
  let buses: Bus[] = [];
  const servers: Array<ReturnType<typeof privateRedis>> = [];
  const open = (url: string, prefix: string) => {
    const bus = createRedisBus(url, prefix);
    buses.push(bus);
    return bus;
  };
  const server = async () => {
    const redis = privateRedis(await freePort());
    servers.push(redis);
    return redis;
  };
  afterEach(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    buses = [];
  });
  afterAll(async () => {
    await Promise.all(servers.map((redis) => redis.kill()));
  });

  it('a bus, when opened while Redis is down, then publishes without throwing and subscribes once Redis comes up', async () => {
    const redis = await server();
    const bus = open(redis.url, 'a:');
    const received: unknown[] = [];
    bus.subscribe('probe-ticks', (message) => received.push(message));
    expect(bus.state()).toMatchObject({ connected: false, subscribed: false, missing: ['probe-ticks'] });
    bus.publish('probe-ticks', { n: 0 });
    await until(() => bus.state().failedPublishes === 1);

    await redis.start();
    // Both connections are back: the publisher's reconnect may come after the subscriber's (a publish before it is dropped by design).
    await until(() => bus.state().connected && bus.state().subscribed, 5000);
    bus.publish('probe-ticks', { n: 1 });
    await until(() => received.length === 1);
    expect(received).toEqual([{ n: 1 }]);
  });

  it('two buses, when Redis is killed and restarted, then re-subscribe every channel and deliver again within 5 s', async () => {
    const redis = await server();
    await redis.start();
    const a = open(redis.url, 'b:');
    const b = open(redis.url, 'b:');
    const got: string[] = [];
    b.subscribe('probe-ticks', () => got.push('probe-ticks'));
    b.subscribe('probe-account', () => got.push('account'));
    await until(() => a.state().connected && b.state().subscribed);

    await redis.kill();
    await until(() => !b.state().connected);
    a.publish('probe-ticks', {});
    await until(() => a.state().failedPublishes >= 1);

    await redis.start();
    const back = Date.now();
    await until(() => a.state().connected && b.state().subscribed, 5000);
    a.publish('probe-ticks', {});
    a.publish('probe-account', {});
    await until(() => got.length === 2, 5000);
    expect(Date.now() - back).toBeLessThan(5000);
    expect(got.sort()).toEqual(['account', 'probe-ticks']);
    expect(b.state().reconnects).toBe(1);
  });

  it('two deployments, when they share one Redis, then never hear each other', async () => {
    const redis = await server();
    await redis.start();
    const x = open(redis.url, 'cluster-x:');
    const y = open(redis.url, 'cluster-y:');
    const heardByY: unknown[] = [];
    const heardByX: unknown[] = [];
    y.subscribe('probe-commands', (m) => heardByY.push(m));
    x.subscribe('probe-commands', (m) => heardByX.push(m));
    await until(() => x.state().subscribed && y.state().subscribed);
    x.publish('probe-commands', { from: 'x' });
    await until(() => heardByX.length === 1);
    expect(heardByY).toEqual([]);
  });

  it('a forwarded trading call, when the bus is down, then answers 503 ENGINE_UNAVAILABLE in under a second', async () => {
    const redis = await server();
    const bus = open(redis.url, 'c:');
    const forwarder = createEngineCommandForwarder(bus);
    const started = Date.now();
    const error = await forwarder.send(getAccount, { userId: 1, accountId: 1 }).catch((e: unknown) => e);
    forwarder.stop();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ENGINE_UNAVAILABLE', status: 503 });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
