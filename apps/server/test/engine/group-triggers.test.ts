import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { EngineGroup, SymbolTerms } from '../../src/engine/conditions.ts';
import type { Effect } from '../../src/engine/types.ts';
import { T0, engineWithAccount, marketBuy } from './fixtures.ts';

const eurusdTerms = (markupMode: 'points' | 'percent', markup: number): SymbolTerms => ({
  markupMode,
  markup,
  commissionMode: 'per_lot',
  commission: 0,
  leverageCap: 400,
  swapLongCents: -700,
  swapShortCents: 200,
  volumeMinUnits: 100,
  volumeMaxUnits: 1_000_000,
  volumeStepUnits: 100,
  tradeMode: 'full',
});

const groupWith = (id: number, terms: SymbolTerms): EngineGroup => ({
  id,
  marginCallPercent: 100,
  stopOutPercent: 50,
  maxLeverage: 1000,
  tradeMode: 'full',
  symbols: new Map([['EURUSD', terms]]),
});

/** The group's prices recomputed plainly: the markup's points (or share of the spread), floor half off the bid, the rest on the ask. */
function groupQuote(mode: 'points' | 'percent', markup: number, bid: number, ask: number) {
  const total = mode === 'points' ? markup : Math.round(((ask - bid) * markup) / 100);
  return { bid: bid - Math.floor(total / 2), ask: ask + total - Math.floor(total / 2) };
}

const price = (pts: number) => pts / 100_000;
const orderEvents = (effects: Effect[]) => effects.flatMap((e) => (e.type === 'order' ? [e] : []));

describe("triggers at the group's prices", () => {
  it('random markups and price paths, when pending orders, SL and TP wait, then each fires on the first tick its group price crosses it, at that price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('points' as const, 'percent' as const),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.record({ move: fc.integer({ min: -25, max: 25 }), spread: fc.integer({ min: 2, max: 30 }) }), {
          minLength: 5,
          maxLength: 40,
        }),
        fc.integer({ min: 12, max: 60 }),
        (mode, markup, path, gap) => {
          const engine = engineWithAccount(100_000_000);
          engine.setGroups([groupWith(3, eurusdTerms(mode, markup))]);
          engine.assignGroup(1, 3);
          let bid = 110_000;
          let ask = 110_010;
          const start = groupQuote(mode, markup, bid, ask);
          // A buy limit under the group's ask, and a position whose SL and TP sit around the group's bid.
          const limitPts = start.ask - gap;
          const limit = engine.place(marketBuy({ orderType: 'limit', triggerPrice: price(limitPts), requestedPrice: null }));
          if (!limit.ok) throw new Error(limit.error.message);
          const open = engine.place(
            marketBuy({ stopLossPrice: price(start.bid - gap - 1), takeProfitPrice: price(start.bid + gap + 1), requestedPrice: null }),
          );
          if (!open.ok) throw new Error(open.error.message);
          expect(open.value.openPts).toBe(start.ask);
          let limitDone = false;
          let openDone = false;
          for (const [i, step] of path.entries()) {
            bid += step.move;
            ask = bid + step.spread;
            const seen = groupQuote(mode, markup, bid, ask);
            const events = orderEvents(
              engine.tick({ symbol: 'EURUSD', bid: price(bid), ask: price(ask), time: T0 + i + 1, marketOpen: true }),
            );
            const triggered = events.find((e) => e.order.id === limit.value.id && e.event === 'triggered');
            expect(Boolean(triggered)).toBe(!limitDone && seen.ask <= limitPts);
            if (triggered) {
              limitDone = true;
              expect(triggered.order.openPts).toBe(seen.ask);
            }
            const closed = events.find((e) => e.event === 'closed' && e.order.id === open.value.id);
            const slHit = seen.bid <= start.bid - gap - 1;
            const tpHit = seen.bid >= start.bid + gap + 1;
            expect(Boolean(closed)).toBe(!openDone && (slHit || tpHit));
            if (closed) {
              openDone = true;
              expect(closed.order.closeReason).toBe(slHit ? 'stop_loss' : 'take_profit');
              expect(closed.order.closePts).toBe(seen.bid);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a trader moved into a group with markup, when the group's bid reaches their SL before the symbol's does, then the SL fires at the group's bid", () => {
    const engine = engineWithAccount(10_000_000);
    engine.setGroups([groupWith(3, eurusdTerms('points', 40))]);
    const open = engine.place(marketBuy({ stopLossPrice: price(109_950), requestedPrice: null }));
    if (!open.ok) throw new Error(open.error.message);
    engine.assignGroup(1, 3);
    // The symbol's bid at 109,960 is above the SL; the group's (20 points lower) is 109,940, below it: the SL fires.
    const fired = orderEvents(engine.tick({ symbol: 'EURUSD', bid: price(109_960), ask: price(109_970), time: T0 + 1, marketOpen: true }));
    expect(fired.find((e) => e.event === 'closed')?.order).toMatchObject({ closeReason: 'stop_loss', closePts: 109_940 });
  });

  it('a trader moved out of a marked-up group, when the symbol reaches the SL, then it fires at the feed price', () => {
    const engine = engineWithAccount(10_000_000);
    engine.setGroups([groupWith(3, eurusdTerms('points', 40))]);
    engine.assignGroup(1, 3);
    const open = engine.place(marketBuy({ stopLossPrice: price(109_900), requestedPrice: null }));
    if (!open.ok) throw new Error(open.error.message);
    engine.assignGroup(1, 0);
    expect(
      orderEvents(engine.tick({ symbol: 'EURUSD', bid: price(109_910), ask: price(109_920), time: T0 + 1, marketOpen: true })),
    ).toEqual([]);
    const fired = orderEvents(engine.tick({ symbol: 'EURUSD', bid: price(109_900), ask: price(109_910), time: T0 + 2, marketOpen: true }));
    expect(fired.find((e) => e.event === 'closed')?.order).toMatchObject({ closeReason: 'stop_loss', closePts: 109_900 });
  });

  it("a percentage markup's ladder passed over by quiet ticks, when a nearer buy limit is placed, then the next tick that reaches it at the group's ask fills it", () => {
    const engine = engineWithAccount(100_000_000);
    // 200 % of a 10-point spread: the group's ask is the feed's plus 10 points.
    engine.setGroups([groupWith(3, eurusdTerms('percent', 200))]);
    engine.assignGroup(1, 3);
    const far = engine.place(marketBuy({ orderType: 'limit', triggerPrice: price(109_000), requestedPrice: null }));
    if (!far.ok) throw new Error(far.error.message);
    // Quiet ticks: nothing is near, so the group's ladder is skipped from now on.
    for (let i = 1; i <= 3; i++)
      expect(engine.tick({ symbol: 'EURUSD', bid: price(110_000 + i), ask: price(110_010 + i), time: T0 + i, marketOpen: true })).toEqual(
        [],
      );
    const near = engine.place(marketBuy({ orderType: 'limit', triggerPrice: price(109_990), requestedPrice: null }));
    if (!near.ok) throw new Error(near.error.message);
    // The feed's ask 109,980 is the group's 109,990: the limit's price.
    const events = orderEvents(
      engine.tick({ symbol: 'EURUSD', bid: price(109_970), ask: price(109_980), time: T0 + 10, marketOpen: true }),
    );
    expect(events.map((e) => [e.order.id, e.event, e.order.openPts])).toEqual([[near.value.id, 'triggered', 109_990]]);
  });
});
