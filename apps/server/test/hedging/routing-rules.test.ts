import { describe, expect, it } from 'vitest';
import { pickRule, type RoutingRule } from '../../src/modules/hedging/routing-rules.ts';
import { decideCover } from '../../src/modules/hedging/cover-decision.ts';

const rule = (id: number, fields: Partial<RoutingRule>): RoutingRule => ({
  id,
  clientGroup: null,
  symbolGroup: null,
  symbol: null,
  minVolumeUnits: null,
  maxVolumeUnits: null,
  mode: 'b_book',
  exposureLimitUnits: null,
  profitability: null,
  ...fields,
});
const trade = {
  clientGroup: null as string | null,
  symbolGroup: 'forex/majors',
  symbol: 'EURUSD',
  volumeUnits: 1000,
  profitable: null as boolean | null,
};

describe('routing rules', () => {
  it('rules of every scope, when a fill matches several, then the symbol beats the deeper group, which beats the group and the catch-all', () => {
    const rules = [
      rule(1, { mode: 'a_book' }),
      rule(2, { symbolGroup: 'forex' }),
      rule(3, { symbolGroup: 'forex/majors', mode: 'exposure' }),
      rule(4, { symbol: 'EURUSD', mode: 'a_book' }),
    ];
    expect(pickRule(rules, trade)?.id).toBe(4);
    expect(pickRule(rules.slice(0, 3), trade)?.id).toBe(3);
    expect(pickRule(rules.slice(0, 2), trade)?.id).toBe(2);
    expect(pickRule(rules, { ...trade, symbol: 'BTCUSDT', symbolGroup: 'crypto' })?.id).toBe(1);
  });

  it('a size band, when the fill is outside it, then the rule does not match; inside it, it beats the same scope without a band', () => {
    const rules = [rule(1, { symbol: 'EURUSD' }), rule(2, { symbol: 'EURUSD', minVolumeUnits: 10_000, mode: 'a_book' })];
    expect(pickRule(rules, trade)?.id).toBe(1);
    expect(pickRule(rules, { ...trade, volumeUnits: 50_000 })?.id).toBe(2);
  });

  it('a client-group rule, when the trader is in that group, then beats any instrument rule; in another group it matches nothing', () => {
    const rules = [rule(1, { symbol: 'EURUSD', mode: 'exposure', exposureLimitUnits: 0 }), rule(2, { clientGroup: 'vip', mode: 'a_book' })];
    expect(pickRule(rules, { ...trade, clientGroup: 'vip' })?.id).toBe(2);
    expect(pickRule(rules, { ...trade, clientGroup: 'Standard' })?.id).toBe(1);
    expect(pickRule([rules[1]!], trade)).toBeNull();
  });

  it('a profitability rule, when the account is in profit (or not), then takes only those accounts and beats the same scope without it', () => {
    const rules = [rule(1, { symbol: 'EURUSD' }), rule(2, { symbol: 'EURUSD', profitability: 'profitable', mode: 'a_book' })];
    expect(pickRule(rules, { ...trade, profitable: true })?.id).toBe(2);
    expect(pickRule(rules, { ...trade, profitable: false })?.id).toBe(1);
    expect(pickRule(rules, trade)?.id).toBe(1);
  });
});

describe('cover decision', () => {
  const exposure = rule(1, { mode: 'exposure', exposureLimitUnits: 5000 });
  it('an exposure rule, when the uncovered net exceeds the limit, then covers exactly the excess in its direction', () => {
    expect(decideCover(exposure, { side: 'buy', volumeUnits: 4000 }, { clientNetUnits: 7000, coveredNetUnits: 0 })).toEqual({
      side: 'buy',
      volumeUnits: 2000,
    });
    expect(decideCover(exposure, { side: 'sell', volumeUnits: 9000 }, { clientNetUnits: -8000, coveredNetUnits: 1000 })).toEqual({
      side: 'sell',
      volumeUnits: 4000,
    });
    expect(decideCover(exposure, { side: 'buy', volumeUnits: 1000 }, { clientNetUnits: 5000, coveredNetUnits: 0 })).toBeNull();
  });

  it('an A-book rule, when a fill arrives, then covers that fill; B-book or no rule covers nothing', () => {
    expect(
      decideCover(rule(1, { mode: 'a_book' }), { side: 'sell', volumeUnits: 300 }, { clientNetUnits: -300, coveredNetUnits: 0 }),
    ).toEqual({ side: 'sell', volumeUnits: 300 });
    expect(decideCover(rule(1, {}), { side: 'sell', volumeUnits: 300 }, { clientNetUnits: -300, coveredNetUnits: 0 })).toBeNull();
    expect(decideCover(null, { side: 'sell', volumeUnits: 300 }, { clientNetUnits: -300, coveredNetUnits: 0 })).toBeNull();
  });
});
