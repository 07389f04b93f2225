import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AlertLadder } from '../../src/engine/alert-ladder.ts';
import type { Condition } from '../../src/engine/condition-ladders.ts';
import { T0, engineWithAccount, marketBuy } from './fixtures.ts';
import type { EngineGroup } from '../../src/engine/conditions.ts';
import { compactIfStale } from '../../src/engine/tick.ts';

/** A group whose only terms are a markup on EURUSD (the sheet's other figures). */
const groupMarkingUp = (id: number, markup: { markupMode: 'points' | 'percent'; markup: number }): EngineGroup => ({
  id,
  marginCallPercent: 100,
  stopOutPercent: 50,
  maxLeverage: 1000,
  tradeMode: 'full',
  symbols: new Map([
    [
      'EURUSD',
      {
        ...markup,
        commissionMode: 'per_lot',
        commission: 0,
        leverageCap: 400,
        swapLongCents: 0,
        swapShortCents: 0,
        volumeMinUnits: 100,
        volumeMaxUnits: 1_000_000,
        volumeStepUnits: 100,
        tradeMode: 'full',
      },
    ],
  ]),
});

const CONDITIONS: Condition[] = ['ask_at_or_below', 'ask_at_or_above', 'bid_at_or_above', 'bid_at_or_below'];

/** One filed entry as the naive model keeps it. */
interface Filed {
  condition: Condition;
  key: number;
  ref: number;
  version: number;
  seq: number;
}

const crosses = (e: Filed, bid: number, ask: number) =>
  e.condition === 'ask_at_or_below'
    ? ask <= e.key
    : e.condition === 'ask_at_or_above'
      ? ask >= e.key
      : e.condition === 'bid_at_or_above'
        ? bid >= e.key
        : bid <= e.key;
/** Firing order: ladder by ladder, nearest price first, then in filing order. */
const nearestFirst = (a: Filed, b: Filed) =>
  CONDITIONS.indexOf(a.condition) - CONDITIONS.indexOf(b.condition) ||
  (a.condition.endsWith('below') ? b.key - a.key : a.key - b.key) ||
  a.seq - b.seq;

const op = fc.oneof(
  fc.record({
    op: fc.constant('add' as const),
    condition: fc.constantFrom(...CONDITIONS),
    key: fc.integer({ min: 90, max: 110 }),
    ref: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ op: fc.constant('invalidate' as const), ref: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ op: fc.constant('sweep' as const), budget: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ op: fc.constant('tick' as const), bid: fc.integer({ min: 85, max: 115 }), spread: fc.integer({ min: 0, max: 4 }) }),
);

describe('ladders swept a bounded step at a time', () => {
  it('random entries, invalidations, small sweeps and ticks, when compared with a naive list, then every tick fires the same live entries in the same order and a finished pass drops every entry stale when it began', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
        const ladder = new AlertLadder();
        const versions = new Map<number, number>();
        const isLive = (_kind: number, ref: number, version: number) => (versions.get(ref) ?? 0) === version;
        let filed: Filed[] = [];
        let seq = 0;
        let staleAtPassStart: Set<Filed> | undefined;
        for (const step of ops) {
          if (step.op === 'add') {
            const version = versions.get(step.ref) ?? 0;
            ladder.add(step.condition, step.key, 0, step.ref, version);
            filed.push({ condition: step.condition, key: step.key, ref: step.ref, version, seq: seq++ });
          } else if (step.op === 'invalidate') versions.set(step.ref, (versions.get(step.ref) ?? 0) + 1);
          else if (step.op === 'sweep') {
            staleAtPassStart ??= new Set(filed.filter((e) => !isLive(0, e.ref, e.version)));
            if (ladder.sweep(isLive, step.budget)) {
              // Whatever was stale when the pass began is gone; what went stale during it may still be there.
              const gone = staleAtPassStart;
              filed = filed.filter((e) => !gone.has(e));
              expect(ladder.size).toBeLessThanOrEqual(filed.length);
              expect(ladder.size).toBeGreaterThanOrEqual(filed.filter((e) => isLive(0, e.ref, e.version)).length);
              staleAtPassStart = undefined;
            }
          } else {
            const ask = step.bid + step.spread;
            const fired = ladder.crossed(step.bid, ask);
            const got: string[] = [];
            for (let i = 0; i < fired.length; i++)
              if (isLive(0, fired.ref(i), fired.version(i))) got.push(`${fired.ref(i)}@${fired.version(i)}`);
            const expected = filed
              .filter((e) => crosses(e, step.bid, ask))
              .sort(nearestFirst)
              .filter((e) => isLive(0, e.ref, e.version))
              .map((e) => `${e.ref}@${e.version}`);
            expect(got).toEqual(expected);
            filed = filed.filter((e) => !crosses(e, step.bid, ask));
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  // The feed's spread is 10 points: a 40-point markup and a 200 % one both take 20 off the bid.
  it.each([
    ['no markup', undefined, 0],
    ['a 40-point markup (its entries in the symbol ladder, keys moved)', { markupMode: 'points' as const, markup: 40 }, 20],
    ["a 200 % markup (its entries in the group's ladder)", { markupMode: 'percent' as const, markup: 200 }, 10],
  ])(
    'a buy trailing its stop for thousands of pips with %s, when the stale SL entries pile up, then they are swept away and the last SL still closes the trade at the group bid',
    (_name, markup, bidMarkup) => {
      const engine = engineWithAccount();
      if (markup) {
        engine.setGroups([groupMarkingUp(3, markup)]);
        engine.assignGroup(1, 3);
      }
      const placed = engine.place(marketBuy({}));
      if (!placed.ok) throw new Error(placed.error.message);
      const id = placed.value.id;
      const set = engine.modifyStops({
        accountId: 1,
        orderId: id,
        now: T0,
        stopLossPrice: null,
        takeProfitPrice: 1.65,
        trailingStopPips: 10,
      });
      if (!set.ok) throw new Error(set.error.message);
      let bid = 110_000;
      for (let step = 1; step <= 4_000; step++) {
        bid += 10;
        engine.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: (bid + 10) / 1e5, time: T0 + step, marketOpen: true });
      }
      // The SL trails the bid the trader sees (the group's).
      const groupBid = bid - bidMarkup;
      expect(engine.liveOrder(id)!.stopLossPts).toBe(groupBid - 100);
      // 4,000 moves left 4,000 old SL entries behind: the sweep keeps the ladders near their live size.
      const size = engine.state.laddersOf('EURUSD').reduce((sum, ladder) => sum + ladder.size, 0);
      expect(size).toBeLessThan(3_000);
      // A sweep passing after the last move keeps the live SL (filed at its moved key when the markup is in points).
      engine.state.staleEntries.set('EURUSD', 2_048);
      compactIfStale(engine.state, 'EURUSD');
      expect(engine.state.staleEntries.get('EURUSD')).toBe(0);
      // One point above the SL nothing fires; at it, the trade closes at the group's bid.
      expect(engine.tick({ symbol: 'EURUSD', bid: (bid - 99) / 1e5, ask: (bid - 89) / 1e5, time: T0 + 5_000, marketOpen: true })).toEqual(
        [],
      );
      const closed = engine.tick({ symbol: 'EURUSD', bid: (bid - 100) / 1e5, ask: (bid - 90) / 1e5, time: T0 + 6_000, marketOpen: true });
      const close = closed.flatMap((e) => (e.type === 'order' && e.event === 'closed' ? [e.order] : []));
      expect(close.map((o) => [o.id, o.closeReason, o.closePts])).toEqual([[id, 'stop_loss', groupBid - 100]]);
    },
  );
});
