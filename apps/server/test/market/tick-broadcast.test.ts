import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickSchema, type Tick } from '@platform/shared/ticks';
import { TICK_BATCHES_HANDSHAKE } from '@platform/shared/tick-batches';
import { createSocketServer } from '../../src/realtime/socket-server.ts';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { weekdayClock } from '../helpers/weekday-clock.ts';
import { until } from '../helpers/until.ts';

describe(`tick broadcast (${dialectName})`, () => {
  let t: TestApp;
  let io: Server;
  let url: string;
  const clients: Socket[] = [];

  beforeAll(async () => {
    // FX quotes only in their market's hours: the clock is a weekday's.
    t = await buildTestApp({}, { clock: weekdayClock() });
    io = createSocketServer(t.app.server, t.ctx, t.services.tradingAccountOf);
    t.services.attachSocket?.(io);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await io.close();
    await t.close();
  });

  /** A client written to the spec (`on('tick', (tick) => …)`), or one that asked for batches. */
  async function client(form: 'tick' | 'batches' = 'tick'): Promise<{ socket: Socket; ticks: Tick[]; events: Tick[][] }> {
    const auth = form === 'batches' ? { ...TICK_BATCHES_HANDSHAKE } : {};
    const socket = connect(url, { transports: ['websocket'], reconnection: false, auth });
    clients.push(socket);
    const ticks: Tick[] = [];
    const events: Tick[][] = [];
    const take = (batch: Tick[]) => {
      events.push(batch);
      ticks.push(...batch);
    };
    socket.on('tick', (tick: Tick) => take([tick]));
    socket.on('ticks', (batch: Tick[]) => take(batch));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, ticks, events };
  }

  it("'tick', when a symbol's price changes several times within a flush, then clients get only the latest, in the wire shape", async () => {
    const { ticks } = await client();
    const now = t.ctx.clock.now();
    t.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: now, bidSize: 3, askSize: 4 });
    t.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.1005, ask: 1.1006, time: now + 1, bidSize: 5, askSize: 6 });
    t.services.market.pushQuote({ symbol: 'EURUSD', bid: 1.1002, ask: 1.1003, time: now + 2, bidSize: 7, askSize: 8 });
    await until(() => ticks.some((tick) => tick.code === 'EURUSD'));
    // A sentinel in a later flush: any further EURUSD tick would have arrived before it.
    t.services.market.pushQuote({ symbol: 'USDJPY', bid: 150.1, ask: 150.12, time: now + 3 });
    await until(() => ticks.some((tick) => tick.code === 'USDJPY'));
    const eurusd = ticks.filter((tick) => tick.code === 'EURUSD');
    expect(eurusd).toHaveLength(1);
    expect(tickSchema.parse(eurusd[0])).toEqual({
      code: 'EURUSD',
      last_price: 1.1002,
      change: 0.02,
      ask: 1.1003,
      bid: 1.1002,
      ask_size: 8,
      bid_size: 7,
      high: 1.1005,
      low: 1.1,
      time: now + 2,
    });
  });

  it("'tick', when a client connects after prices moved, then it first receives the latest price of each symbol", async () => {
    const early = await client();
    t.services.market.pushQuote({ symbol: 'BTCUSDT', bid: 60_000, ask: 60_010, time: t.ctx.clock.now() });
    // Once a connected client got it, the broadcaster holds it as the latest price.
    await until(() => early.ticks.some((tick) => tick.code === 'BTCUSDT'));
    const { ticks } = await client();
    await until(() => ticks.some((tick) => tick.code === 'BTCUSDT'));
    expect(ticks.find((tick) => tick.code === 'BTCUSDT')).toMatchObject({ bid: 60_000, ask: 60_010 });
  });

  it("'tick', when several clients listen, then every one gets each symbol's update", async () => {
    const listeners = await Promise.all([client(), client(), client()]);
    t.services.market.pushQuote({ symbol: 'XAUUSD', bid: 2400.1, ask: 2400.4, time: t.ctx.clock.now() });
    for (const { ticks } of listeners) await until(() => ticks.some((tick) => tick.code === 'XAUUSD' && tick.bid === 2400.1));
  });

  it("'tick', when several symbols move within a flush and the client asked for nothing, then it gets each symbol in its own event", async () => {
    // A plain client as the spec writes it, knowing nothing of batches.
    const socket = connect(url, { transports: ['websocket'], reconnection: false });
    clients.push(socket);
    const seen: unknown[][] = [];
    socket.on('tick', (...args: unknown[]) => seen.push(args));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const time = t.ctx.clock.now();
    t.services.market.pushQuote({ symbol: 'GBPUSD', bid: 1.27, ask: 1.2702, time });
    t.services.market.pushQuote({ symbol: 'USDCHF', bid: 0.88, ask: 0.8802, time });
    t.services.market.pushQuote({ symbol: 'AUDUSD', bid: 0.65, ask: 0.6502, time });
    const ofThisFlush = () => seen.map(([tick]) => tick as Tick).filter((tick) => tick.time === time);
    await until(() => ofThisFlush().length === 3);
    expect(
      ofThisFlush()
        .map((tick) => tick.code)
        .sort(),
    ).toEqual(['AUDUSD', 'GBPUSD', 'USDCHF']);
    for (const args of seen) {
      expect(args).toHaveLength(1);
      expect(tickSchema.safeParse(args[0]).success).toBe(true);
    }
  });

  it("'ticks', when several symbols move within a flush and the client asked for batches, then one event holds them all and no 'tick' comes", async () => {
    const { events, socket } = await client('batches');
    let singles = 0;
    socket.on('tick', () => singles++);
    const time = t.ctx.clock.now();
    t.services.market.pushQuote({ symbol: 'EURJPY', bid: 160.1, ask: 160.12, time });
    t.services.market.pushQuote({ symbol: 'EURGBP', bid: 0.85, ask: 0.8502, time });
    await until(() => events.some((batch) => batch.some((tick) => tick.code === 'EURJPY' && tick.time === time)));
    const batch = events.find((b) => b.some((tick) => tick.code === 'EURJPY' && tick.time === time))!;
    expect(
      batch
        .filter((tick) => tick.time === time)
        .map((tick) => tick.code)
        .sort(),
    ).toEqual(['EURGBP', 'EURJPY']);
    expect(singles).toBe(0);
  });
});
