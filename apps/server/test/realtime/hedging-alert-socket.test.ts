import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import type { HedgeDeskAlert } from '@platform/shared/hedging';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signInStaff } from '../admin/staff-helpers.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';
import { createSocketServer } from '../../src/realtime/socket-server.ts';
import { alertDesk } from '../../src/modules/hedging/desk-alerts.ts';

describe(`the hedging desk's alerts on the staff socket [${dialectName}]`, () => {
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

  async function open(token: string): Promise<{ socket: Socket; heard: HedgeDeskAlert[] }> {
    const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false });
    sockets.push(socket);
    const heard: HedgeDeskAlert[] = [];
    socket.on('hedging-alert', (alert: HedgeDeskAlert) => heard.push(alert));
    await new Promise<void>((resolve, reject) => {
      socket.once('session', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, heard };
  }

  it('a desk alert, when raised twice with one key, then reaches a dealer socket once and no trader socket', async () => {
    const dealer = await open((await signInStaff(t, 'dealer')).token);
    const trader = await open((await signUpTrader(t.app)).token);
    const alert = { key: 'uncovered:test-1', title: 'Uncovered exposure in EURUSD over 1,000 USD', body: 'test' };
    await alertDesk(t.ctx, alert);
    await alertDesk(t.ctx, alert);
    await alertDesk(t.ctx, { ...alert, key: 'sentinel', title: 'sentinel' });
    await until(() => dealer.heard.some((a) => a.key === 'sentinel'), 10_000);
    expect(dealer.heard.map((a) => a.key)).toEqual(['uncovered:test-1', 'sentinel']);
    expect(dealer.heard[0]).toMatchObject({ title: alert.title, at: expect.any(Number) });
    expect(trader.heard).toEqual([]);
  });
});
