import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../src/bus/bus.ts';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';

// Two API instances with REDIS_URL set: the login limits count attempts on both together.
describe.skipIf(!redisUp)(`login limits across instances (${dialectName} + redis)`, () => {
  let first: TestApp;
  let second: TestApp;
  // Two test apps have their own databases; one CLUSTER_NAME makes them one deployment on Redis.
  const env = { REDIS_URL: redisUrl, LOGIN_LIMIT_PER_ACCOUNT: '3', CLUSTER_NAME: `limits-${Math.random().toString(36).slice(2)}` };
  beforeAll(async () => {
    // Memory buses: only the limiters go through Redis here.
    first = await buildTestApp(env, { bus: createMemoryBus() });
    second = await buildTestApp(env, { bus: createMemoryBus() });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('one account, when tried on two instances, then the fourth attempt is refused on either', async () => {
    const tag = Math.random().toString(36).slice(2);
    const email = `limit-${tag}@example.com`;
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const login = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { email, password: 'WrongPass1' } });
    expect((await login(first)).statusCode).toBe(401);
    expect((await login(second)).statusCode).toBe(401);
    expect((await login(first)).statusCode).toBe(401);
    const refused = await login(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect((await login(first)).statusCode).toBe(429);
  });
});
