// Child: the baseline, a raw `ws` server broadcasting every simulator tick (same seed, same
// symbols, same wire shape) to every client, with no coalescing and no framework.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, WebSocket } from 'ws';
import { SimulatorFeed } from '@platform/server/src/feeds/simulator/simulator-feed.ts';
import { seedSymbols } from '@platform/server/src/modules/market/catalogue/all-symbols.ts';
import { pipSizeForDigits } from '@platform/server/src/modules/market/catalogue/seed-symbol.ts';
import { isOpenAt } from '@platform/server/src/modules/market/market-hours.ts';
import { answerParent } from './server-child.ts';

const offsetMs = Number(process.argv[2] ?? 0);
const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));

const daily = new Map<string, { open: number; high: number; low: number }>();
let generated = 0;
const feed = new SimulatorFeed(
  seedSymbols.map((s) => ({ ...s, pipSize: pipSizeForDigits(s.digits) })),
  { seed: 42, clock: { now: () => Date.now() + offsetMs }, isOpen: isOpenAt },
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
  for (const client of server.clients) if (client.readyState === WebSocket.OPEN) client.send(data);
});

answerParent({
  generated: () => generated,
  backlog: () => ({
    backlogged: [...server.clients].filter((c) => c.bufferedAmount > 0).length,
    bufferedBytes: [...server.clients].reduce((sum, c) => sum + c.bufferedAmount, 0),
  }),
  close: async () => {
    await feed.stop();
    for (const client of server.clients) client.terminate();
    server.close();
  },
});
process.send!({ type: 'ready', port: (server.address() as AddressInfo).port });
