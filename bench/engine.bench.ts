// The trigger engine against a naive scan: 1,000,000 resident ladder entries (pending orders plus
// SL and TP of open positions) on EURUSD, the same tick sequence through both, the same fills
// asserted, then ticks per second for each; then the same book with 100,000 of its positions on a
// server-side trailing stop (each moves its SL on every pip in its favour); then the cost of a tick
// that fires nothing.
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { TradingEngine } from '@platform/server/src/engine/trading-engine.ts';
import type { EngineOrder } from '@platform/server/src/engine/types.ts';
import type { EngineGroup, SymbolTerms } from '@platform/server/src/engine/conditions.ts';
import { EURUSD, MID, SPREAD, seededRandom } from './lib/eurusd-book.ts';
import { keepFigures, machine } from './lib/results.ts';
import { collectGarbageAndSettle } from './lib/settled-gc.ts';
import { threadTimes, timesBetween } from './lib/thread-times.ts';

const PENDING = 500_000;
const POSITIONS = 250_000; // each with an SL and a TP: 500,000 more entries
const ACCOUNTS = 10_000;
const SEQUENCE_TICKS = 400;
const QUIET_TICKS = 2_000_000;
/** Times the engine walks the same book (fresh each time); BENCH_ROUNDS overrides. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Unmeasured walks first. A walk is only 400 ticks, so code that runs once per tick (the tick's entry,
 * price conversion, this bench's loop) reached V8's optimising compiler only in the third or fourth
 * walk, and its compiling on a helper thread took a core from the measured ones.
 */
const WARM_UP_ROUNDS = 4;

let random = seededRandom(7);
const pipsAway = () => 30 + Math.floor(random() * 2_000); // 3..200 pips from the price, in points/10

function baseOrder(id: number): EngineOrder {
  return {
    id,
    accountId: 1 + (id % ACCOUNTS),
    userId: 1 + (id % ACCOUNTS),
    symbol: 'EURUSD',
    side: 'buy',
    orderType: 'limit',
    status: 'pending',
    volumeUnits: 100,
    leverage: 400,
    openPts: null,
    requestedPts: null,
    triggerPts: null,
    expiryAt: null,
    stopLossPts: null,
    takeProfitPts: null,
    closePts: null,
    marginCents: 0,
    swapCents: 0,
    commissionCents: 0,
    profitCents: null,
    closeReason: null,
    queued: false,
    createdAt: 0,
    openedAt: null,
    closedAt: null,
    fillLatencyMs: null,
    trailingStopPts: null,
    breakEvenPts: null,
    breakEvenOffsetPts: 0,
    stopOut: null,
    ocoOrderId: null,
    positionId: null,
    trailingActivationPts: null,
    takeProfitLevels: [],
    limitPts: null,
    stopReachedAt: null,
    digits: 5,
    version: 0,
  };
}

function makeOrders(trailing: number): EngineOrder[] {
  const orders: EngineOrder[] = [];
  for (let id = 1; id <= PENDING; id++) {
    const order = baseOrder(id);
    const kind = id % 4;
    order.side = kind < 2 ? 'buy' : 'sell';
    order.orderType = kind % 2 === 0 ? 'limit' : 'stop';
    const below = (order.side === 'buy') === (order.orderType === 'limit');
    order.triggerPts = MID + (below ? -pipsAway() : pipsAway() + SPREAD) * 10;
    orders.push(order);
  }
  for (let id = PENDING + 1; id <= PENDING + POSITIONS; id++) {
    const order = baseOrder(id);
    order.side = id % 2 === 0 ? 'buy' : 'sell';
    order.orderType = 'market';
    order.status = 'open';
    order.openPts = MID;
    order.marginCents = 27_500;
    const dir = order.side === 'buy' ? 1 : -1;
    order.stopLossPts = MID - dir * pipsAway() * 10;
    order.takeProfitPts = MID + dir * pipsAway() * 10;
    if (id - PENDING <= trailing) order.trailingStopPts = (20 + Math.floor(random() * 100)) * 10;
    orders.push(order);
  }
  return orders;
}

/** The obvious alternative: every tick looks at every live order. Same rules as the engine. */
class NaiveScan {
  private readonly live: EngineOrder[];
  constructor(orders: EngineOrder[]) {
    this.live = orders.map((o) => ({ ...o }));
  }
  tick(bid: number, ask: number, index: number, fills: string[]): void {
    const live = this.live;
    let write = 0;
    for (let i = 0; i < live.length; i++) {
      const o = live[i]!;
      if (o.status === 'pending') {
        const p = o.triggerPts!;
        const crossed = o.side === 'buy' ? (o.orderType === 'limit' ? ask <= p : ask >= p) : o.orderType === 'limit' ? bid >= p : bid <= p;
        if (crossed) {
          o.status = 'open';
          o.openPts = o.side === 'buy' ? ask : bid;
          fills.push(`${index}:${o.id}:triggered:${o.openPts}`);
        }
      }
      if (o.status === 'open') {
        const close = o.side === 'buy' ? bid : ask;
        const dir = o.side === 'buy' ? 1 : -1;
        if (o.trailingStopPts !== null) {
          // The SL follows the price at its distance, in steps of at least one pip, never back.
          const target = close - dir * o.trailingStopPts;
          if (o.stopLossPts === null || dir * (target - o.stopLossPts) >= EURUSD.pipPoints) o.stopLossPts = target;
        }
        const reason =
          o.stopLossPts !== null && dir * (close - o.stopLossPts) <= 0
            ? 'stop_loss'
            : o.takeProfitPts !== null && dir * (o.takeProfitPts - close) <= 0
              ? 'take_profit'
              : null;
        if (reason) {
          fills.push(`${index}:${o.id}:${reason}:${close}`);
          continue;
        }
      }
      live[write++] = o;
    }
    live.length = write;
  }
}

let engineTrailMoves = 0;
function engineFills(effects: ReturnType<TradingEngine['tick']>, index: number, fills: string[]) {
  for (const e of effects) {
    if (e.type !== 'order') continue;
    if (e.event === 'modified') engineTrailMoves += 1;
    if (e.event === 'triggered') fills.push(`${index}:${e.order.id}:triggered:${e.order.openPts}`);
    if (e.event === 'closed') fills.push(`${index}:${e.order.id}:${e.order.closeReason}:${e.order.closePts}`);
  }
}

console.log(machine());

const GROUPS = 20;
const SYMBOLS_PER_GROUP = 50;

/**
 * Issue 28's comparison: 20 client groups, each with terms for 50 symbols (EURUSD among them), the
 * accounts spread over them. The terms add no markup or commission, so the fills stay the naive
 * scan's; what is measured is the cost of reading an account's group on every fill and valuation.
 */
function clientGroups(): EngineGroup[] {
  const terms: SymbolTerms = {
    markupMode: 'points',
    markup: 0,
    commissionMode: 'per_lot',
    commission: 0,
    leverageCap: EURUSD.leverageCap,
    swapLongCents: EURUSD.swapLongCents,
    swapShortCents: EURUSD.swapShortCents,
    volumeMinUnits: EURUSD.volumeMinUnits,
    volumeMaxUnits: EURUSD.volumeMaxUnits,
    volumeStepUnits: EURUSD.volumeStepUnits,
    tradeMode: 'full',
  };
  return Array.from({ length: GROUPS }, (_, i) => ({
    id: i + 1,
    marginCallPercent: 100,
    stopOutPercent: 50,
    maxLeverage: 1000,
    tradeMode: 'full' as const,
    symbols: new Map(Array.from({ length: SYMBOLS_PER_GROUP }, (_, s) => [s === 0 ? 'EURUSD' : `SYM${s}`, { ...terms }])),
  }));
}

/** The book (pending orders, positions with SL and TP, `trailing` of them trailing) in a fresh engine, and the tick walk. */
function freshBook(trailing: number, groups = false) {
  random = seededRandom(7);
  const orders = makeOrders(trailing);
  const engine = new TradingEngine({ maxQuoteAgeMs: Number.MAX_SAFE_INTEGER });
  engine.upsertSymbol(EURUSD);
  engine.tick({ symbol: 'EURUSD', bid: MID / 1e5, ask: (MID + SPREAD) / 1e5, time: 0, marketOpen: true });
  if (groups) engine.setGroups(clientGroups());
  for (let user = 1; user <= ACCOUNTS; user++) {
    engine.loadAccount({ accountId: user, userId: user, balanceCents: 1e12, creditCents: 0, reservedCents: 0 });
    if (groups) engine.assignGroup(user, 1 + (user % GROUPS));
  }
  for (const order of orders) engine.loadOrder(order);
  // A random walk that drifts far enough to fire a few thousand entries.
  const ticks: Array<[number, number]> = [];
  let mid = MID;
  for (let i = 0; i < SEQUENCE_TICKS; i++) {
    mid += Math.round((random() - 0.48) * 60);
    ticks.push([mid, mid + SPREAD]);
  }
  return { orders, engine, ticks };
}

/** The walk through the engine: its fills and each tick's own cost, timed inside the loop (GC included). */
function runEngine(engine: TradingEngine, ticks: Array<[number, number]>) {
  engineTrailMoves = 0;
  const log: string[] = [];
  const tickMs: number[] = [];
  collectGarbageAndSettle();
  const start = threadTimes();
  ticks.forEach(([bid, ask], i) => {
    const before = performance.now();
    engineFills(engine.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: ask / 1e5, time: i + 1, marketOpen: true }), i, log);
    tickMs.push(performance.now() - before);
  });
  return { log, tickMs, moves: engineTrailMoves, threads: timesBetween(start, threadTimes()) };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The same book and tick walk through the engine ROUNDS times (a fresh book each round; every round
 * must fire the same) and once through the naive scan. The engine's figure is the median of the
 * whole rounds' wall time, each started once the garbage of the book's making is collected and swept
 * (see settled-gc). Beside it, tick by tick the fastest of the rounds, summed: the walk takes only
 * 15–50 ms, so on a shared 2-core machine one tick the scheduler stalled for 40–140 ms can decide a
 * whole round. The last round's engine is returned for the quiet ticks.
 */
function sequence(trailing: number, warmUp = false, groups = false) {
  const rounds: Array<ReturnType<typeof runEngine>> = [];
  let book = freshBook(trailing, groups);
  // The naive scan copies the book before any engine tick can touch its orders.
  const naive = new NaiveScan(book.orders);
  for (let round = 0; round < (warmUp ? WARM_UP_ROUNDS : ROUNDS); round++) {
    if (round > 0) book = freshBook(trailing, groups);
    if (round === 0 && !warmUp)
      console.log(
        `\n--- ${groups ? `${GROUPS} client groups × ${SYMBOLS_PER_GROUP} symbols of terms, ` : ''}${trailing.toLocaleString()} trailing stops: ${book.engine.state.ladder('EURUSD').size.toLocaleString()} resident ladder entries (${PENDING.toLocaleString()} pending orders, ${POSITIONS.toLocaleString()} positions × SL+TP${trailing ? `, ${trailing.toLocaleString()} of them trailing` : ''}); ${ROUNDS} rounds`,
      );
    rounds.push(runEngine(book.engine, book.ticks));
    if (round > 0) assert.deepEqual(rounds[round]!.log, rounds[0]!.log, 'engine rounds disagree on fills');
  }
  if (warmUp) return null;
  const { engine, ticks } = book;
  const { log: engineLog, moves } = rounds[0]!;
  const perEvent = (ms: number) => (ms * 1000) / (engineLog.length + moves);
  const fastestTickMs = ticks.map((_, i) => Math.min(...rounds.map((r) => r.tickMs[i]!)));
  const engineMs = sum(fastestTickMs);
  const roundMs = rounds.map((r) => sum(r.tickMs)).sort((a, b) => a - b);
  const medianRoundMs = roundMs[(roundMs.length - 1) >> 1]!;
  // Why a whole round took longer than its ticks' best: the engine's own CPU, or waiting for a core.
  rounds.forEach(({ tickMs, threads }, round) => {
    if (threads)
      console.log(
        `round ${round + 1}: ${perEvent(sum(tickMs)).toFixed(2)} µs per ${trailing ? 'fill or move' : 'fill'}; main thread on a core ${threads.mainOnCpuMs.toFixed(1)} ms, waiting for one ${threads.mainWaitingMs.toFixed(1)} ms; V8 helper threads on a core ${threads.helpersOnCpuMs.toFixed(1)} ms`,
      );
  });

  const naiveLog: string[] = [];
  collectGarbageAndSettle();
  const start = performance.now();
  ticks.forEach(([bid, ask], i) => naive.tick(bid, ask, i, naiveLog));
  const naiveMs = performance.now() - start;

  assert.deepEqual([...engineLog].sort(), [...naiveLog].sort(), 'engine and naive scan disagree on fills');
  console.log(
    `same fills asserted: ${engineLog.length.toLocaleString()} fills${trailing ? ` and ${moves.toLocaleString()} trailing-stop moves` : ''} over ${SEQUENCE_TICKS} ticks (price drifted ${((ticks.at(-1)![0] - MID) / 10).toFixed(0)} pips), in each of ${ROUNDS} rounds`,
  );
  const engineRate = SEQUENCE_TICKS / (engineMs / 1000);
  const naiveRate = SEQUENCE_TICKS / (naiveMs / 1000);
  console.log(
    `${'trigger engine (ladders)'.padEnd(28)} ${Math.round(engineRate).toLocaleString().padStart(12)} ticks/s  (sequence incl. fills, fastest round per tick)`,
  );
  console.log(`${'naive scan of all orders'.padEnd(28)} ${Math.round(naiveRate).toLocaleString().padStart(12)} ticks/s`);
  const sortedTickMs = [...fastestTickMs].sort((a, b) => a - b);
  const percentile = (p: number) => sortedTickMs[Math.min(sortedTickMs.length - 1, Math.floor(p * sortedTickMs.length))]! * 1000;
  console.log(
    `engine per tick: median ${percentile(0.5).toFixed(1)} µs, p99 ${percentile(0.99).toFixed(0)} µs, worst ${percentile(1).toFixed(0)} µs`,
  );
  console.log(
    `µs per ${trailing ? 'fill or trailing move' : 'fill'}: engine ${perEvent(medianRoundMs).toFixed(2)} (median whole round; rounds ${roundMs.map((ms) => perEvent(ms).toFixed(2)).join(', ')}; fastest round per tick ${perEvent(engineMs).toFixed(2)}), naive scan ${perEvent(naiveMs).toFixed(2)}${trailing ? '' : ' (goal ≤ 5 µs)'}`,
  );
  return {
    engine,
    naive,
    lastBid: ticks.at(-1)![0],
    perEvent: perEvent(engineMs),
    perEventRound: perEvent(medianRoundMs),
    speedUp: engineRate / naiveRate,
    p99: percentile(0.99),
  };
}

// The issue's book first (pending orders, SL and TP), then the same book with trailing stops.
// The engine's code warmed up first (a running engine is always warm), unmeasured.
sequence(0, true);
// The grouped book's paths (an account's group terms) warmed up too, so neither side pays for V8's compiling.
sequence(0, true, true);
const plain = (({ perEvent, perEventRound, speedUp, p99 }) => ({ perEvent, perEventRound, speedUp, p99 }))(sequence(0)!);
// Issue 28: the same book with the accounts in 20 groups of 50 symbols' terms, in the same run.
const grouped = (({ perEvent, perEventRound }) => ({ perEvent, perEventRound }))(sequence(0, false, true)!);
const groupCost = grouped.perEventRound / plain.perEventRound - 1;
console.log(
  `20 groups × 50 symbols vs one group: ${grouped.perEventRound.toFixed(2)} vs ${plain.perEventRound.toFixed(2)} µs per fill (median whole round), ${(groupCost * 100).toFixed(1)} % (goal within 5 %); fastest round per tick ${grouped.perEvent.toFixed(2)} vs ${plain.perEvent.toFixed(2)}`,
);
const trailed = sequence(100_000)!;
const { engine, naive, lastBid } = trailed;

// Quiet ticks: the price wiggles inside the band where nothing rests.
collectGarbageAndSettle();
let start = performance.now();
let fired = 0;
for (let i = 0; i < QUIET_TICKS; i++) {
  const bid = lastBid + (i & 3);
  fired += engine.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: (bid + SPREAD) / 1e5, time: SEQUENCE_TICKS + i, marketOpen: true }).length;
}
const quietMs = performance.now() - start;
assert.equal(fired, 0, 'quiet ticks must fire nothing');
const quietRate = QUIET_TICKS / (quietMs / 1000);
const naiveQuietLog: string[] = [];
start = performance.now();
for (let i = 0; i < 50; i++) naive.tick(lastBid + (i & 3), lastBid + (i & 3) + SPREAD, SEQUENCE_TICKS + i, naiveQuietLog);
const naiveQuietRate = 50 / ((performance.now() - start) / 1000);
assert.equal(naiveQuietLog.length, 0);
console.log(
  `${'quiet tick, trigger engine'.padEnd(28)} ${Math.round(quietRate).toLocaleString().padStart(12)} ticks/s  = ${((quietMs * 1000) / QUIET_TICKS).toFixed(3)} µs per tick (goal < 0.5 µs)`,
);
console.log(
  `${'quiet tick, naive scan'.padEnd(28)} ${Math.round(naiveQuietRate).toLocaleString().padStart(12)} ticks/s  = ${(1e6 / naiveQuietRate).toFixed(0)} µs per tick`,
);
console.log(
  `speed-up: ${plain.speedUp.toFixed(1)}× with fills (${trailed.speedUp.toFixed(1)}× with trailing stops moving), ${Math.round(quietRate / naiveQuietRate).toLocaleString()}× on quiet ticks (goal ≥ 1,000×)`,
);

keepFigures('engine', {
  'µs per fill, 1M resident, whole round (median)': { value: plain.perEventRound, unit: 'µs', better: 'lower', goal: 5 },
  // The names below keep their meaning from earlier runs (fastest round per tick), so --compare reads them against those.
  'µs per fill, 1M resident': { value: plain.perEvent, unit: 'µs', better: 'lower' },
  'quiet tick': { value: (quietMs * 1000) / QUIET_TICKS, unit: 'µs', better: 'lower', goal: 0.5 },
  'speed-up on fills vs naive': { value: plain.speedUp, unit: '×', better: 'higher' },
  'tick p99': { value: plain.p99, unit: 'µs', better: 'lower' },
  'µs per fill or trailing move, 100,000 trailing': { value: trailed.perEvent, unit: 'µs', better: 'lower' },
  'µs per fill or trailing move, 100,000 trailing, whole round (median)': { value: trailed.perEventRound, unit: 'µs', better: 'lower' },
  'speed-up vs naive, 100,000 trailing': { value: trailed.speedUp, unit: '×', better: 'higher' },
  'tick p99, 100,000 trailing': { value: trailed.p99, unit: 'µs', better: 'lower' },
  'µs per fill, 20 groups × 50 symbols, whole round (median)': { value: grouped.perEventRound, unit: 'µs', better: 'lower' },
  'fill cost of 20 groups × 50 symbols vs one group': { value: groupCost * 100, unit: '%', better: 'lower', goal: 5 },
});
