import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { createSocketServer } from '../../src/realtime/socket-server.ts';
import { publishToAccount, publishToTradingAccount } from '../../src/realtime/publish.ts';

describe(`socket account room [${dialectName}]`, () => {
  let t: TestApp;
  let io: Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    io = createSocketServer(t.app.server, t.ctx, t.services.tradingAccountOf);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await io.close();
    await t.close();
  });

  async function open(token?: string, account?: number): Promise<Socket> {
    const auth = token ? { token, ...(account === undefined ? {} : { account }) } : {};
    const socket = connect(url, { transports: ['websocket'], auth, reconnection: false });
    sockets.push(socket);
    // 'session' comes once the server has looked the token up and joined (or not) the trader's room.
    await new Promise<void>((resolve, reject) => {
      socket.once('session', () => resolve());
      socket.once('connect_error', reject);
    });
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
    // The other trader's next event comes after anything the first one could have leaked to that socket.
    const otherMe = (await t.app.inject({ method: 'GET', url: '/api/me', headers: other.auth })).json();
    const sentinel = new Promise((resolve) => otherSocket.once('margin-call', resolve));
    publishToAccount(t.ctx.bus, otherMe.id, 'margin-call', { margin_level: 40 });
    await sentinel;
    expect(leaked).toEqual([]);
    expect(roomsOf(anonymous)).toEqual([anonymous.id]);
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

  it('a socket, when its handshake token is invalid, then is told it is not signed in and joins no account room', async () => {
    const owner = await signUpTrader(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: owner.auth })).json();
    const ownerSocket = await open(owner.token);
    const forged = connect(url, { transports: ['websocket'], auth: { token: 'forged-token' }, reconnection: false });
    sockets.push(forged);
    const session = await new Promise((resolve) => forged.once('session', resolve));
    expect(session).toEqual({ signed_in: false });
    const leaked: unknown[] = [];
    forged.on('account-updated', (payload) => leaked.push(payload));
    const delivered = new Promise((resolve) => ownerSocket.once('account-updated', resolve));
    publishToAccount(t.ctx.bus, me.id, 'account-updated', { balance: 1 });
    await delivered;
    expect(leaked).toEqual([]);
    expect(roomsOf(forged)).toEqual([forged.id]);
  });

  it('two screens of one trader on two accounts, when an account event is published, then only the screen on that account gets it; a foreign account joins no trading room', async () => {
    const owner = await signUpTrader(t.app);
    const stranger = await signUpTrader(t.app);
    const first = (await t.app.inject({ method: 'GET', url: '/api/account', headers: owner.auth })).json().account;
    const second = (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: owner.auth, payload: { type: 'demo' } })).json()
      .account;
    const onFirst = await open(owner.token);
    const onSecond = await open(owner.token, second.id);
    const probing = await open(stranger.token, second.id);
    const leaked: unknown[] = [];
    onFirst.on('account-updated', (payload) => leaked.push(payload));
    probing.on('account-updated', (payload) => leaked.push(payload));
    const received = new Promise((resolve) => onSecond.once('account-updated', resolve));
    publishToTradingAccount(t.ctx.bus, { accountId: second.id, userId: first.user_id }, 'account-updated', { balance: 5 });
    await expect(received).resolves.toEqual({ balance: 5 });
    // The first screen's own next event comes after anything leaked to it.
    const sentinel = new Promise((resolve) => onFirst.once('margin-call', resolve));
    publishToTradingAccount(t.ctx.bus, { accountId: first.account_id, userId: first.user_id }, 'margin-call', { margin_level: 40 });
    await sentinel;
    expect(leaked).toEqual([]);
    expect(roomsOf(onSecond)).toContain(`trading.${second.id}`);
    expect(roomsOf(probing).filter((room) => room.startsWith('trading.'))).toEqual([]);
  });

  /** The rooms the server holds the socket in (its own id, plus an account room once signed in). */
  function roomsOf(socket: Socket): string[] {
    return [...(io.of('/').sockets.get(socket.id!)?.rooms ?? [])];
  }
});
