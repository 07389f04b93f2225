import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { createSocketServer } from '../../src/realtime/socket-server.ts';
import { publishToAccount } from '../../src/realtime/publish.ts';

describe(`socket account room [${dialectName}]`, () => {
  let t: TestApp;
  let io: Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    io = createSocketServer(t.app.server, t.ctx);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await io.close();
    await t.close();
  });

  async function open(token?: string): Promise<Socket> {
    const socket = connect(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the server joins the room after its token lookup
    return socket;
  }

  it('account-updated, when published for a trader, then reaches only that trader', async () => {
    const owner = await signUpTrader(t.app);
    const other = await signUpTrader(t.app);
    const ownerSocket = await open(owner.token);
    const otherSocket = await open(other.token);
    const anonymous = await open();
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: owner.auth })).json();
    const leaked: unknown[] = [];
    otherSocket.on('account-updated', (payload) => leaked.push(payload));
    anonymous.on('account-updated', (payload) => leaked.push(payload));
    const received = new Promise((resolve) => ownerSocket.once('account-updated', resolve));

    publishToAccount(t.ctx.bus, me.id, 'account-updated', { balance: 10_000 });

    await expect(received).resolves.toEqual({ balance: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(leaked).toEqual([]);
  });

  it('account-disabled, when published for a trader, then reaches them and drops their sockets', async () => {
    const owner = await signUpTrader(t.app);
    const socket = await open(owner.token);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: owner.auth })).json();
    const received = new Promise((resolve) => socket.once('account-disabled', resolve));
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));

    publishToAccount(t.ctx.bus, me.id, 'account-disabled', { status: 'disabled' });

    await expect(received).resolves.toEqual({ status: 'disabled' });
    await expect(dropped).resolves.toBe('io server disconnect');
  });

  it('a socket, when its handshake token is invalid, then joins no account room', async () => {
    const owner = await signUpTrader(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: owner.auth })).json();
    const forged = await open('forged-token');
    const leaked: unknown[] = [];
    forged.on('account-updated', (payload) => leaked.push(payload));
    publishToAccount(t.ctx.bus, me.id, 'account-updated', { balance: 1 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(leaked).toEqual([]);
  });
});
