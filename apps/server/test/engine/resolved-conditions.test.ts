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

  it('a symbol sheet, when the same figures are handed to the engine again (every order does), then the resolved conditions are kept; when one figure differs, they are resolved again', () => {
    const engine = engineWithAccount();
    engine.setGroups([group({ markup: 20 })]);
    engine.assignGroup(1, 1);
    const account = engine.state.account(1)!;
    const kept = engine.state.conditionsOf(account, 'EURUSD');
    engine.upsertSymbol({ ...EURUSD });
    expect(engine.state.conditionsOf(account, 'EURUSD')).toBe(kept);
    engine.upsertSymbol({ ...EURUSD, swapLongCents: EURUSD.swapLongCents - 1 });
    expect(engine.state.conditionsOf(account, 'EURUSD')).not.toBe(kept);
  });
});
