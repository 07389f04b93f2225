// Issue 28: what client groups cost the engine. The same book and the same work through two engines:
// one with a single group (every account on the symbol sheet), one with 20 groups × 50 symbols of
// terms (markup, commission, leverage cap), the accounts spread over the groups, so fills read the
// account's terms and triggers wait in each group's ladders at the group's prices. Per round, each
// engine gets a fresh book and then (a) market orders, µs of main-thread CPU per fill, (b) a random
// walk of ticks over the 50 symbols that fires pending orders, SLs and TPs, µs of main-thread CPU per
// tick. CPU time (the kernel's per-thread figure), not wall time: on a shared 2-core box a stall
// while waiting for a core is not the engine's. BENCH_ROUNDS rounds (default 7), the two engines
// alternating which goes first; the figures are the medians, the cost the median of the rounds' ratios.
import assert from 'node:assert/strict';
import { TradingEngine } from '@platform/server/src/engine/trading-engine.ts';
import type { EngineGroup, SymbolTerms } from '@platform/server/src/engine/conditions.ts';
import type { PlaceOrderCommand } from '@platform/server/src/engine/commands.ts';
import type { EngineSymbol } from '@platform/server/src/engine/types.ts';
import { EURUSD, MID, SPREAD, seededRandom } from './lib/eurusd-book.ts';
import { keepFigures, machine } from './lib/results.ts';
import { cpuMicros, median } from './lib/main-thread-cpu.ts';

const GROUPS = 20;
const SYMBOLS = 50;
const ACCOUNTS = 2_000;
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
          markup: (g + s) % 2 === 0 ? 2 + (g % 5) : 20 + g,
          commissionMode: g % 2 === 0 ? 'per_lot' : 'per_million',
          commission: g % 2 === 0 ? 3.5 : 25,
          leverageCap: 100 + g * 10,
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
    engine.loadAccount({ accountId: account, userId: account, balanceCents: 1e12, creditCents: 0, reservedCents: 0 });
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

function round(setup: Setup) {
  const engine = freshBook(setup);
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
  const mids = symbols.map(() => MID);
  let fired = 0;
  const tickUs = cpuMicros(() => {
    for (let i = 0; i < TICKS; i++) {
      const s = i % SYMBOLS;
      mids[s]! += Math.round((random() - 0.5) * 40);
      const effects = engine.tick({
        symbol: symbols[s]!.symbol,
        bid: price(mids[s]!),
        ask: price(mids[s]! + SPREAD),
        time: 2 + i,
        marketOpen: true,
      });
      for (const effect of effects) if (effect.type === 'order' && (effect.event === 'triggered' || effect.event === 'closed')) fired += 1;
    }
  });
  return { usPerFill: fillUs / FILLS, usPerTick: tickUs / TICKS, fired };
}

console.log(machine());
console.log(
  `${SYMBOLS} symbols, ${ACCOUNTS.toLocaleString()} accounts, ${PENDING.toLocaleString()} pending orders and ${POSITIONS.toLocaleString()} positions with SL and TP; per round ${FILLS.toLocaleString()} market fills and ${TICKS.toLocaleString()} ticks; ${ROUNDS} rounds after ${WARM_UP_ROUNDS} unmeasured`,
);
for (let i = 0; i < WARM_UP_ROUNDS; i++) for (const setup of ['sheet', 'one', 'twenty'] as const) round(setup);
const runs: Record<Setup, Array<ReturnType<typeof round>>> = { sheet: [], one: [], twenty: [] };
const orders: Setup[][] = [
  ['sheet', 'one', 'twenty'],
  ['twenty', 'one', 'sheet'],
  ['one', 'twenty', 'sheet'],
];
for (let i = 0; i < ROUNDS; i++) {
  // Rotate which engine goes first, so a drift in the machine's load falls on all three.
  for (const setup of orders[i % orders.length]!) runs[setup].push(round(setup));
  const [p, o, g] = [runs.sheet.at(-1)!, runs.one.at(-1)!, runs.twenty.at(-1)!];
  console.log(
    `round ${i + 1}: fill ${p.usPerFill.toFixed(2)} / ${o.usPerFill.toFixed(2)} / ${g.usPerFill.toFixed(2)} µs, tick ${p.usPerTick.toFixed(2)} / ${o.usPerTick.toFixed(2)} / ${g.usPerTick.toFixed(2)} µs CPU (sheet / one group / 20 × 50; fired ${p.fired} / ${o.fired} / ${g.fired})`,
  );
}
const ratio = (of: Setup, to: Setup, figure: 'usPerFill' | 'usPerTick') =>
  median(runs[to].map((base, i) => runs[of][i]![figure] / base[figure]));
const usPer = (setup: Setup, figure: 'usPerFill' | 'usPerTick') => median(runs[setup].map((r) => r[figure]));
const pct = (value: number) => `${((value - 1) * 100).toFixed(1)} %`;
const fillCost = ratio('twenty', 'one', 'usPerFill');
const tickCost = ratio('twenty', 'one', 'usPerTick');
console.log(
  `median µs CPU per fill: sheet ${usPer('sheet', 'usPerFill').toFixed(2)}, one group ${usPer('one', 'usPerFill').toFixed(2)}, 20 × 50 ${usPer('twenty', 'usPerFill').toFixed(2)}; 20 × 50 against one group ${pct(fillCost)} (goal: within 5 %), against the sheet alone ${pct(ratio('twenty', 'sheet', 'usPerFill'))}`,
);
console.log(
  `median µs CPU per tick: sheet ${usPer('sheet', 'usPerTick').toFixed(2)}, one group ${usPer('one', 'usPerTick').toFixed(2)}, 20 × 50 ${usPer('twenty', 'usPerTick').toFixed(2)}; 20 × 50 against one group ${pct(tickCost)}, against the sheet alone ${pct(ratio('twenty', 'sheet', 'usPerTick'))} (each group's markup gives its pending orders their own ladder)`,
);
keepFigures('groups', {
  'µs CPU per market fill, symbol sheet only (median)': { value: usPer('sheet', 'usPerFill'), unit: 'µs', better: 'lower' },
  'µs CPU per market fill, one group with terms (median)': { value: usPer('one', 'usPerFill'), unit: 'µs', better: 'lower' },
  'µs CPU per market fill, 20 groups × 50 symbols (median)': { value: usPer('twenty', 'usPerFill'), unit: 'µs', better: 'lower' },
  'fill cost of 20 groups × 50 symbols vs one group (median of rounds)': {
    value: (fillCost - 1) * 100,
    unit: '%',
    better: 'lower',
    goal: 5,
  },
  'µs CPU per tick, symbol sheet only (median)': { value: usPer('sheet', 'usPerTick'), unit: 'µs', better: 'lower' },
  'µs CPU per tick, one group with terms (median)': { value: usPer('one', 'usPerTick'), unit: 'µs', better: 'lower' },
  'µs CPU per tick, 20 groups × 50 symbols (median)': { value: usPer('twenty', 'usPerTick'), unit: 'µs', better: 'lower' },
  'tick cost of 20 groups × 50 symbols vs one group (median of rounds)': { value: (tickCost - 1) * 100, unit: '%', better: 'lower' },
});
