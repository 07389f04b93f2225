// Issue 30: how soon a fill reaches an open risk desk. A real server (the test app on SQLite, its
// socket listening on loopback) with a book of live traders; a dealer's socket.io client, signed in
// with two-factor as the back office's page is, hears `risk-exposure` pushes. One market order at a
// time: the time from the order's answer (and from its sending) to the first push whose EURUSD long
// volume includes it. BENCH_FILLS fills (default 300) after 20 unmeasured; p50 / p99 / max.
//   npm run bench -- risk                   both risk benches (this one and the engine's aggregates)
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connectSocket } from 'socket.io-client';
import type { ExposureResponse } from '@platform/shared/risk';
import { buildTradingApp } from '@platform/server/test/trading/trading-app.ts';
import { signInStaff } from '@platform/server/test/admin/staff-helpers.ts';
import { signUpTrader } from '@platform/server/test/helpers/traders.ts';
import { setBalance } from '@platform/server/test/helpers/funds.ts';
import { createSocketServer } from '@platform/server/src/realtime/socket-server.ts';
import { keepFigures, machine } from './lib/results.ts';

const TRADERS = Number(process.env.BENCH_TRADERS ?? 200);
const POSITIONS_EACH = 5;
const WARM_FILLS = 20;
const FILLS = Number(process.env.BENCH_FILLS ?? 300);
const LOT = 0.01;
const GOAL_MS = 250;

console.log(machine());
const t = await buildTradingApp({ SIGNUP_LIMIT_PER_ADDRESS: '100000' });
// The test app answers HTTP only; the socket server is attached as the server's start does.
const io = createSocketServer(t.app.server, t.ctx, t.services.tradingAccountOf);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const dealer = await signInStaff(t, 'dealer');

// The book: live traders, each funded through the engine and holding a few positions on both pairs.
const traders: Array<Record<string, string>> = [];
for (let i = 0; i < TRADERS; i++) {
  const trader = await signUpTrader(t.app, { account_type: 'live' });
  const me = await t.app.inject({ method: 'GET', url: '/api/account', headers: trader.auth });
  await setBalance(t.services.engineHost, me.json<{ account: { account_id: number } }>().account.account_id, 100_000_000);
  traders.push(trader.auth);
}
const place = (auth: Record<string, string>, symbol: string, side: 'buy' | 'sell') =>
  t.app.inject({
    method: 'POST',
    url: '/api/place',
    headers: { ...auth, 'idempotency-key': randomUUID() },
    payload: { symbol, side, volume: LOT },
  });
for (const auth of traders)
  for (let k = 0; k < POSITIONS_EACH; k++) {
    const answer = await place(auth, k % 2 === 0 ? 'USDJPY' : 'EURUSD', k % 3 === 0 ? 'sell' : 'buy');
    if (answer.statusCode !== 200) throw new Error(`the book's order was refused: ${answer.body}`);
  }

// The desk's page: its socket, once its session (and so its staff room) is ready.
const socket = connectSocket(url, { transports: ['websocket'], auth: { token: dealer.token } });
await new Promise<void>((resolve) => socket.once('session', () => resolve()));
const eurusdLong = (book: ExposureResponse) => book.live.symbols.find((row) => row.symbol === 'EURUSD')?.long_lots ?? 0;
let waiting: { lots: number; resolve: (at: number) => void } | null = null;
socket.on('risk-exposure', (book: ExposureResponse) => {
  const at = performance.now();
  if (waiting && eurusdLong(book) >= waiting.lots - 1e-9) {
    waiting.resolve(at);
    waiting = null;
  }
});
let long = (await t.app.inject({ method: 'GET', url: '/api/admin/risk/exposure', headers: dealer.auth }))
  .json<ExposureResponse>()
  .live.symbols.find((row) => row.symbol === 'EURUSD')!.long_lots;

const fromAnswer: number[] = [];
const fromSend: number[] = [];
for (let i = 0; i < WARM_FILLS + FILLS; i++) {
  long = Math.round((long + LOT) * 100) / 100;
  const seen = new Promise<number>((resolve) => (waiting = { lots: long, resolve }));
  const sentAt = performance.now();
  const answer = await place(traders[i % traders.length]!, 'EURUSD', 'buy');
  const answeredAt = performance.now();
  if (answer.statusCode !== 200) throw new Error(`a measured order was refused: ${answer.body}`);
  const seenAt = await seen;
  if (i < WARM_FILLS) continue;
  fromAnswer.push(Math.max(0, seenAt - answeredAt));
  fromSend.push(seenAt - sentAt);
}
socket.close();
await io.close();
await t.close();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const row = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(46)} p50 ${quantile(values, 0.5).toFixed(1).padStart(6)} ms   p99 ${quantile(values, 0.99).toFixed(1).padStart(6)} ms   max ${Math.max(
      ...values,
    )
      .toFixed(1)
      .padStart(6)} ms`,
  );
console.log(`${TRADERS} live traders holding ${TRADERS * POSITIONS_EACH} positions; ${FILLS} fills measured one at a time`);
row('fill answered → the desk socket hears it', fromAnswer);
row('order sent → the desk socket hears it', fromSend);
const p99 = quantile(fromSend, 0.99);
console.log(
  `goal: a fill reaches an open desk page in ≤ ${GOAL_MS} ms p99 → ${p99 <= GOAL_MS ? 'met' : 'NOT met'} (${p99.toFixed(1)} ms, from the order's sending)`,
);
keepFigures('risk-desk', {
  'fill to desk p50 (from the order sent)': { value: quantile(fromSend, 0.5), unit: 'ms', better: 'lower' },
  'fill to desk p99 (from the order sent)': { value: p99, unit: 'ms', better: 'lower', goal: GOAL_MS },
  'fill to desk p99 (from the answer)': { value: quantile(fromAnswer, 0.99), unit: 'ms', better: 'lower' },
});
