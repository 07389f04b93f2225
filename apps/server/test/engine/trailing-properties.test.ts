import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TradingEngine } from '../../src/engine/trading-engine.ts';
import type { Effect, EngineOrder } from '../../src/engine/types.ts';
import { EURUSD, T0, USDJPY } from './fixtures.ts';

const PIP = 10;

interface Setup {
  side: 'buy' | 'sell';
  sl: number | null;
  tp: number | null;
  trailing: number | null;
  activation: number | null;
  breakEven: { pips: number; offset: number } | null;
}

const setup: fc.Arbitrary<Setup> = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  sl: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  tp: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
  trailing: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  activation: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
  breakEven: fc.option(
    fc.integer({ min: 1, max: 80 }).chain((pips) => fc.record({ pips: fc.constant(pips), offset: fc.integer({ min: 0, max: pips - 1 }) })),
    { nil: null },
  ),
});
const move = fc.record({ move: fc.integer({ min: -300, max: 300 }), spread: fc.integer({ min: 1, max: 30 }) });

/** What one open position looks like to the naive scan: every position looked at on every tick. */
interface Model {
  id: number;
  side: 'buy' | 'sell';
  open: number;
  sl: number | null;
  tp: number | null;
  trailing: number | null;
  activation: number | null;
  breakEven: number | null;
  offset: number;
}

function naiveTick(models: Map<number, Model>, bid: number, ask: number): Array<{ id: number; reason: string; at: number }> {
  const closes: Array<{ id: number; reason: string; at: number }> = [];
  for (const m of models.values()) {
    const buy = m.side === 'buy';
    const price = buy ? bid : ask;
    const gain = buy ? price - m.open : m.open - price;
    if (m.breakEven !== null && gain >= m.breakEven) {
      const target = buy ? m.open + m.offset : m.open - m.offset;
      if (m.sl === null || (buy ? target > m.sl : target < m.sl)) m.sl = target;
      m.breakEven = null;
    }
    if (m.trailing !== null && (m.activation === null || gain >= m.activation)) {
      const target = buy ? price - m.trailing : price + m.trailing;
      if (m.sl === null || (buy ? target - m.sl : m.sl - target) >= PIP) m.sl = target;
    }
    if (m.sl !== null && (buy ? price <= m.sl : price >= m.sl)) closes.push({ id: m.id, reason: 'stop_loss', at: price });
    else if (m.tp !== null && (buy ? price >= m.tp : price <= m.tp)) closes.push({ id: m.id, reason: 'take_profit', at: price });
  }
  for (const c of closes) models.delete(c.id);
  return closes.sort((a, b) => a.id - b.id);
}

function freshEngine(): TradingEngine {
  const engine = new TradingEngine();
  engine.upsertSymbol(EURUSD);
  engine.upsertSymbol(USDJPY);
  engine.tick({ symbol: 'USDJPY', bid: 150, ask: 150.02, time: T0, marketOpen: true });
  return engine;
}

/** A new engine built the way the server restarts: symbols, quotes, accounts, then every live order from storage. */
function reload(engine: TradingEngine, bid: number, ask: number, now: number): TradingEngine {
  const next = freshEngine();
  next.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: ask / 1e5, time: now, marketOpen: false });
  const figures = engine.accountFigures(1)!;
  next.loadAccount({ accountId: 1, balanceCents: figures.balanceCents, creditCents: 0, reservedCents: 0 });
  for (const order of engine.state.orders.values()) next.loadOrder({ ...order });
  return next;
}

describe('trailing stop and break-even properties', () => {
  it('random positions (trailing stops with and without an activation profit) and ticks, when run through the ladders and a naive scan (with a reload halfway), then the fills agree and no SL moves against its trade', () => {
    fc.assert(
      fc.property(
        fc.array(setup, { minLength: 1, maxLength: 12 }),
        fc.array(move, { minLength: 1, maxLength: 60 }),
        fc.nat(),
        (setups, moves, reloadAt) => {
          let engine = freshEngine();
          let bid = 110_000;
          let ask = bid + 10;
          let now = T0;
          const tick = () => engine.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: ask / 1e5, time: now, marketOpen: true });
          tick();
          engine.loadAccount({ accountId: 1, balanceCents: 1_000_000_000, creditCents: 0, reservedCents: 0 });
          const models = new Map<number, Model>();
          for (const s of setups) {
            const dir = s.side === 'buy' ? 1 : -1;
            const close = s.side === 'buy' ? bid : ask;
            const placed = engine.place({
              accountId: 1,
              symbol: 'EURUSD',
              side: s.side,
              orderType: 'market',
              volume: 0.01,
              leverage: 400,
              requestedPrice: null,
              triggerPrice: null,
              stopLossPrice: s.sl === null ? null : (close - dir * s.sl * PIP) / 1e5,
              takeProfitPrice: s.tp === null ? null : (close + dir * s.tp * PIP) / 1e5,
              expiryAt: null,
              receivedAt: now,
              now,
              marketOpen: true,
            });
            if (!placed.ok) throw new Error(placed.error.message);
            const o = placed.value;
            const set = engine.modifyStops({
              accountId: 1,
              orderId: o.id,
              now,
              stopLossPrice: o.stopLossPts === null ? null : o.stopLossPts / 1e5,
              takeProfitPrice: o.takeProfitPts === null ? null : o.takeProfitPts / 1e5,
              trailingStopPips: s.trailing,
              trailingActivationPips: s.trailing === null ? null : s.activation,
              breakEvenPips: s.breakEven?.pips ?? null,
              breakEvenOffsetPips: s.breakEven?.offset ?? null,
            });
            if (!set.ok) throw new Error(set.error.message);
            const v: EngineOrder = set.value;
            models.set(v.id, {
              id: v.id,
              side: v.side,
              open: v.openPts!,
              sl: v.stopLossPts,
              tp: v.takeProfitPts,
              trailing: v.trailingStopPts,
              activation: v.trailingActivationPts,
              breakEven: v.breakEvenPts,
              offset: v.breakEvenOffsetPts,
            });
          }
          const lastSl = new Map([...models.values()].map((m) => [m.id, m.sl]));
          moves.forEach((m, index) => {
            if (index === reloadAt % moves.length) engine = reload(engine, bid, ask, now);
            now += 1000;
            bid = Math.max(50_000, bid + m.move);
            ask = bid + m.spread;
            const effects: Effect[] = tick();
            const fills = effects
              .flatMap((e) =>
                e.type === 'order' && e.event === 'closed' ? [{ id: e.order.id, reason: e.order.closeReason!, at: e.order.closePts! }] : [],
              )
              .sort((a, b) => a.id - b.id);
            expect(fills).toEqual(naiveTick(models, bid, ask));
            for (const model of models.values()) {
              const live = engine.liveOrder(model.id)!;
              expect(live.stopLossPts).toBe(model.sl);
              const before = lastSl.get(model.id) ?? null;
              if (before !== null && live.stopLossPts !== null)
                expect(model.side === 'buy' ? live.stopLossPts >= before : live.stopLossPts <= before).toBe(true);
              lastSl.set(model.id, live.stopLossPts);
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
