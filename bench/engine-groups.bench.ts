// Issue 28: what client groups cost the engine. The same book and the same work through three
// engines: the symbol sheet alone, one group with terms (markups in points and in percent,
// commissions per lot and per million, leverage caps), and 20 groups × 50 symbols of the same kinds
// of terms with the accounts spread over them. The one group's symbols carry the same mix of kinds as
// the twenty groups' (a symbol's kinds follow the parity of group + symbol), so the comparison is the
// count of groups, not the kind of terms. Per round each engine gets a fresh book, then (a) market
// orders, µs per fill, (b) a random walk of ticks over the 50 symbols that fires pending orders, SLs
// and TPs, µs per tick. The three engines work in turns of small chunks (300 fills, 200 ticks; the
// engine that goes first rotates), each chunk timed on its own, so a change in the machine's load
// (a shared 2-core box) falls on all three alike: the cost of 20 × 50 is the median, over every
// chunk of every round, of its time against the one group's chunk next to it. BENCH_ROUNDS rounds
// (default 7) after 2 unmeasured.
import assert from 'node:assert/strict';
import { TradingEngine } from '@platform/server/src/engine/trading-engine.ts';
import type { EngineGroup, SymbolTerms } from '@platform/server/src/engine/conditions.ts';
import type { PlaceOrderCommand } from '@platform/server/src/engine/commands.ts';
import type { EngineSymbol } from '@platform/server/src/engine/types.ts';
import { EURUSD, MID, SPREAD, seededRandom } from './lib/eurusd-book.ts';
import { keepFigures, machine } from './lib/results.ts';
import { median } from './lib/main-thread-cpu.ts';
import { collectGarbageAndSettle } from './lib/settled-gc.ts';

const GROUPS = 20;
const SYMBOLS = 50;
const ACCOUNTS = 2_000;
/**
 * From $5,000 an account, each a different sum: its stop-out level (the price at which its equity
 * falls to the stop-out level) is a price of its own, as a retail account's is. (With one unlimited
 * sum for all, every level lay billions of points away and accounts of one leverage shared it, so
 * the one group, whose symbols each have one leverage, filed fewer price levels than 20 groups did.)
 */
const balanceCents = (account: number) => 500_000 + account * 713;
const PENDING = 60_000;
const POSITIONS = 30_000; // each with an SL and a TP
const FILLS = 60_000;
const TICKS = 20_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const WARM_UP_ROUNDS = 2;

const symbols: EngineSymbol[] = Array.from({ length: SYMBOLS }, (_, i) => ({ ...EURUSD, symbol: i === 0 ? 'EURUSD' : `SYM${i}` }));

/** What the accounts trade under: the symbol sheet alone, one group with terms, or 20 groups × 50 symbols of terms. */
type Setup = 'sheet' | 'one' | 'twenty';

function clientGroups(count: number): EngineGroup[] {
  return Array.from({ length: count }, (_, g) => ({
    id: g + 1,
    marginCallPercent: 100,
    stopOutPercent: 50,
    maxLeverage: 1000,
    tradeMode: 'full' as const,
    symbols: new Map(
      symbols.map((sheet, s): [string, SymbolTerms] => [
        sheet.symbol,
        {
          markupMode: (g + s) % 2 === 0 ? 'points' : 'percent',
          markup: (g + s) % 2 === 0 ? 2 + ((g + s) % 5) : 20 + ((g + s) % 20),
          commissionMode: (g + s) % 4 < 2 ? 'per_lot' : 'per_million',
          commission: (g + s) % 4 < 2 ? 3.5 : 25,
          leverageCap: 100 + ((g + s) % 20) * 10,
          swapLongCents: -700,
          swapShortCents: 200,
          volumeMinUnits: 100,
          volumeMaxUnits: 1_000_000,
          volumeStepUnits: 100,
          tradeMode: 'full',
        },
      ]),
    ),
  }));
}

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

/** A fresh engine holding the book: pending orders 5–150 pips away, positions with SL and TP 5–150 pips away. */
function freshBook(setup: Setup): TradingEngine {
  const groups = setup === 'twenty' ? GROUPS : 1;
  const random = seededRandom(11);
  const engine = new TradingEngine({ maxQuoteAgeMs: Number.MAX_SAFE_INTEGER });
  for (const sheet of symbols) {
    engine.upsertSymbol(sheet);
    engine.tick({ symbol: sheet.symbol, bid: price(MID), ask: price(MID + SPREAD), time: 0, marketOpen: true });
  }
  if (setup !== 'sheet') engine.setGroups(clientGroups(groups));
  for (let account = 1; account <= ACCOUNTS; account++) {
    engine.loadAccount({ accountId: account, userId: account, balanceCents: balanceCents(account), creditCents: 0, reservedCents: 0 });
    if (setup !== 'sheet') engine.assignGroup(account, 1 + (account % groups));
  }
  const away = () => 60 + Math.floor(random() * 1_500);
  for (let i = 0; i < PENDING; i++) {
    const side = random() < 0.5 ? 'buy' : 'sell';
    const below = random() < 0.5;
    const orderType = (side === 'buy') === below ? 'limit' : 'stop';
    const trigger = below ? MID - away() : MID + SPREAD + away();
    const placed = engine.place(
      order({ accountId: 1 + (i % ACCOUNTS), symbol: symbols[i % SYMBOLS]!.symbol, side, orderType, triggerPrice: price(trigger) }),
    );
    assert.ok(placed.ok, placed.ok ? '' : placed.error.message);
  }
  for (let i = 0; i < POSITIONS; i++) {
    const side = random() < 0.5 ? 'buy' : 'sell';
    const sl = side === 'buy' ? MID - away() : MID + SPREAD + away();
    const tp = side === 'buy' ? MID + SPREAD + away() : MID - away();
    const placed = engine.place(
      order({
        accountId: 1 + (i % ACCOUNTS),
        symbol: symbols[i % SYMBOLS]!.symbol,
        side,
        stopLossPrice: price(sl),
        takeProfitPrice: price(tp),
      }),
    );
    assert.ok(placed.ok, placed.ok ? '' : placed.error.message);
  }
  return engine;
}

const SETUPS: Setup[] = ['sheet', 'one', 'twenty'];
const FILL_CHUNK = 300;
const TICK_CHUNK = 200;

/** Per setup, the µs of each chunk of a round (the same chunks, in the same order, for every setup). */
type ChunkTimes = Record<Setup, number[]>;

/**
 * One round: a fresh book in each engine, then the fills and the ticks in chunks, the engines taking
 * turns chunk by chunk. Every engine gets the same orders and the same price walk.
 */
function round() {
  const engines = SETUPS.map((setup) => freshBook(setup));
  const fillRandoms = SETUPS.map(() => seededRandom(23));
  const fillUs: ChunkTimes = { sheet: [], one: [], twenty: [] };
  const fills = SETUPS.map(() => 0);
  collectGarbageAndSettle();
  for (let from = 0, chunk = 0; from < FILLS; from += FILL_CHUNK, chunk++) {
    for (let turn = 0; turn < SETUPS.length; turn++) {
      const e = (chunk + turn) % SETUPS.length;
      const engine = engines[e]!;
      const random = fillRandoms[e]!;
      const start = performance.now();
      for (let i = from; i < from + FILL_CHUNK; i++) {
        const placed = engine.place(
          order({ accountId: 1 + (i % ACCOUNTS), symbol: symbols[i % SYMBOLS]!.symbol, side: random() < 0.5 ? 'buy' : 'sell', now: 1 }),
        );
        if (placed.ok) fills[e]! += 1;
      }
      fillUs[SETUPS[e]!].push((performance.now() - start) * 1000);
    }
  }
  for (const count of fills) assert.equal(count, FILLS);
  const tickRandoms = SETUPS.map(() => seededRandom(29));
  const mids = SETUPS.map(() => symbols.map(() => MID));
  const fired = SETUPS.map(() => 0);
  const tickUs: ChunkTimes = { sheet: [], one: [], twenty: [] };
  for (let from = 0, chunk = 0; from < TICKS; from += TICK_CHUNK, chunk++) {
    for (let turn = 0; turn < SETUPS.length; turn++) {
      const e = (chunk + turn) % SETUPS.length;
      const engine = engines[e]!;
      const random = tickRandoms[e]!;
      const mid = mids[e]!;
      const start = performance.now();
      for (let i = from; i < from + TICK_CHUNK; i++) {
        const s = i % SYMBOLS;
        mid[s]! += Math.round((random() - 0.5) * 40);
        const effects = engine.tick({
          symbol: symbols[s]!.symbol,
          bid: price(mid[s]!),
          ask: price(mid[s]! + SPREAD),
          time: 2 + i,
          marketOpen: true,
        });
        for (const effect of effects)
          if (effect.type === 'order' && (effect.event === 'triggered' || effect.event === 'closed')) fired[e]! += 1;
      }
      tickUs[SETUPS[e]!].push((performance.now() - start) * 1000);
    }
  }
  return { fillUs, tickUs, fired };
}

const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

console.log(machine());
console.log(
  `${SYMBOLS} symbols, ${ACCOUNTS.toLocaleString()} accounts, ${PENDING.toLocaleString()} pending orders and ${POSITIONS.toLocaleString()} positions with SL and TP; per round ${FILLS.toLocaleString()} market fills and ${TICKS.toLocaleString()} ticks per engine, in chunks of ${FILL_CHUNK} fills and ${TICK_CHUNK} ticks taken in turns; ${ROUNDS} rounds after ${WARM_UP_ROUNDS} unmeasured`,
);
for (let i = 0; i < WARM_UP_ROUNDS; i++) round();
const perRound: Record<Setup, { usPerFill: number[]; usPerTick: number[] }> = {
  sheet: { usPerFill: [], usPerTick: [] },
  one: { usPerFill: [], usPerTick: [] },
  twenty: { usPerFill: [], usPerTick: [] },
};
/** Chunk by chunk, a setup's time against another's chunk next to it (every round's chunks together). */
const chunkRatios = { fill: { twenty: [] as number[], sheet: [] as number[] }, tick: { twenty: [] as number[], sheet: [] as number[] } };
for (let i = 0; i < ROUNDS; i++) {
  const { fillUs, tickUs, fired } = round();
  for (const setup of SETUPS) {
    perRound[setup].usPerFill.push(total(fillUs[setup]) / FILLS);
    perRound[setup].usPerTick.push(total(tickUs[setup]) / TICKS);
  }
  fillUs.one.forEach((one, c) => {
    chunkRatios.fill.twenty.push(fillUs.twenty[c]! / one);
    chunkRatios.fill.sheet.push(fillUs.twenty[c]! / fillUs.sheet[c]!);
  });
  tickUs.one.forEach((one, c) => {
    chunkRatios.tick.twenty.push(tickUs.twenty[c]! / one);
    chunkRatios.tick.sheet.push(tickUs.twenty[c]! / tickUs.sheet[c]!);
  });
  const at = (setup: Setup, figure: 'usPerFill' | 'usPerTick') => perRound[setup][figure].at(-1)!.toFixed(2);
  console.log(
    `round ${i + 1}: fill ${at('sheet', 'usPerFill')} / ${at('one', 'usPerFill')} / ${at('twenty', 'usPerFill')} µs, tick ${at('sheet', 'usPerTick')} / ${at('one', 'usPerTick')} / ${at('twenty', 'usPerTick')} µs (sheet / one group / 20 × 50; fired ${fired.join(' / ')})`,
  );
}
const usPer = (setup: Setup, figure: 'usPerFill' | 'usPerTick') => median(perRound[setup][figure]);
const pct = (value: number) => `${value >= 1 ? '+' : ''}${((value - 1) * 100).toFixed(1)} %`;
const fillCost = median(chunkRatios.fill.twenty);
const tickCost = median(chunkRatios.tick.twenty);
console.log(
  `median µs per fill: sheet ${usPer('sheet', 'usPerFill').toFixed(2)}, one group ${usPer('one', 'usPerFill').toFixed(2)}, 20 × 50 ${usPer('twenty', 'usPerFill').toFixed(2)}; 20 × 50 against one group ${pct(fillCost)} (median of ${chunkRatios.fill.twenty.length} chunk pairs; goal: within 5 %), against the sheet alone ${pct(median(chunkRatios.fill.sheet))}`,
);
console.log(
  `median µs per tick: sheet ${usPer('sheet', 'usPerTick').toFixed(2)}, one group ${usPer('one', 'usPerTick').toFixed(2)}, 20 × 50 ${usPer('twenty', 'usPerTick').toFixed(2)}; 20 × 50 against one group ${pct(tickCost)} (median of ${chunkRatios.tick.twenty.length} chunk pairs), against the sheet alone ${pct(median(chunkRatios.tick.sheet))} (a percentage markup gives its group's orders a ladder of their own, passed over while no nearest level is near)`,
);
keepFigures('engine-groups', {
  'µs per market fill, symbol sheet only (median)': { value: usPer('sheet', 'usPerFill'), unit: 'µs', better: 'lower' },
  'µs per market fill, one group with terms (median)': { value: usPer('one', 'usPerFill'), unit: 'µs', better: 'lower' },
  'µs per market fill, 20 groups × 50 symbols (median)': { value: usPer('twenty', 'usPerFill'), unit: 'µs', better: 'lower' },
  'fill cost of 20 groups × 50 symbols vs one group (median of chunk pairs)': {
    value: (fillCost - 1) * 100,
    unit: '%',
    better: 'lower',
    goal: 5,
  },
  'µs per tick, symbol sheet only (median)': { value: usPer('sheet', 'usPerTick'), unit: 'µs', better: 'lower' },
  'µs per tick, one group with terms (median)': { value: usPer('one', 'usPerTick'), unit: 'µs', better: 'lower' },
  'µs per tick, 20 groups × 50 symbols (median)': { value: usPer('twenty', 'usPerTick'), unit: 'µs', better: 'lower' },
  'tick cost of 20 groups × 50 symbols vs one group (median of chunk pairs)': { value: (tickCost - 1) * 100, unit: '%', better: 'lower' },
});
