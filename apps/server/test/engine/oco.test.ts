import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { T0, engineWithAccount, marketBuy } from './fixtures.ts';
import type { TradingEngine } from '../../src/engine/trading-engine.ts';

function bracket(engine: TradingEngine, above: number, below: number) {
  const first = engine.place(marketBuy({ orderType: 'stop', triggerPrice: above, volume: 0.1 }));
  if (!first.ok) throw new Error(first.error.message);
  const second = engine.place(marketBuy({ side: 'sell', orderType: 'stop', triggerPrice: below, volume: 0.1, ocoOrderId: first.value.id }));
  if (!second.ok) throw new Error(second.error.message);
  return { first: first.value, second: second.value };
}

describe('one-cancels-other pending orders', () => {
  it('a buy stop and a sell stop linked, when the buy stop triggers, then the sell stop is cancelled in the same tick', () => {
    const engine = engineWithAccount();
    const { first, second } = bracket(engine, 1.102, 1.098);
    expect(engine.liveOrder(first.id)!.ocoOrderId).toBe(second.id);
    const effects = engine.tick({ symbol: 'EURUSD', bid: 1.1025, ask: 1.1026, time: T0 + 1000, marketOpen: true });
    expect(effects.filter((e) => e.type === 'order').map((e) => e.type === 'order' && [e.order.id, e.event])).toEqual([
      [first.id, 'triggered'],
      [second.id, 'cancelled'],
    ]);
    expect(engine.liveOrder(second.id)).toBeUndefined();
    expect(engine.liveOrder(first.id)).toMatchObject({ status: 'open', ocoOrderId: null });
  });

  it('a linked pair, when one leg is cancelled by the trader, then the other is cancelled too', () => {
    const engine = engineWithAccount();
    const { first, second } = bracket(engine, 1.102, 1.098);
    const cancelled = engine.cancel({ accountId: 1, orderId: second.id, now: T0 });
    expect(cancelled.ok && cancelled.effects.filter((e) => e.type === 'order').length).toBe(2);
    expect(engine.liveOrder(first.id)).toBeUndefined();
  });

  it('an OCO link to a market position, another trader’s order or an already linked one, when placed, then 422 on oco_order_id', () => {
    const engine = engineWithAccount();
    engine.loadAccount({ accountId: 2, balanceCents: 1_000_000, creditCents: 0, reservedCents: 0 });
    const position = engine.place(marketBuy());
    const { first } = bracket(engine, 1.102, 1.098);
    const pendingOf2 = engine.place(marketBuy({ accountId: 2, orderType: 'limit', triggerPrice: 1.09 }));
    for (const [accountId, link] of [
      [1, position.ok ? position.value.id : 0],
      [1, first.id],
      [1, pendingOf2.ok ? pendingOf2.value.id : 0],
    ] as const) {
      const result = engine.place(marketBuy({ accountId, orderType: 'limit', triggerPrice: 1.09, ocoOrderId: link }));
      expect(!result.ok && Object.keys(result.error.errors ?? {})).toEqual(['oco_order_id']);
    }
  });

  it('random linked brackets and ticks, when run, then at most one leg of each pair ever fills', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ up: fc.integer({ min: 2, max: 60 }), down: fc.integer({ min: 2, max: 60 }) }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: -120, max: 120 }), { minLength: 1, maxLength: 40 }),
        (pairs, moves) => {
          const engine = engineWithAccount(100_000_000);
          const legs = pairs.map(({ up, down }) => bracket(engine, (110_000 + 10 + up * 10) / 1e5, (110_000 - down * 10) / 1e5));
          const filled = new Set<number>();
          let bid = 110_000;
          moves.forEach((move, i) => {
            bid += move * 10;
            for (const e of engine.tick({ symbol: 'EURUSD', bid: bid / 1e5, ask: (bid + 10) / 1e5, time: T0 + i + 1, marketOpen: true }))
              if (e.type === 'order' && e.event === 'triggered') filled.add(e.order.id);
          });
          for (const { first, second } of legs) expect(filled.has(first.id) && filled.has(second.id)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
