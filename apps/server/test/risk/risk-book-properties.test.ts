import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TradingEngine } from '../../src/engine/trading-engine.ts';
import type { EngineGroup, SymbolTerms } from '../../src/engine/conditions.ts';
import type { Effect } from '../../src/engine/types.ts';
import { bucketKey } from '../../src/engine/risk-book.ts';
import { bucketFloatingCents, openBuckets, recomputeRiskBook, riskFigures } from '../../src/engine/risk-figures.ts';
import { closingPts, termsOf } from '../../src/engine/conditions.ts';
import { positionProfitCents, usdRate } from '../../src/engine/valuation.ts';
import { EURUSD, T0, USDJPY } from '../engine/fixtures.ts';

const ACCOUNTS = [1, 2, 3, 4, 5];
const SYMBOLS = ['EURUSD', 'USDJPY'] as const;
type Sym = (typeof SYMBOLS)[number];

const terms = (markup: number): SymbolTerms => ({
  markupMode: 'points',
  markup,
  commissionMode: 'per_lot',
  commission: 2,
  leverageCap: 400,
  swapLongCents: -700,
  swapShortCents: 200,
  volumeMinUnits: 100,
  volumeMaxUnits: 1_000_000,
  volumeStepUnits: 100,
  tradeMode: 'full',
});
const groups: EngineGroup[] = [
  { id: 1, marginCallPercent: 100, stopOutPercent: 50, maxLeverage: 1000, tradeMode: 'full', symbols: new Map([['EURUSD', terms(20)]]) },
  { id: 2, marginCallPercent: 120, stopOutPercent: 80, maxLeverage: 1000, tradeMode: 'full', symbols: new Map() },
];

type Step =
  | { kind: 'tick'; symbol: Sym; move: number; spread: number }
  | { kind: 'open'; account: number; symbol: Sym; side: 'buy' | 'sell'; lots: number }
  | { kind: 'close'; pick: number; partial: number }
  | { kind: 'group'; account: number; groupId: number }
  | { kind: 'demo'; account: number; demo: boolean }
  | { kind: 'day' };

const account = fc.constantFrom(...ACCOUNTS);
const symbol = fc.constantFrom(...SYMBOLS);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      symbol,
      move: fc.integer({ min: -900, max: 900 }),
      spread: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      account,
      symbol,
      side: fc.constantFrom('buy' as const, 'sell' as const),
      lots: fc.integer({ min: 1, max: 400 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat(), partial: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('group' as const), account, groupId: fc.constantFrom(0, 1, 2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('demo' as const), account, demo: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('day' as const) }) },
);

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

function run(steps: Step[]) {
  const engine = new TradingEngine();
  engine.upsertSymbol(EURUSD);
  engine.upsertSymbol(USDJPY);
  engine.setGroups(groups);
  const prices: Record<Sym, number> = { EURUSD: 110_000, USDJPY: 150_000 };
  const spreads: Record<Sym, number> = { EURUSD: 10, USDJPY: 20 };
  let now = T0;
  const digits = (s: Sym) => (s === 'EURUSD' ? 5 : 3);
  const tick = (s: Sym) =>
    engine.tick({
      symbol: s,
      bid: prices[s] / 10 ** digits(s),
      ask: (prices[s] + spreads[s]) / 10 ** digits(s),
      time: now,
      marketOpen: true,
    });
  tick('EURUSD');
  tick('USDJPY');
  for (const id of ACCOUNTS)
    engine.loadAccount({ accountId: id, balanceCents: 20_000 * id * id, creditCents: 0, reservedCents: 0, demo: id === 5 });
  // The model: realised P/L of every close, per bucket and UTC day, as the effects report it.
  const realised = new Map<string, number>();
  let stopOuts = 0;
  const record = (effects: Effect[]) => {
    for (const e of effects) {
      if (e.type !== 'order' || e.event !== 'closed') continue;
      if (e.order.closeReason === 'stop_out') stopOuts += 1;
      const holder = engine.state.accounts.get(e.order.accountId)!;
      const key = `${bucketKey(e.order.symbol, holder.groupId, holder.demo)}@${Math.floor(now / 86_400_000)}`;
      realised.set(key, (realised.get(key) ?? 0) + (e.order.profitCents ?? 0));
    }
  };

  for (const s of steps) {
    if (s.kind === 'tick') {
      prices[s.symbol] = Math.max(1_000, prices[s.symbol] + s.move);
      spreads[s.symbol] = s.spread;
      now += 1_000;
      record(tick(s.symbol));
      // Stop-outs across symbols, as the runtime's risk timer runs them.
      record(engine.refreshRisk(now).effects);
    } else if (s.kind === 'open') {
      const result = engine.place({
        accountId: s.account,
        symbol: s.symbol,
        side: s.side,
        orderType: 'market',
        volume: s.lots / 100,
        leverage: 100,
        requestedPrice: null,
        triggerPrice: null,
        stopLossPrice: null,
        takeProfitPrice: null,
        expiryAt: null,
        receivedAt: now,
        now,
        marketOpen: true,
      });
      if (result.ok) record(result.effects);
    } else if (s.kind === 'close') {
      const open = [...engine.state.orders.values()].filter((o) => o.status === 'open');
      const order = open[s.pick % Math.max(1, open.length)];
      if (!order) continue;
      // 0: the whole position; 1–3: a quarter, half or three quarters of it.
      const volume = s.partial === 0 ? null : Math.max(0.01, Math.floor((order.volumeUnits * s.partial) / 4 / 100) / 100);
      const result = engine.close({ accountId: order.accountId, orderId: order.id, volume, now, marketOpen: true });
      if (result.ok) record(result.effects);
    } else if (s.kind === 'group') engine.assignGroup(s.account, s.groupId);
    else if (s.kind === 'demo') engine.setAccountDemo(s.account, s.demo);
    else now += 86_400_000;

    // 1. The incremental sums equal a recomputation from the open positions, exactly.
    const incremental = openBuckets(engine.state.riskBook);
    const recomputed = openBuckets(recomputeRiskBook(engine.state));
    check(JSON.stringify([...incremental].sort()) === JSON.stringify([...recomputed].sort()), 'buckets differ from the recomputation');
    for (const id of [0, 1, 2])
      for (const demo of [false, true])
        check(
          engine.state.riskBook.accountsIn(id, demo) === recomputeRiskBook(engine.state).accountsIn(id, demo),
          `accounts of group ${id} differ`,
        );
    // 2. Floating P/L per bucket to the cent: the same as valuing the recomputed sums, and within
    //    half a cent per position of the sum of each position's own P/L at its group's prices.
    const perPosition = new Map<string, { cents: number; positions: number }>();
    for (const order of engine.state.orders.values()) {
      if (order.status !== 'open') continue;
      const holder = engine.state.accounts.get(order.accountId)!;
      const sheet = engine.state.symbols.get(order.symbol)!;
      const quote = engine.state.quotes.get(order.symbol)!;
      const close = closingPts(termsOf(engine.state, holder, order.symbol), order.side, quote.bid, quote.ask);
      const cents = positionProfitCents(
        order.side,
        order.openPts!,
        close,
        order.volumeUnits,
        sheet,
        usdRate(sheet.quoteCurrency, engine.state)!,
      );
      const key = bucketKey(order.symbol, holder.groupId, holder.demo);
      const sum = perPosition.get(key) ?? { cents: 0, positions: 0 };
      perPosition.set(key, { cents: sum.cents + cents, positions: sum.positions + 1 });
    }
    for (const [key, bucket] of recomputed) {
      const live = engine.state.riskBook.buckets.get(key)!;
      check(bucketFloatingCents(engine.state, live) === bucketFloatingCents(engine.state, bucket), `floating of ${key} differs`);
      const own = perPosition.get(key) ?? { cents: 0, positions: 0 };
      check(
        Math.abs(bucketFloatingCents(engine.state, live)! - own.cents) <= own.positions / 2 + 1,
        `floating of ${key} strays from its positions'`,
      );
    }
  }
  // 3. Realised today per bucket equals the closes' P/L the effects reported today.
  const today = Math.floor(now / 86_400_000);
  for (const row of riskFigures(engine.state, now)) {
    const key = `${bucketKey(row.symbol, row.groupId, row.demo)}@${today}`;
    check(row.realisedTodayCents === (realised.get(key) ?? 0), `realised today of ${key} differs`);
  }
  return { engine, stopOuts };
}

describe('risk book', () => {
  it('random fills, closes, partial closes, stop-outs, ticks and group moves, when applied, then the incremental exposure, counts and floating P/L equal a full recomputation to the cent', () => {
    let stopOuts = 0;
    let partials = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 120 }), (steps) => {
        stopOuts += run(steps).stopOuts;
        partials += steps.filter((s) => s.kind === 'close' && s.partial > 0).length;
      }),
      // A fixed seed: the runs are the same every time, so the partial closes and stop-outs counted below happen every time.
      { numRuns: 300, seed: 1 },
    );
    expect(partials).toBeGreaterThan(0);
    expect(stopOuts).toBeGreaterThan(0);
  });

  it('a stop-out, when it closes positions, then the book loses them and books their realised loss', () => {
    const engine = new TradingEngine();
    engine.upsertSymbol(EURUSD);
    engine.upsertSymbol(USDJPY);
    engine.tick({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: T0, marketOpen: true });
    engine.tick({ symbol: 'USDJPY', bid: 150, ask: 150.02, time: T0, marketOpen: true });
    engine.loadAccount({ accountId: 1, balanceCents: 1_000_000, creditCents: 0, reservedCents: 0 });
    const placed = engine.place({
      accountId: 1,
      symbol: 'EURUSD',
      side: 'buy',
      orderType: 'market',
      volume: 5,
      leverage: 100,
      requestedPrice: null,
      triggerPrice: null,
      stopLossPrice: null,
      takeProfitPrice: null,
      expiryAt: null,
      receivedAt: T0,
      now: T0,
      marketOpen: true,
    });
    expect(placed.ok).toBe(true);
    expect(riskFigures(engine.state, T0)[0]).toMatchObject({ symbol: 'EURUSD', buyUnits: 50_000, positions: 1, accounts: 1 });
    const effects = engine.tick({ symbol: 'EURUSD', bid: 1.08, ask: 1.0801, time: T0 + 1000, marketOpen: true });
    expect(effects.some((e) => e.type === 'order' && e.order.closeReason === 'stop_out')).toBe(true);
    const [row] = riskFigures(engine.state, T0 + 1000);
    expect(row).toMatchObject({ buyUnits: 0, positions: 0, accounts: 0 });
    expect(row!.realisedTodayCents).toBeLessThan(0);
    expect(openBuckets(engine.state.riskBook)).toEqual(openBuckets(recomputeRiskBook(engine.state)));
  });
});
