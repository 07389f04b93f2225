// Issue 30: what the risk desk's aggregates cost the engine. The same book and the same work through two
// engines: one as it runs (the RiskBook moved on every fill and close), one with the aggregates off (the
// book's updates made no-ops on that instance). Per round each engine gets a fresh book (BENCH_ACCOUNTS
// accounts over 10 client groups holding BENCH_POSITIONS positions over 50 symbols), then (a) market
// fills, µs of main-thread CPU per fill, (b) a random walk of ticks over the 50 symbols, µs of main-thread
// CPU per tick, (c) on the engine with the aggregates, the desk's look: the book valued as the leader's
// shell does once a second while prices move, timed on its own and also shown spread over a second's
// ticks. CPU time (the kernel's per-thread figure), not wall time. BENCH_ROUNDS rounds (default 5), the
// engines alternating which goes first; the figures are the medians, the costs the median of ratios.
//   npm run bench -- risk                                      the scale (100,000 / 1,000,000)
//   BENCH_ACCOUNTS=2000 BENCH_POSITIONS=20000 BENCH_ROUNDS=1 npm run bench -- risk   a quick check
import assert from 'node:assert/strict';
import { TradingEngine } from '@platform/server/src/engine/trading-engine.ts';
import type { EngineGroup } from '@platform/server/src/engine/conditions.ts';
import type { PlaceOrderCommand } from '@platform/server/src/engine/commands.ts';
import type { EngineSymbol } from '@platform/server/src/engine/types.ts';
import { EURUSD, MID, SPREAD, seededRandom } from './lib/eurusd-book.ts';
import { keepFigures, machine } from './lib/results.ts';
import { cpuMicros, median } from './lib/main-thread-cpu.ts';

const SYMBOLS = 50;
const GROUPS = 10;
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const FILLS = Math.min(20_000, POSITIONS);
const TICKS = 50_000;
/** The walk runs this many times per round from the same start (a tick costs about 0.1 µs: one pass alone is 5 ms, within the noise). */
const TICK_PASSES = 10;
/** The desk values the book at most once a second while prices move; the simulator sends about this many ticks a second. */
const TICKS_PER_SECOND = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_ROUNDS = ROUNDS > 1 ? 1 : 0;

const symbols: EngineSymbol[] = Array.from({ length: SYMBOLS }, (_, i) => ({ ...EURUSD, symbol: i === 0 ? 'EURUSD' : `SYM${i}` }));
const groups: EngineGroup[] = Array.from({ length: GROUPS }, (_, g) => ({
  id: g + 1,
  marginCallPercent: 100,
  stopOutPercent: 50,
  maxLeverage: 1000,
  tradeMode: 'full' as const,
  symbols: new Map(),
}));

const price = (pts: number) => pts / 1e5;
const order = (over: Partial<PlaceOrderCommand>): PlaceOrderCommand => ({
  accountId: 1,
  symbol: 'EURUSD',
  side: 'buy',
  orderType: 'market',
  volume: 0.01,
  leverage: 100,
  requestedPrice: null,
  triggerPrice: null,
  stopLossPrice: null,
  takeProfitPrice: null,
  expiryAt: null,
  receivedAt: 0,
  now: 0,
  marketOpen: true,
  ...over,
});

/** A fresh engine holding the book; with `aggregates` off its RiskBook ignores every move. */
function freshBook(aggregates: boolean): TradingEngine {
  const random = seededRandom(11);
  const engine = new TradingEngine({ maxQuoteAgeMs: Number.MAX_SAFE_INTEGER });
  if (!aggregates) {
    engine.state.riskBook.move = () => undefined;
    engine.state.riskBook.addRealised = () => undefined;
  }
  for (const sheet of symbols) {
    engine.upsertSymbol(sheet);
    engine.tick({ symbol: sheet.symbol, bid: price(MID), ask: price(MID + SPREAD), time: 0, marketOpen: true });
  }
  engine.setGroups(groups);
  for (let account = 1; account <= ACCOUNTS; account++) {
    engine.loadAccount({ accountId: account, userId: account, balanceCents: 1e12, creditCents: 0, reservedCents: 0 });
    engine.assignGroup(account, 1 + (account % GROUPS));
  }
  for (let i = 0; i < POSITIONS; i++) {
    const placed = engine.place(
      order({ accountId: 1 + (i % ACCOUNTS), symbol: symbols[i % SYMBOLS]!.symbol, side: random() < 0.5 ? 'buy' : 'sell' }),
    );
    assert.ok(placed.ok, placed.ok ? '' : placed.error.message);
  }
  return engine;
}

function round(aggregates: boolean) {
  const engine = freshBook(aggregates);
  const random = seededRandom(23);
  let fills = 0;
  const fillUs = cpuMicros(() => {
    for (let i = 0; i < FILLS; i++) {
      const placed = engine.place(
        order({ accountId: 1 + (i % ACCOUNTS), symbol: symbols[i % SYMBOLS]!.symbol, side: random() < 0.5 ? 'buy' : 'sell', now: 1 }),
      );
      if (placed.ok) fills += 1;
    }
  });
  assert.equal(fills, FILLS);
  const walk = Array.from({ length: TICKS }, () => Math.round((random() - 0.5) * 40));
  const tickUs = cpuMicros(() => {
    for (let pass = 0; pass < TICK_PASSES; pass++) {
      const mids = symbols.map(() => MID);
      for (let i = 0; i < TICKS; i++) {
        const s = i % SYMBOLS;
        mids[s]! += walk[i]!;
        const time = 2 + pass * TICKS + i;
        engine.tick({ symbol: symbols[s]!.symbol, bid: price(mids[s]!), ask: price(mids[s]! + SPREAD), time, marketOpen: true });
      }
    }
  });
  // The desk's look (the leader's shell, once a second while prices move): valued on its own, as many
  // times as the ticks above would have seen seconds.
  let valued = 0;
  const looks = Math.ceil((TICKS * TICK_PASSES) / TICKS_PER_SECOND);
  const lookUs = aggregates
    ? cpuMicros(() => {
        for (let i = 0; i < looks; i++) valued += engine.riskSnapshot(2 + TICKS * TICK_PASSES + i).rows.length;
      })
    : 0;
  if (aggregates) assert.ok(valued > 0, 'the desk valued a book with rows');
  return {
    usPerFill: fillUs / FILLS,
    usPerTick: tickUs / (TICKS * TICK_PASSES),
    usPerLook: lookUs / looks,
    rows: valued / Math.max(1, looks),
  };
}

console.log(machine());
console.log(
  `${SYMBOLS} symbols, ${ACCOUNTS.toLocaleString()} accounts in ${GROUPS} groups, ${POSITIONS.toLocaleString()} open positions; per round ${FILLS.toLocaleString()} market fills and ${TICK_PASSES} passes of a ${TICKS.toLocaleString()}-tick walk (the desk's look timed apart, once per ${TICKS_PER_SECOND} ticks); ${ROUNDS} rounds after ${WARM_UP_ROUNDS} unmeasured`,
);
for (let i = 0; i < WARM_UP_ROUNDS; i++) {
  round(false);
  round(true);
}
const off: Array<ReturnType<typeof round>> = [];
const on: Array<ReturnType<typeof round>> = [];
for (let i = 0; i < ROUNDS; i++) {
  if (i % 2 === 0) {
    off.push(round(false));
    on.push(round(true));
  } else {
    on.push(round(true));
    off.push(round(false));
  }
  const [a, b] = [off.at(-1)!, on.at(-1)!];
  console.log(
    `round ${i + 1}: fill ${a.usPerFill.toFixed(2)} → ${b.usPerFill.toFixed(2)} µs, tick ${a.usPerTick.toFixed(3)} → ${b.usPerTick.toFixed(3)} µs CPU (aggregates off → on); the desk's look ${b.usPerLook.toFixed(0)} µs (${b.rows} rows)`,
  );
}
const fillRatio = median(off.map((a, i) => on[i]!.usPerFill / a.usPerFill));
const tickRatio = median(off.map((a, i) => on[i]!.usPerTick / a.usPerTick));
const figures = {
  offFill: median(off.map((r) => r.usPerFill)),
  onFill: median(on.map((r) => r.usPerFill)),
  offTick: median(off.map((r) => r.usPerTick)),
  onTick: median(on.map((r) => r.usPerTick)),
  look: median(on.map((r) => r.usPerLook)),
};
/** The look's cost spread over the ticks of its second, beside the ticks' own. */
const lookPerTick = figures.look / TICKS_PER_SECOND;
console.log(
  `median: µs CPU per fill ${figures.offFill.toFixed(2)} (off) vs ${figures.onFill.toFixed(2)} (on, goal ≤ 5), ${((fillRatio - 1) * 100).toFixed(1)} %; µs CPU per tick ${figures.offTick.toFixed(3)} vs ${figures.onTick.toFixed(3)}, ${((tickRatio - 1) * 100).toFixed(1)} % (goal: within 10 %)`,
);
console.log(
  `the desk's look (once a second on the leader's shell, not on the tick path): ${figures.look.toFixed(0)} µs CPU, ${((figures.look / 1e6) * 100).toFixed(3)} % of a core; spread over a second's ${TICKS_PER_SECOND} ticks ${lookPerTick.toFixed(3)} µs each, ticks and looks together ${(((figures.onTick + lookPerTick) / figures.offTick - 1) * 100).toFixed(1)} % over the ticks alone`,
);
// Only the scale is kept (a quick check's figures are not comparable).
if (ACCOUNTS === 100_000 && POSITIONS === 1_000_000)
  keepFigures('risk', {
    'µs CPU per market fill, aggregates on (median)': { value: figures.onFill, unit: 'µs', better: 'lower', goal: 5 },
    'µs CPU per market fill, aggregates off (median)': { value: figures.offFill, unit: 'µs', better: 'lower' },
    'fill cost of the aggregates (median of rounds)': { value: (fillRatio - 1) * 100, unit: '%', better: 'lower' },
    'µs CPU per tick, aggregates on (median)': { value: figures.onTick, unit: 'µs', better: 'lower' },
    'µs CPU per look of the desk (the book valued, median)': { value: figures.look, unit: 'µs', better: 'lower' },
    'µs CPU per tick, aggregates off (median)': { value: figures.offTick, unit: 'µs', better: 'lower' },
    'tick cost of the aggregates (median of rounds)': { value: (tickRatio - 1) * 100, unit: '%', better: 'lower', goal: 10 },
  });
