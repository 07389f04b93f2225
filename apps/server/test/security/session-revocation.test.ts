import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createRedisBus } from '../../src/bus/redis-bus.ts';
import { createSocketServer } from '../../src/realtime/socket-server.ts';
import { publishToAccount } from '../../src/realtime/publish.ts';
import { buildTestApp, dialectName, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader, TEST_PASSWORD } from '../helpers/traders.ts';
import { redisUp, redisUrl } from '../helpers/redis.ts';
import { until } from '../helpers/until.ts';

interface Instance {
  app: BuiltApp['app'];
  ctx: BuiltApp['ctx'];
  io: Server;
  url: string;
}

async function listen(built: BuiltApp): Promise<Instance> {
  const io = createSocketServer(built.app.server, built.ctx, built.services.tradingAccountOf);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...built, io, url: `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}` };
}

const sockets: Socket[] = [];
async function openSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Waits until the socket is in its owner's room: an event published for the owner arrives. */
async function joined(instance: Instance, socket: Socket, userId: number): Promise<void> {
  let got = false;
  const mark = () => (got = true);
  socket.on('account-updated', mark);
  await until(() => {
    publishToAccount(instance.ctx.bus, userId, 'account-updated', { balance: 1 });
    return got;
  });
  socket.off('account-updated', mark);
}

/** Revokes, then checks the socket is dropped by the server within 1 s. */
async function expectCutOffWithinOneSecond(socket: Socket, revoke: () => Promise<void>) {
  const dropped = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(performance.now())));
  const started = performance.now();
  await revoke();
  const droppedAt = await Promise.race([
    dropped,
    new Promise<number>((_, reject) => setTimeout(() => reject(new Error('socket still open after 1 s')), 1000)),
  ]);
  expect(droppedAt - started).toBeLessThan(1000);
}

/** A socket opened again with the revoked token joins no room: the sentinel (a live session) gets the event, it does not. */
async function expectNoEventsFor(instance: Instance, revokedToken: string, sentinel: Socket, userId: number) {
  const reopened = await openSocket(instance.url, revokedToken);
  const leaked: unknown[] = [];
  reopened.on('margin-call', (payload) => leaked.push(payload));
  const seen = new Promise((resolve) => sentinel.once('margin-call', resolve));
  publishToAccount(instance.ctx.bus, userId, 'margin-call', { margin_level: 42 });
  await seen;
  expect(leaked).toEqual([]);
}

describe(`socket cut-off on session revocation [${dialectName}]`, () => {
  let t: TestApp;
  let one: Instance;
  beforeAll(async () => {
    t = await buildTestApp();
    one = await listen(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await one.io.close();
    await t.close();
  });

  async function traderWithSocket() {
    const trader = await signUpTrader(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json();
    const socket = await openSocket(one.url, trader.token);
    await joined(one, socket, me.id);
    return { ...trader, id: me.id as number, socket };
  }

  it('an open socket, when its session logs out, then is dropped within 1 s and gets no later event', async () => {
    const trader = await traderWithSocket();
    await expectCutOffWithinOneSecond(trader.socket, async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: trader.auth })).statusCode).toBe(200);
    });
  });

  it('an open socket of another session, when the password is changed, then is dropped within 1 s; the changing session keeps its socket', async () => {
    const trader = await traderWithSocket();
    const second = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: trader.email, password: TEST_PASSWORD } });
    const secondToken = second.json().token as string;
    const otherSocket = await openSocket(one.url, secondToken);
    await joined(one, otherSocket, trader.id);
    await expectCutOffWithinOneSecond(otherSocket, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: trader.auth,
        payload: { old_password: TEST_PASSWORD, new_password: 'N3wPassword!' },
      });
      expect(response.statusCode).toBe(200);
    });
    expect(trader.socket.connected).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${secondToken}` } })).statusCode).toBe(
      401,
    );
    await expectNoEventsFor(one, secondToken, trader.socket, trader.id);
  });

  it('an open socket of another session, when "sign out other sessions" is used, then is dropped within 1 s', async () => {
    const trader = await traderWithSocket();
    const second = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: trader.email, password: TEST_PASSWORD } });
    const otherToken = second.json().token as string;
    const otherSocket = await openSocket(one.url, otherToken);
    await joined(one, otherSocket, trader.id);
    await expectCutOffWithinOneSecond(otherSocket, async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/sessions/sign-out-others', headers: trader.auth });
      expect(response.json()).toMatchObject({ status: 'success', signed_out: 1 });
    });
    expect(trader.socket.connected).toBe(true);
    await expectNoEventsFor(one, otherToken, trader.socket, trader.id);
  });
});

// Two API instances sharing storage and a Redis bus: a logout on one cuts the socket held by the other.
describe.skipIf(!redisUp || !testDatabaseUrl)('socket cut-off across instances (redis)', () => {
  const prefix = `security-${Math.random().toString(36).slice(2)}:`;
  let first: TestApp;
  let a: Instance;
  let b: Instance;
  let secondBuilt: BuiltApp;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL: redisUrl }, { bus: createRedisBus(redisUrl, prefix) });
    a = await listen(first);
    secondBuilt = await buildApp(first.ctx.config, { bus: createRedisBus(redisUrl, prefix), startBackground: false });
    b = await listen(secondBuilt);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a?.io.close();
    await b?.io.close();
    await secondBuilt?.app.close();
    await first?.close();
  });

  for (const how of ['logout', 'password change', 'sign out other sessions'] as const) {
    it(`a socket on instance B, when its session is revoked on instance A by ${how}, then is dropped within 1 s`, async () => {
      const trader = await signUpTrader(a.app);
      const me = (await a.app.inject({ method: 'GET', url: '/api/me', headers: trader.auth })).json();
      const second = await a.app.inject({ method: 'POST', url: '/api/login', payload: { email: trader.email, password: TEST_PASSWORD } });
      const victimToken = how === 'logout' ? trader.token : (second.json().token as string);
      const actor = trader.auth;
      // B has the victim's session cached (its requests and socket went there).
      expect((await b.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${victimToken}` } })).statusCode).toBe(
        200,
      );
      const socket = await openSocket(b.url, victimToken);
      await joined(b, socket, me.id);
      await expectCutOffWithinOneSecond(socket, async () => {
        const response =
          how === 'logout'
            ? await a.app.inject({ method: 'POST', url: '/api/logout', headers: actor })
            : how === 'password change'
              ? await a.app.inject({
                  method: 'POST',
                  url: '/api/user/change-password',
                  headers: actor,
                  payload: { old_password: TEST_PASSWORD, new_password: 'N3wPassword!' },
                })
              : await a.app.inject({ method: 'POST', url: '/api/sessions/sign-out-others', headers: actor });
        expect(response.statusCode).toBe(200);
      });
      // And B's cached session is gone too.
      await until(
        async () =>
          (await b.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${victimToken}` } })).statusCode === 401,
        1000,
      );
    });
  }
});
