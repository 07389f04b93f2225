import { describe, expect, it } from 'vitest';
import type { EngineGroup, SymbolTerms } from '../../src/engine/conditions.ts';
import { EURUSD, engineWithAccount, marketBuy } from './fixtures.ts';

const terms = (over: Partial<SymbolTerms>): SymbolTerms => ({
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

const group = (eurusd: Partial<SymbolTerms>): EngineGroup => ({
  id: 1,
  marginCallPercent: 100,
  stopOutPercent: 50,
  maxLeverage: 1000,
  tradeMode: 'full',
  symbols: new Map([['EURUSD', terms(eurusd)]]),
});

// The engine resolves an account's conditions once per group × symbol and keeps them: an edit must drop them.
describe('resolved conditions', () => {
  it('a group, when it is edited after a fill, then the next fill reads the edited markup and commission', () => {
    const engine = engineWithAccount();
    engine.setGroups([group({ markup: 20, commission: 1 })]);
    engine.assignGroup(1, 1);
    const first = engine.place(marketBuy());
    engine.setGroups([group({ markup: 40, commission: 2 })]);
    const second = engine.place(marketBuy());
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(second.value.openPts! - first.value.openPts!).toBe(10);
    expect([first.value.commissionCents, second.value.commissionCents]).toEqual([100, 200]);
  });

  it('a symbol sheet, when its leverage cap is edited after a fill, then the next order trades at the new cap', () => {
    const engine = engineWithAccount();
    engine.setGroups([{ ...group({}), symbols: new Map() }]);
    engine.assignGroup(1, 1);
    const first = engine.place(marketBuy({ leverage: 500 }));
    engine.upsertSymbol({ ...EURUSD, leverageCap: 50 });
    const second = engine.place(marketBuy({ leverage: 500 }));
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(first.value.leverage).toBe(EURUSD.leverageCap);
    expect(second.value.leverage).toBe(50);
  });
});
