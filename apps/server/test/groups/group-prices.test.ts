import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@platform/shared/orders';
import { TICK_BATCHES_HANDSHAKE } from '@platform/shared/tick-batches';
import type { Tick } from '@platform/shared/ticks';
import { createSocketServer } from '../../src/realtime/socket-server.ts';
import { buildTradingApp, type TradingTestApp } from '../trading/trading-app.ts';
import { dialectName } from '../helpers/build-test-app.ts';
import { fund } from '../helpers/funds.ts';
import { until } from '../helpers/until.ts';
import { signInStaff, type StaffLogin } from '../admin/staff-helpers.ts';

let t: TradingTestApp;
let io: Server;
let url: string;
let admin: StaffLogin;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTradingApp();
  io = createSocketServer(t.app.server, t.ctx, t.services.tradingAccountOf);
  t.services.attachSocket?.(io);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await io.close();
  await t.close();
});

const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: admin.auth, payload });
const pts = (price: number) => Math.round(price * 100_000);

async function groupWith(rules: object[]): Promise<number> {
  const created = await asAdmin('POST', '/api/admin/groups', {
    name: `Prices ${Math.random().toString(36).slice(2, 8)}`,
    account_type: 'demo',
    default_leverage: 100,
    max_leverage: 500,
    margin_call_level: 100,
    stop_out_level: 50,
    rules,
  });
  expect(created.statusCode).toBe(200);
  return created.json().group.id as number;
}

async function trader(groupId?: number) {
  const login = await t.trader();
  await fund(t.services.engineHost, login.userId, 10_000_000);
  if (groupId !== undefined)
    expect((await asAdmin('PUT', `/api/admin/traders/${login.userId}/group`, { group_id: groupId })).statusCode).toBe(200);
  return login;
}

/** A screen of the trader's: every tick it received, latest last. */
async function screen(token: string, account?: number): Promise<{ ticks: Tick[]; latest(code: string): Tick | undefined }> {
  const auth = { token, ...TICK_BATCHES_HANDSHAKE, ...(account === undefined ? {} : { account }) };
  const socket = connect(url, { transports: ['websocket'], reconnection: false, auth });
  sockets.push(socket);
  const ticks: Tick[] = [];
  socket.on('ticks', (batch: Tick[]) => ticks.push(...batch));
  await new Promise<void>((resolve, reject) => {
    socket.once('session', () => resolve());
    socket.once('connect_error', reject);
  });
  return { ticks, latest: (code) => ticks.findLast((tick) => tick.code === code) };
}

describe(`group prices on the wire (${dialectName})`, () => {
  it('two traders in two groups, when EURUSD ticks, then each screen, list and chart shows its group prices, and each fills at the ask it saw', async () => {
    const vipGroup = await groupWith([{ target_kind: 'symbol', target: 'EURUSD', markup_mode: 'points', markup: 20 }]);
    const plain = await trader();
    const vip = await trader(vipGroup);
    const [plainScreen, vipScreen] = await Promise.all([screen(plain.token), screen(vip.token)]);

    const raw = await t.quote('EURUSD', 1.2, 1.2001);
    await until(
      () =>
        plainScreen.latest('EURUSD')?.bid === raw.bid &&
        vipScreen.latest('EURUSD') !== undefined &&
        pts(vipScreen.latest('EURUSD')!.bid) === pts(raw.bid) - 10,
    );
    const seenPlain = plainScreen.latest('EURUSD')!;
    const seenVip = vipScreen.latest('EURUSD')!;
    expect(pts(seenPlain.ask)).toBe(pts(raw.ask));
    expect(pts(seenVip.ask)).toBe(pts(raw.ask) + 10);
    expect(pts(seenVip.last_price)).toBe(pts(raw.bid) - 10);

    // The watchlist's REST answer agrees with the socket, per trader.
    const listed = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/symbols', headers: auth }))
        .json()
        .symbols.find((s: { symbol: string }) => s.symbol === 'EURUSD');
    expect(await listed(plain.auth)).toMatchObject({ bid: seenPlain.bid, ask: seenPlain.ask });
    expect(await listed(vip.auth)).toMatchObject({ bid: seenVip.bid, ask: seenVip.ask });

    // The chart's bars (of the bid) are the group's bid's.
    const bars = async (auth: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/ohlc?symbol=EURUSD&interval=60&periods=1', headers: auth })).json().data as Array<{
        close: number;
      }>;
    const [plainBar] = await bars(plain.auth);
    const [vipBar] = await bars(vip.auth);
    expect(pts(plainBar!.close) - pts(vipBar!.close)).toBe(10);

    // Each trader's market buy fills at the ask their screen showed.
    const buy = { symbol: 'EURUSD', side: 'buy', order_type: 'market', volume: 1, leverage: 100 };
    const plainOrder = orderSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/place', headers: plain.auth, payload: buy })).json().data.order,
    );
    const vipOrder = orderSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/place', headers: vip.auth, payload: buy })).json().data.order,
    );
    expect(plainOrder.open_price).toBe(seenPlain.ask);
    expect(vipOrder.open_price).toBe(seenVip.ask);
  });

  it('a percentage markup, when the spread changes, then the screen shows the same widened prices the engine fills at', async () => {
    const group = await groupWith([{ target_kind: 'path', target: 'Forex', markup_mode: 'percent', markup: 50 }]);
    const login = await trader(group);
    const view = await screen(login.token);
    const raw = await t.quote('EURUSD', 1.3, 1.3004);
    const spread = pts(raw.ask) - pts(raw.bid);
    const total = Math.round(spread * 0.5);
    await until(() => view.latest('EURUSD') !== undefined && pts(view.latest('EURUSD')!.bid) === pts(raw.bid) - Math.floor(total / 2));
    const seen = view.latest('EURUSD')!;
    expect(pts(seen.ask)).toBe(pts(raw.ask) + total - Math.floor(total / 2));
    const sell = { symbol: 'EURUSD', side: 'sell', order_type: 'market', volume: 1, leverage: 100 };
    const order = orderSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/place', headers: login.auth, payload: sell })).json().data.order,
    );
    expect(order.open_price).toBe(seen.bid);
  });

  it("a trader, when staff move them into a group with markup, then their open screen switches to the group's prices without reconnecting", async () => {
    const group = await groupWith([{ target_kind: 'symbol', target: 'EURUSD', markup_mode: 'points', markup: 40 }]);
    const login = await trader();
    const view = await screen(login.token);
    const raw = await t.quote('EURUSD', 1.25, 1.2501);
    await until(() => view.latest('EURUSD')?.bid === raw.bid);
    expect((await asAdmin('PUT', `/api/admin/traders/${login.userId}/group`, { group_id: group })).statusCode).toBe(200);
    // The move re-sends the latest prices in the new group's.
    await until(() => view.latest('EURUSD') !== undefined && pts(view.latest('EURUSD')!.bid) === pts(raw.bid) - 20);
    expect(pts(view.latest('EURUSD')!.ask)).toBe(pts(raw.ask) + 20);
  });

  it("two screens of one trader on two accounts, when only the second account is moved into a marked-up group, then only that screen switches to the group's prices", async () => {
    const group = await groupWith([{ target_kind: 'symbol', target: 'EURUSD', markup_mode: 'points', markup: 30 }]);
    const login = await trader();
    const opened = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: login.auth, payload: { type: 'demo' } });
    expect(opened.statusCode, opened.body).toBe(200);
    const second = opened.json().account.id as number;
    const [first, other] = await Promise.all([screen(login.token), screen(login.token, second)]);
    const raw = await t.quote('EURUSD', 1.26, 1.2601);
    await until(() => first.latest('EURUSD')?.bid === raw.bid && other.latest('EURUSD')?.bid === raw.bid);
    expect((await asAdmin('PUT', `/api/admin/accounts/${second}/group`, { group_id: group })).statusCode).toBe(200);
    await until(() => other.latest('EURUSD') !== undefined && pts(other.latest('EURUSD')!.bid) === pts(raw.bid) - 15);
    const next = await t.quote('EURUSD', 1.27, 1.2701);
    await until(() => first.latest('EURUSD')?.bid === next.bid && pts(other.latest('EURUSD')!.bid) === pts(next.bid) - 15);
    expect(pts(first.latest('EURUSD')!.ask)).toBe(pts(next.ask));
    expect(pts(other.latest('EURUSD')!.ask)).toBe(pts(next.ask) + 15);
  });

  it("a pending buy limit of a marked-up group, when only the group's ask reaches it, then it fills there, at the group's ask", async () => {
    const group = await groupWith([{ target_kind: 'symbol', target: 'EURUSD', markup_mode: 'points', markup: 20 }]);
    const login = await trader(group);
    await t.quote('EURUSD', 1.2, 1.2001);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: login.auth,
      payload: { symbol: 'EURUSD', side: 'buy', order_type: 'limit', volume: 1, leverage: 100, trigger_price: 1.1998 },
    });
    expect(placed.statusCode).toBe(200);
    // The feed's ask falls to 1.19975 (under the limit); the group's is 1.19985, still above it.
    const near = await t.quote('EURUSD', 1.1996, 1.19975);
    expect(near.ask).toBeLessThan(1.1998);
    const order = () => t.services.engineHost.runtime.engine().liveOrder(placed.json().data.order.id as number)!;
    expect(order().status).toBe('pending');
    const reached = await t.quote('EURUSD', 1.1995, 1.1997);
    expect(order().status).toBe('open');
    expect(order().openPts).toBe(pts(reached.ask) + 10);
  });

  it("a trader in a group capping Gold at 1:50, when the watchlist loads, then XAUUSD reads 1:50 for them and the sheet's for a visitor", async () => {
    const group = await groupWith([{ target_kind: 'path', target: 'Metals', leverage_cap: 50 }]);
    const login = await trader(group);
    const gold = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/symbols', headers }))
        .json()
        .symbols.find((s: { symbol: string }) => s.symbol === 'XAUUSD');
    expect((await gold(login.auth)).leverage).toBe(50);
    expect((await gold({})).leverage).not.toBe(50);
  });
});
