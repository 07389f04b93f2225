import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { EngineGroup, SymbolTerms } from '../../src/engine/conditions.ts';
import type { Effect } from '../../src/engine/types.ts';
import { T0, engineWithAccount, marketBuy } from './fixtures.ts';

const terms = (over: Partial<SymbolTerms> = {}): SymbolTerms => ({
  markupMode: 'points',
  markup: 0,
  commissionMode: 'per_lot',
  commission: 0,
  leverageCap: 400,
  swapLongCents: -700,
  swapShortCents: 200,
  volumeMinUnits: 100,
  volumeMaxUnits: 1_000_000,
  volumeStepUnits: 100,
  tradeMode: 'full',
  ...over,
});

const group = (id: number, eurusd?: Partial<SymbolTerms>, levels: Partial<EngineGroup> = {}): EngineGroup => ({
  id,
  marginCallPercent: 100,
  stopOutPercent: 50,
  maxLeverage: 1000,
  tradeMode: 'full',
  symbols: new Map(eurusd ? [['EURUSD', terms(eurusd)]] : []),
  ...levels,
});

const ledgerSum = (effects: Effect[], accountId: number) =>
  effects.reduce((sum, e) => (e.type === 'ledger' && e.accountId === accountId ? sum + e.amountCents : sum), 0);

describe('client group conditions in the engine', () => {
  it('two accounts in two groups, when both buy at the same moment, then their prices differ by the markups and each pays its own commission', () => {
    const engine = engineWithAccount(1_000_000, 1);
    engine.loadAccount({ accountId: 2, balanceCents: 1_000_000, creditCents: 0, reservedCents: 0 });
    engine.setGroups([group(1), group(2, { markup: 20, commission: 3.5 })]);
    engine.assignGroup(1, 1);
    engine.assignGroup(2, 2);
    const plain = engine.place(marketBuy({ accountId: 1 }));
    const marked = engine.place(marketBuy({ accountId: 2 }));
    if (!plain.ok || !marked.ok) throw new Error('refused');
    expect(marked.value.openPts! - plain.value.openPts!).toBe(10);
    expect(plain.value.commissionCents).toBe(0);
    expect(marked.value.commissionCents).toBe(350);
    expect(ledgerSum(marked.effects, 2)).toBe(-350);
    const closed = engine.close({ accountId: 2, orderId: marked.value.id, volume: null, now: T0, marketOpen: true });
    if (!closed.ok) throw new Error('refused');
    // Closed at the group's bid, 10 points under the symbol's; commission on both sides.
    expect(closed.value.closePts).toBe(110_000 - 10);
    expect(closed.value.commissionCents).toBe(700);
    const booked = ledgerSum([...marked.effects, ...closed.effects], 2);
    expect(1_000_000 + booked).toBe(engine.accountFigures(2)!.balanceCents);
  });

  it('a symbol in close-only, when a new order comes, then 409 CLOSE_ONLY, and an open position still closes', () => {
    const engine = engineWithAccount();
    engine.setGroups([group(1)]);
    engine.assignGroup(1, 1);
    const open = engine.place(marketBuy());
    if (!open.ok) throw new Error('refused');
    engine.setGroups([group(1, { tradeMode: 'close_only' })]);
    const refused = engine.place(marketBuy());
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'CLOSE_ONLY', status: 409 });
    const closed = engine.close({ accountId: 1, orderId: open.value.id, volume: null, now: T0, marketOpen: true });
    expect(closed.ok).toBe(true);
  });

  it('a group with a leverage cap of 50, when a trader asks 400, then the position takes margin at 50', () => {
    const engine = engineWithAccount();
    engine.setGroups([group(1, { leverageCap: 50 })]);
    engine.assignGroup(1, 1);
    const placed = engine.place(marketBuy({ leverage: 400 }));
    if (!placed.ok) throw new Error('refused');
    expect(placed.value.leverage).toBe(50);
    expect(placed.value.marginCents).toBe(220_020); // 1 lot × 100,000 × 1.1001 ÷ 50
  });

  it('a group whose stop-out level is 90 %, when the margin level falls to 76 %, then the position is stopped out (the base group would keep it)', () => {
    const engine = engineWithAccount(30_000);
    engine.setGroups([group(1, undefined, { stopOutPercent: 90, marginCallPercent: 120 })]);
    engine.assignGroup(1, 1);
    const placed = engine.place(marketBuy({ leverage: 400, volume: 0.5 }));
    if (!placed.ok) throw new Error(placed.error.message);
    // Used margin ≈ 137.51 USD; equity 300 USD. A loss of 195 USD leaves 105 USD, 76 %.
    const effects = engine.tick({ symbol: 'EURUSD', bid: 1.0962, ask: 1.0963, time: T0 + 1000, marketOpen: true });
    effects.push(...engine.refreshRisk(T0 + 1000).effects);
    expect(effects.some((e) => e.type === 'order' && e.event === 'closed' && e.order.closeReason === 'stop_out')).toBe(true);
  });

  it('random markups, commissions and trades, when run, then every fill and commission equals a plain recomputation and the ledger sums to the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.constantFrom('per_lot' as const, 'per_million' as const),
        fc.array(
          fc.record({
            side: fc.constantFrom('buy' as const, 'sell' as const),
            lots: fc.integer({ min: 1, max: 50 }),
            move: fc.integer({ min: -200, max: 200 }),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (markup, commission, mode, trades) => {
          const engine = engineWithAccount(100_000_000);
          engine.setGroups([group(7, { markup, commission: commission / 100, commissionMode: mode })]);
          engine.assignGroup(1, 7);
          const effects: Effect[] = [];
          let bid = 110_000;
          for (const [i, trade] of trades.entries()) {
            const lots = trade.lots / 100;
            const placed = engine.place(marketBuy({ side: trade.side, volume: lots, now: T0 + i }));
            if (!placed.ok) throw new Error(placed.error.message);
            effects.push(...placed.effects);
            const ask = bid + 10;
            const below = Math.floor(markup / 2);
            const above = markup - below;
            expect(placed.value.openPts).toBe(trade.side === 'buy' ? ask + above : bid - below);
            expect(placed.value.commissionCents).toBe(expectedCommission(mode, commission / 100, lots, placed.value.openPts!));
            bid += trade.move;
            engine.tick({ symbol: 'EURUSD', bid: bid / 100_000, ask: (bid + 10) / 100_000, time: T0 + i, marketOpen: true });
            const closed = engine.close({ accountId: 1, orderId: placed.value.id, volume: null, now: T0 + i, marketOpen: true });
            if (!closed.ok) throw new Error(closed.error.message);
            effects.push(...closed.effects);
            const closePts = trade.side === 'buy' ? bid - below : bid + 10 + above;
            expect(closed.value.closePts).toBe(closePts);
            expect(closed.value.commissionCents).toBe(
              placed.value.commissionCents + expectedCommission(mode, commission / 100, lots, closePts),
            );
          }
          expect(100_000_000 + ledgerSum(effects, 1)).toBe(engine.accountFigures(1)!.balanceCents);
        },
      ),
      { numRuns: 150 },
    );
  });
});

function expectedCommission(mode: 'per_lot' | 'per_million', rate: number, lots: number, pricePts: number): number {
  if (mode === 'per_lot') return Math.round(rate * lots * 100);
  return Math.round(((lots * 100_000 * (pricePts / 100_000)) / 1_000_000) * rate * 100);
}
