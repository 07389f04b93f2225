// Child: the baseline, a raw `ws` server broadcasting every simulator tick (same seed, same
// symbols, same wire shape) to every client, with no coalescing and no framework. With `batched`,
// the same server coalesces like the platform (latest tick per symbol) and sends each flush as one
// JSON array per client: what our wire costs without Socket.IO.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, WebSocket } from 'ws';
import { SimulatorFeed } from '@platform/server/src/feeds/simulator/simulator-feed.ts';
import { seedSymbols } from '@platform/server/src/modules/market/catalogue/all-symbols.ts';
import { seedPipSize } from '@platform/shared/pip-size';
import { isOpenAt } from '@platform/server/src/modules/market/market-hours.ts';
import { answerParent } from './server-child.ts';

const offsetMs = Number(process.argv[2] ?? 0);
const flushMs = process.argv[3] === 'batched' ? 50 : 0;
const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));

const daily = new Map<string, { open: number; high: number; low: number }>();
let generated = 0;
const pending = new Map<string, string>();
const broadcast = (data: string) => {
  for (const client of server.clients) if (client.readyState === WebSocket.OPEN) client.send(data);
};
const hoursOf = new Map(seedSymbols.map((s) => [s.symbol, s.tradingHours]));
const feed = new SimulatorFeed(
  seedSymbols.map((s) => ({ ...s, pipSize: seedPipSize(s.digits) })),
  { seed: 42, clock: { now: () => Date.now() + offsetMs }, isOpen: (symbol, at) => isOpenAt(hoursOf.get(symbol)!, at) },
);
await feed.start((quote) => {
  generated++;
  const day = daily.get(quote.symbol) ?? { open: quote.bid, high: quote.bid, low: quote.bid };
  day.high = Math.max(day.high, quote.bid);
  day.low = Math.min(day.low, quote.bid);
  daily.set(quote.symbol, day);
  const data = JSON.stringify({
    code: quote.symbol,
    last_price: quote.bid,
    change: Number((((quote.bid - day.open) / day.open) * 100).toFixed(2)),
    ask: quote.ask,
    bid: quote.bid,
    ask_size: quote.askSize,
    bid_size: quote.bidSize,
    high: day.high,
    low: day.low,
    time: quote.time,
  });
  if (flushMs) pending.set(quote.symbol, data);
  else broadcast(data);
});
const flushTimer = flushMs
  ? setInterval(() => {
      if (pending.size === 0) return;
      const data = `[${[...pending.values()].join(',')}]`;
      pending.clear();
      broadcast(data);
    }, flushMs)
  : undefined;

answerParent({
  generated: () => generated,
  backlog: () => ({
    backlogged: [...server.clients].filter((c) => c.bufferedAmount > 0).length,
    bufferedBytes: [...server.clients].reduce((sum, c) => sum + c.bufferedAmount, 0),
  }),
  close: async () => {
    await feed.stop();
    clearInterval(flushTimer);
    for (const client of server.clients) client.terminate();
    server.close();
  },
});
process.send!({ type: 'ready', port: (server.address() as AddressInfo).port, ...(flushMs ? { flushMs } : {}) });
