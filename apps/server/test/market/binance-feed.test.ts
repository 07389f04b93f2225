import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { BinanceFeed } from '../../src/feeds/binance/binance-feed.ts';
import type { Quote } from '@platform/shared/quote';
import { until } from '../helpers/until.ts';

const recorded = fs
  .readFileSync(path.join(import.meta.dirname, 'fixtures', 'binance-book-ticker.jsonl'), 'utf8')
  .trim()
  .split('\n');

/** A local stand-in for the exchange: replays the recorded frames to each connection. */
async function startStandIn(onConnection: (socket: WebSocket, url: string) => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  server.on('connection', (socket, request) => onConnection(socket, request.url ?? ''));
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('Binance book-ticker adapter', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('the adapter, when the stream sends recorded frames, then subscribes to the combined streams and emits quotes for bookTicker frames only', async () => {
    const urls: string[] = [];
    const { server, url } = await startStandIn((socket, requestUrl) => {
      urls.push(requestUrl);
      for (const frame of recorded) socket.send(frame);
    });
    cleanups.push(() => void server.close());
    const feed = new BinanceFeed({ url, symbols: ['BTCUSDT', 'ETHUSDT'], clock: { now: () => 1_700_000_000_000 } });
    cleanups.push(() => feed.stop());
    const quotes: Quote[] = [];
    await feed.start((q) => quotes.push(q));
    await until(() => quotes.length === 5);

    expect(urls).toEqual(['/stream?streams=btcusdt@bookTicker/ethusdt@bookTicker']);
    expect(quotes[0]).toEqual({ symbol: 'BTCUSDT', bid: 67251.99, ask: 67252, bidSize: 1.83201, askSize: 0.4031, time: 1_700_000_000_000 });
    expect(quotes.map((q) => q.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'BTCUSDT', 'ETHUSDT', 'BTCUSDT']);
    expect(quotes.at(-1)).toMatchObject({ bid: 67253.1, ask: 67253.11 });
  });

  it('the adapter, when the stream drops, then reconnects and carries on', async () => {
    let connections = 0;
    const { server, url } = await startStandIn((socket) => {
      connections++;
      socket.send(recorded[connections === 1 ? 0 : 1]!);
      if (connections === 1) setTimeout(() => socket.terminate(), 20);
    });
    cleanups.push(() => void server.close());
    const feed = new BinanceFeed({ url, symbols: ['BTCUSDT', 'ETHUSDT'], clock: { now: () => 1 }, reconnectMs: [20, 100] });
    cleanups.push(() => feed.stop());
    const quotes: Quote[] = [];
    await feed.start((q) => quotes.push(q));
    await until(() => quotes.length === 2);
    expect(connections).toBe(2);
    expect(quotes.map((q) => q.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
  });

  it('the market service, when fed by the adapter, then publishes the exchange prices as ticks', async () => {
    const { buildTestApp } = await import('../helpers/build-test-app.ts');
    const { server, url } = await startStandIn((socket) => {
      for (const frame of recorded) socket.send(frame);
    });
    cleanups.push(() => void server.close());
    const t = await buildTestApp({ FEED: 'binance', FEED_BINANCE_URL: url }, { startBackground: true });
    cleanups.push(() => t.close());
    await until(() => t.services.market.quotes.latest('ETHUSDT')?.bid === 3479.55, 20_000);
    expect(t.services.market.quotes.latest('BTCUSDT')).toMatchObject({ bid: 67253.1, ask: 67253.11 });
    // A fresh PostgreSQL schema migrates first: on a loaded machine that alone can take half a minute.
  }, 60_000);
});
