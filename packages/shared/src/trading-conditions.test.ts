import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { conditionFields, resolveConditions, ruleSpecificity, type ConditionRule, type SheetConditions } from './trading-conditions.ts';

const paths = ['Forex', 'Forex/Majors', 'Forex/Minors', 'Metals', 'Crypto', ''];
const symbols = ['EURUSD', 'GBPUSD', 'XAUUSD', 'BTCUSDT'];
const sheetOf: Record<string, SheetConditions> = {
  EURUSD: {
    symbol: 'EURUSD',
    path: 'Forex/Majors',
    leverage: 400,
    swapLong: -7,
    swapShort: 2,
    volumeMin: 0.01,
    volumeMax: 100,
    volumeStep: 0.01,
  },
  GBPUSD: {
    symbol: 'GBPUSD',
    path: 'Forex/Majors',
    leverage: 400,
    swapLong: -5,
    swapShort: 1,
    volumeMin: 0.01,
    volumeMax: 100,
    volumeStep: 0.01,
  },
  XAUUSD: {
    symbol: 'XAUUSD',
    path: 'Metals',
    leverage: 200,
    swapLong: -32,
    swapShort: 14,
    volumeMin: 0.01,
    volumeMax: 50,
    volumeStep: 0.01,
  },
  BTCUSDT: {
    symbol: 'BTCUSDT',
    path: 'Crypto',
    leverage: 20,
    swapLong: -20,
    swapShort: -20,
    volumeMin: 0.01,
    volumeMax: 10,
    volumeStep: 0.01,
  },
};

const ruleArb: fc.Arbitrary<ConditionRule> = fc.record({
  target_kind: fc.constantFrom('path' as const, 'symbol' as const),
  target: fc.constantFrom(...paths, ...symbols),
  markup_mode: fc.constantFrom(null, 'points' as const, 'percent' as const),
  markup: fc.option(fc.integer({ min: 0, max: 50 })),
  commission_mode: fc.constantFrom(null, 'per_lot' as const, 'per_million' as const),
  commission: fc.option(fc.integer({ min: 0, max: 20 })),
  leverage_cap: fc.option(fc.integer({ min: 1, max: 1000 })),
  swap_long: fc.option(fc.integer({ min: -50, max: 50 })),
  swap_short: fc.option(fc.integer({ min: -50, max: 50 })),
  volume_min: fc.option(fc.constantFrom(0.01, 0.1)),
  volume_max: fc.option(fc.constantFrom(10, 100)),
  volume_step: fc.option(fc.constantFrom(0.01, 0.1)),
  trade_mode: fc.constantFrom(null, 'full' as const, 'close_only' as const),
});

describe('resolveConditions', () => {
  it('random rules, when resolved for a symbol, then each field is the most specific rule that sets it, and the source names that rule', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 12 }), fc.constantFrom(...symbols), (rules, symbol) => {
        const sheet = sheetOf[symbol]!;
        const resolved = resolveConditions(sheet, { tradeMode: 'full', maxLeverage: 5000 }, rules);
        const byField = {
          markup: resolved.markup,
          commission: resolved.commission,
          leverage_cap: resolved.leverageCap,
          swap_long: resolved.swapLong,
          volume_max: resolved.volumeMax,
        } as const;
        for (const [field, effective] of Object.entries(byField)) {
          expect(conditionFields).toContain(field);
          // A plain recomputation: the highest specificity among rules that apply and set the field.
          let best = -1;
          for (const rule of rules) {
            const rank = ruleSpecificity(rule, symbol, sheet.path);
            if (rank >= 0 && rule[field as keyof ConditionRule] !== null) best = Math.max(best, rank);
          }
          if (best < 0) {
            expect(effective.source).toEqual({ kind: 'sheet' });
            continue;
          }
          const winners = rules.filter(
            (rule) => ruleSpecificity(rule, symbol, sheet.path) === best && rule[field as keyof ConditionRule] !== null,
          );
          // Equally specific rules: the first listed wins (a stable sort keeps their order).
          expect(effective.value).toBe(winners[0]![field as keyof ConditionRule]);
          expect(effective.source.kind).toBe(winners[0]!.target_kind);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('no rules, when resolved, then the sheet stands and nothing is charged', () => {
    const resolved = resolveConditions(sheetOf.XAUUSD!, { tradeMode: 'full', maxLeverage: 1000 }, []);
    expect(resolved.leverageCap).toEqual({ value: 200, source: { kind: 'sheet' } });
    expect(resolved.markup.value).toBe(0);
    expect(resolved.commission.value).toBe(0);
    expect(resolved.tradeMode.value).toBe('full');
  });

  it('a group in close-only, when a symbol rule says full, then the group wins and is named as the source', () => {
    const rule = { ...emptyRule('symbol', 'EURUSD'), trade_mode: 'full' as const };
    const resolved = resolveConditions(sheetOf.EURUSD!, { tradeMode: 'close_only', maxLeverage: 1000 }, [rule]);
    expect(resolved.tradeMode).toEqual({ value: 'close_only', source: { kind: 'group' } });
  });

  it('a group leverage ceiling below a rule, when resolved, then the ceiling caps it', () => {
    const rule = { ...emptyRule('path', 'Forex'), leverage_cap: 500 };
    const resolved = resolveConditions(sheetOf.EURUSD!, { tradeMode: 'full', maxLeverage: 100 }, [rule]);
    expect(resolved.leverageCap).toEqual({ value: 100, source: { kind: 'group' } });
  });
});

function emptyRule(kind: 'path' | 'symbol', target: string): ConditionRule {
  return {
    target_kind: kind,
    target,
    markup_mode: null,
    markup: null,
    commission_mode: null,
    commission: null,
    leverage_cap: null,
    swap_long: null,
    swap_short: null,
    volume_min: null,
    volume_max: null,
    volume_step: null,
    trade_mode: null,
  };
}
