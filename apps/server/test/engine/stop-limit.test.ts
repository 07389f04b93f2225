import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Effect } from '../../src/engine/types.ts';
import { T0, engineWithAccount, marketBuy } from './fixtures.ts';

const events = (effects: Effect[]) => effects.flatMap((e) => (e.type === 'order' ? [[e.order.id, e.event]] : []));
const at = (bid: number, time: number) => ({ symbol: 'EURUSD', bid, ask: Number((bid + 0.0001).toFixed(5)), time, marketOpen: true });

describe('stop-limit orders', () => {
  it('a Buy Stop Limit with its stop at 1.1020 and limit at 1.1015, when the ask reaches the stop, then it waits as a limit and fills once the ask is back at the limit', () => {
    const engine = engineWithAccount(10_000_000);
    const placed = engine.place(marketBuy({ orderType: 'stop_limit', triggerPrice: 1.102, limitPrice: 1.1015 }));
    if (!placed.ok) throw new Error(placed.error.message);
    const id = placed.value.id;

    expect(events(engine.tick(at(1.1021, T0 + 1000)))).toEqual([[id, 'modified']]);
    expect(engine.liveOrder(id)).toMatchObject({ status: 'pending', stopReachedAt: T0 + 1000 });
    // The price runs away above the limit: no fill at a worse price than the limit.
    expect(events(engine.tick(at(1.103, T0 + 2000)))).toEqual([]);
    const fill = engine.tick(at(1.1013, T0 + 3000));
    expect(events(fill)).toEqual([[id, 'triggered']]);
    expect(engine.liveOrder(id)).toMatchObject({ status: 'open', openPts: 110_140 });
  });

  it('a Sell Stop Limit whose stop and limit a gap passes at once, when the price jumps, then it fills on that same tick at the market, no worse than its limit', () => {
    const engine = engineWithAccount(10_000_000);
    const placed = engine.place(marketBuy({ side: 'sell', orderType: 'stop_limit', triggerPrice: 1.098, limitPrice: 1.0985 }));
    if (!placed.ok) throw new Error(placed.error.message);
    const effects = engine.tick(at(1.099, T0 + 1000));
    expect(events(effects)).toEqual([]);
    expect(events(engine.tick(at(1.0979, T0 + 2000)))).toEqual([[placed.value.id, 'modified']]);
    // 1.0979 is below the limit of 1.0985: a sell limit waits for the bid to come back up to it.
    expect(events(engine.tick(at(1.0986, T0 + 3000)))).toEqual([[placed.value.id, 'triggered']]);
    expect(engine.liveOrder(placed.value.id)!.openPts).toBe(109_860);
  });

  it('a stop on the wrong side, a missing limit or a limit beyond its stop, when placed, then 422 with the field to fix', () => {
    const engine = engineWithAccount(10_000_000);
    const cases = [
      [{ triggerPrice: 1.099, limitPrice: 1.0985 }, 'INVALID_PENDING_PRICE'],
      [{ triggerPrice: 1.102, limitPrice: null }, 'VALIDATION_ERROR'],
      [{ triggerPrice: 1.102, limitPrice: 1.1025 }, 'INVALID_PENDING_PRICE'],
    ] as const;
    for (const [prices, code] of cases) {
      const result = engine.place(marketBuy({ orderType: 'stop_limit', ...prices }));
      expect(!result.ok && result.error.code).toBe(code);
    }
    expect(engine.state.orders.size).toBe(0);
  });

  it('a pending stop-limit, when its stop, limit and expiry are changed, then it waits on the new prices and expires at the new time', () => {
    const engine = engineWithAccount(10_000_000);
    const placed = engine.place(marketBuy({ orderType: 'stop_limit', triggerPrice: 1.102, limitPrice: 1.1015 }));
    if (!placed.ok) throw new Error(placed.error.message);
    const id = placed.value.id;
    const changed = engine.modifyTrigger({
      accountId: 1,
      orderId: id,
      now: T0,
      triggerPrice: 1.103,
      limitPrice: 1.1025,
      expiryAt: T0 + 60_000,
    });
    expect(changed.ok && changed.value).toMatchObject({ triggerPts: 110_300, limitPts: 110_250, expiryAt: T0 + 60_000 });
    expect(events(engine.tick(at(1.1021, T0 + 1000)))).toEqual([]);
    const wrong = engine.modifyTrigger({ accountId: 1, orderId: id, now: T0, limitPrice: 1.104 });
    expect(!wrong.ok && wrong.error.code).toBe('INVALID_PENDING_PRICE');
    expect(events(engine.expire(T0 + 60_000))).toEqual([[id, 'expired']]);
  });

  it('random stop-limits and ticks, when run through the ladders and a naive scan, then the stops reached and the fills agree', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            side: fc.constantFrom('buy' as const, 'sell' as const),
            stop: fc.integer({ min: 2, max: 150 }),
            back: fc.integer({ min: 0, max: 100 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.array(fc.integer({ min: -150, max: 150 }), { minLength: 1, maxLength: 50 }),
        (setups, moves) => {
          const engine = engineWithAccount(1_000_000_000);
          let bid = 110_000;
          const spread = 10;
          const models = new Map<number, { side: 'buy' | 'sell'; stop: number; limit: number; reached: boolean }>();
          for (const s of setups) {
            const buy = s.side === 'buy';
            const stop = buy ? bid + spread + s.stop * 10 : bid - s.stop * 10;
            const limit = buy ? stop - s.back * 10 : stop + s.back * 10;
            const placed = engine.place(
              marketBuy({ side: s.side, orderType: 'stop_limit', triggerPrice: stop / 1e5, limitPrice: limit / 1e5, volume: 0.01 }),
            );
            if (!placed.ok) throw new Error(placed.error.message);
            models.set(placed.value.id, { side: s.side, stop, limit, reached: false });
          }
          let now = T0;
          for (const move of moves) {
            now += 1000;
            bid = Math.max(50_000, bid + move);
            const ask = bid + spread;
            const fills = engine
              .tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: ask / 1e5, time: now, marketOpen: true })
              .flatMap((e) => (e.type === 'order' && e.event === 'triggered' ? [e.order.id] : []))
              .sort((a, b) => a - b);
            const expected: number[] = [];
            for (const [id, m] of [...models.entries()].sort(([a], [b]) => a - b)) {
              const buy = m.side === 'buy';
              if (!m.reached && (buy ? ask >= m.stop : bid <= m.stop)) m.reached = true;
              if (m.reached && (buy ? ask <= m.limit : bid >= m.limit)) {
                expected.push(id);
                models.delete(id);
              }
            }
            expect(fills).toEqual(expected);
            for (const [id, m] of models) expect(engine.liveOrder(id)!.stopReachedAt !== null).toBe(m.reached);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
