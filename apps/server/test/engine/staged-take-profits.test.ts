import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TradingEngine } from '../../src/engine/trading-engine.ts';
import type { Effect } from '../../src/engine/types.ts';
import { EURUSD, T0, USDJPY, engineWithAccount, marketBuy } from './fixtures.ts';

const closes = (effects: Effect[]) =>
  effects.flatMap((e) =>
    e.type === 'order' && e.event === 'closed' ? [[e.order.volumeUnits / 10_000, e.order.closeReason, e.order.closePts]] : [],
  );

const tick = (engine: TradingEngine, bid: number, time = T0 + 1000) =>
  engine.tick({ symbol: 'EURUSD', bid, ask: Number((bid + 0.0001).toFixed(5)), time, marketOpen: true });

describe('staged take-profits', () => {
  it('a 1-lot buy with levels of 0.3 at +20 pips and 0.3 at +40 pips, when the price passes each, then each closes its volume once with its own history row', () => {
    const engine = engineWithAccount(10_000_000);
    const placed = engine.place(
      marketBuy({
        takeProfitLevels: [
          { price: 1.104, volume: 0.3 },
          { price: 1.102, volume: 0.3 },
        ],
      }),
    );
    if (!placed.ok) throw new Error(placed.error.message);
    const id = placed.value.id;
    expect(placed.value.takeProfitLevels).toEqual([
      { pts: 110_200, units: 3000 },
      { pts: 110_400, units: 3000 },
    ]);

    expect(closes(tick(engine, 1.1021))).toEqual([[0.3, 'take_profit', 110_210]]);
    expect(engine.liveOrder(id)).toMatchObject({ volumeUnits: 7000, takeProfitLevels: [{ pts: 110_400, units: 3000 }] });
    // Back below and up to the first level again: it does not fill twice.
    expect(closes(tick(engine, 1.1, T0 + 2000))).toEqual([]);
    expect(closes(tick(engine, 1.1021, T0 + 3000))).toEqual([]);
    expect(closes(tick(engine, 1.105, T0 + 4000))).toEqual([[0.3, 'take_profit', 110_500]]);
    expect(engine.liveOrder(id)).toMatchObject({ volumeUnits: 4000, takeProfitLevels: [] });
  });

  it('levels that add up to the whole position, when the price jumps past both, then both close in one tick and the position is gone', () => {
    const engine = engineWithAccount(10_000_000);
    const placed = engine.place(
      marketBuy({
        takeProfitLevels: [
          { price: 1.102, volume: 0.5 },
          { price: 1.103, volume: 0.5 },
        ],
      }),
    );
    if (!placed.ok) throw new Error(placed.error.message);
    expect(closes(tick(engine, 1.11))).toEqual([
      [0.5, 'take_profit', 111_000],
      [0.5, 'take_profit', 111_000],
    ]);
    expect(engine.liveOrder(placed.value.id)).toBeUndefined();
  });

  it('levels on the wrong side, more than four, sharing a price, closing more than the position, off the volume step or at an absurd price, when set, then 422 on take_profit_levels and nothing changes', () => {
    const engine = engineWithAccount(10_000_000);
    const placed = engine.place(marketBuy());
    if (!placed.ok) throw new Error(placed.error.message);
    const id = placed.value.id;
    for (const levels of [
      [{ price: 1.099, volume: 0.1 }],
      [1.102, 1.103, 1.104, 1.105, 1.106].map((price) => ({ price, volume: 0.1 })),
      [
        { price: 1.102, volume: 0.1 },
        { price: 1.102, volume: 0.2 },
      ],
      [
        { price: 1.102, volume: 0.6 },
        { price: 1.103, volume: 0.6 },
      ],
      [{ price: 1.102, volume: 0.015 }],
      [{ price: 1e300, volume: 0.1 }],
    ]) {
      const result = engine.modifyStops({
        accountId: 1,
        orderId: id,
        now: T0,
        stopLossPrice: null,
        takeProfitPrice: null,
        takeProfitLevels: levels,
      });
      expect(!result.ok && Object.keys(result.error.errors ?? {})).toEqual(['take_profit_levels']);
    }
    expect(engine.liveOrder(id)!.takeProfitLevels).toEqual([]);
  });

  it('levels set from the SL/TP editor and then removed with an empty list, when the price passes them, then nothing closes', () => {
    const engine = engineWithAccount(10_000_000);
    const placed = engine.place(marketBuy());
    if (!placed.ok) throw new Error(placed.error.message);
    const base = { accountId: 1, orderId: placed.value.id, now: T0, stopLossPrice: null, takeProfitPrice: null };
    expect(engine.modifyStops({ ...base, takeProfitLevels: [{ price: 1.102, volume: 0.5 }] }).ok).toBe(true);
    expect(engine.modifyStops({ ...base, takeProfitLevels: [] }).ok).toBe(true);
    expect(closes(tick(engine, 1.11))).toEqual([]);
  });

  it('random positions with staged take-profits, SL and TP, when run through the ladders and a naive scan (with a reload halfway), then every close agrees and no level fills twice', () => {
    const level = fc.record({ pips: fc.integer({ min: 1, max: 200 }), lots: fc.integer({ min: 1, max: 6 }) });
    const setup = fc.record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      lots: fc.integer({ min: 1, max: 20 }),
      levels: fc.uniqueArray(level, { maxLength: 4, selector: (l) => l.pips }),
      sl: fc.option(fc.integer({ min: 1, max: 150 }), { nil: null }),
      tp: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(setup, { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: -250, max: 250 }), { minLength: 1, maxLength: 50 }),
        fc.nat(),
        (setups, moves, reloadAt) => {
          let engine = freshEngine();
          let bid = 110_000;
          let now = T0;
          const spread = 10;
          const send = () => engine.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: (bid + spread) / 1e5, time: now, marketOpen: true });
          send();
          interface Model {
            side: 'buy' | 'sell';
            units: number;
            sl: number | null;
            tp: number | null;
            levels: { pts: number; units: number }[];
          }
          const models = new Map<number, Model>();
          for (const s of setups) {
            const dir = s.side === 'buy' ? 1 : -1;
            const close = s.side === 'buy' ? bid : bid + spread;
            let room = s.lots;
            // A level at the TP's own price would make the firing order of the two a tie.
            const levels = s.levels
              .filter((l) => l.pips !== s.tp)
              .flatMap((l) => {
                const lots = Math.min(l.lots, room);
                room -= lots;
                return lots > 0 ? [{ price: (close + dir * l.pips * 10) / 1e5, volume: lots / 100 }] : [];
              });
            const placed = engine.place(
              marketBuy({
                side: s.side,
                volume: s.lots / 100,
                requestedPrice: null,
                stopLossPrice: s.sl === null ? null : (close - dir * s.sl * 10) / 1e5,
                takeProfitPrice: s.tp === null ? null : (close + dir * s.tp * 10) / 1e5,
                takeProfitLevels: levels,
                now,
                receivedAt: now,
              }),
            );
            if (!placed.ok) throw new Error(placed.error.message);
            const o = placed.value;
            models.set(o.id, { side: o.side, units: o.volumeUnits, sl: o.stopLossPts, tp: o.takeProfitPts, levels: o.takeProfitLevels });
          }
          moves.forEach((move, index) => {
            if (index === reloadAt % moves.length) {
              const reloaded = freshEngine();
              reloaded.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: (bid + spread) / 1e5, time: now, marketOpen: false });
              reloaded.loadAccount({
                accountId: 1,
                balanceCents: engine.accountFigures(1)!.balanceCents,
                creditCents: 0,
                reservedCents: 0,
              });
              for (const order of engine.state.orders.values())
                reloaded.loadOrder({ ...order, takeProfitLevels: [...order.takeProfitLevels] });
              expect(reloaded.stateHash()).toBe(engine.stateHash());
              engine = reloaded;
            }
            now += 1000;
            bid = Math.max(50_000, bid + move);
            const got = closes(send()).sort();
            const expected: (string | number | null)[][] = [];
            for (const [id, m] of [...models.entries()].sort(([a], [b]) => a - b)) {
              const price = m.side === 'buy' ? bid : bid + spread;
              const reached = (pts: number) => (m.side === 'buy' ? price >= pts : price <= pts);
              const closeAll = (reason: string) => {
                expected.push([m.units / 10_000, reason, price]);
                models.delete(id);
              };
              if (m.sl !== null && (m.side === 'buy' ? price <= m.sl : price >= m.sl)) {
                closeAll('stop_loss');
                continue;
              }
              // The levels the price reached, nearest first, then the TP (which closes what is left).
              const targets = [
                ...m.levels.filter((level) => reached(level.pts)),
                ...(m.tp !== null && reached(m.tp) ? [{ pts: m.tp, units: Infinity }] : []),
              ];
              for (const target of targets) {
                m.levels = m.levels.filter((level) => level !== target);
                if (target.units >= m.units) {
                  closeAll('take_profit');
                  break;
                }
                expected.push([target.units / 10_000, 'take_profit', price]);
                m.units -= target.units;
              }
            }
            expect(got).toEqual(expected.sort());
            for (const [id, m] of models) expect(engine.liveOrder(id)).toMatchObject({ volumeUnits: m.units, takeProfitLevels: m.levels });
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

function freshEngine(): TradingEngine {
  const engine = new TradingEngine();
  engine.upsertSymbol(EURUSD);
  engine.upsertSymbol(USDJPY);
  engine.tick({ symbol: 'USDJPY', bid: 150, ask: 150.02, time: T0, marketOpen: true });
  engine.loadAccount({ accountId: 1, balanceCents: 1_000_000_000, creditCents: 0, reservedCents: 0 });
  return engine;
}
