import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  conditionFields,
  conditionRuleSchema,
  resolveConditions,
  ruleSpecificity,
  SWAP_MESSAGES,
  type ConditionRule,
  type SheetConditions,
} from './trading-conditions.ts';

const paths = ['Forex', 'Forex/Majors', 'Forex/Minors', 'Metals', 'Crypto', ''];
const symbols = ['EURUSD', 'GBPUSD', 'XAUUSD', 'BTCUSDT'];
const sheetOf: Record<string, SheetConditions> = {
  EURUSD: {
    symbol: 'EURUSD',
    path: 'Forex/Majors',
    leverage: 400,
    swapMode: 'usd_per_lot',
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
    swapMode: 'usd_per_lot',
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
    swapMode: 'points',
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
    swapMode: 'percent_per_year',
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
  swap_mode: fc.constantFrom(null, 'usd_per_lot' as const, 'points' as const, 'percent_per_year' as const),
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
          swap_mode: resolved.swapMode,
          swap_long: resolved.swapLong,
          swap_short: resolved.swapShort,
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
    expect(resolved.swapMode).toEqual({ value: 'points', source: { kind: 'sheet' } });
  });

  it("a path rule in % a year and a symbol rule setting only swap long, when resolved, then the symbol reads its long in the path rule's mode, field by field", () => {
    const path = { ...emptyRule('path', 'Forex'), swap_mode: 'percent_per_year' as const, swap_long: -3, swap_short: 1.5 };
    const symbol = { ...emptyRule('symbol', 'EURUSD'), swap_long: -4 };
    const resolved = resolveConditions(sheetOf.EURUSD!, { tradeMode: 'full', maxLeverage: 1000 }, [symbol, path]);
    expect(resolved.swapMode).toEqual({ value: 'percent_per_year', source: { kind: 'path', path: 'Forex' } });
    expect(resolved.swapLong).toEqual({ value: -4, source: { kind: 'symbol', symbol: 'EURUSD' } });
    expect(resolved.swapShort).toEqual({ value: 1.5, source: { kind: 'path', path: 'Forex' } });
  });

  it('a rule with a swap mode, when it leaves a value empty or sets a percent beyond 100, then the schema names the field', () => {
    const missing = conditionRuleSchema.safeParse({ ...emptyRule('path', 'Forex'), swap_mode: 'points', swap_long: -2 });
    expect(missing.success ? [] : missing.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['swap_short', SWAP_MESSAGES.valuesForMode],
    ]);
    const beyond = conditionRuleSchema.safeParse({
      ...emptyRule('path', 'Forex'),
      swap_mode: 'percent_per_year',
      swap_long: -101,
      swap_short: 100,
    });
    expect(beyond.success ? [] : beyond.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['swap_long', 'A swap in % a year is between -100 and 100.'],
    ]);
    expect(
      conditionRuleSchema.safeParse({ ...emptyRule('path', 'Forex'), swap_mode: 'points', swap_long: -101, swap_short: 100 }).success,
    ).toBe(true);
    expect(conditionRuleSchema.safeParse({ ...emptyRule('path', 'Forex'), swap_mode: 'weekly' }).success).toBe(false);
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
    swap_mode: null,
    swap_long: null,
    swap_short: null,
    volume_min: null,
    volume_max: null,
    volume_step: null,
    trade_mode: null,
  };
}
