import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ConditionRule, SwapMode } from '@platform/shared/trading-conditions';
import { TradingEngine } from '../../src/engine/trading-engine.ts';
import type { Effect } from '../../src/engine/types.ts';
import { toEngineSymbol } from '../../src/modules/market/engine-market.ts';
import type { MarketSymbol } from '../../src/modules/market/market-symbol.ts';
import { effectiveConditions, toEngineGroup } from '../../src/modules/groups/effective-conditions.ts';
import type { GroupRecord } from '../../src/modules/groups/group.repository.ts';
import { T0, marketBuy } from '../engine/fixtures.ts';

const sheet = (over: Partial<MarketSymbol>): MarketSymbol => ({
  symbol: 'EURUSD',
  title: 'Euro vs US Dollar',
  baseTitle: 'Euro',
  quoteTitle: 'US Dollar',
  category: 'currencies',
  baseCurrency: 'EUR',
  quoteCurrency: 'USD',
  digits: 5,
  pipSize: 0.0001,
  contractSize: 100_000,
  volumeMin: 0.01,
  volumeMax: 100,
  volumeStep: 0.01,
  leverage: 400,
  swapMode: 'usd_per_lot',
  swapLong: -7,
  swapShort: 2,
  tradingHours: 'fx',
  enabled: true,
  spreadMarkup: 0,
  sortOrder: 0,
  ...over,
});

/** Quotes in points: EURUSD 1.10000/1.10010, USDJPY 150.000/150.020 (a JPY swap is converted at 1 / the mid). */
const QUOTES = { EURUSD: { bid: 110_000, ask: 110_010, digits: 5 }, USDJPY: { bid: 150_000, ask: 150_020, digits: 3 } } as const;
type Symbol = keyof typeof QUOTES;

const modes: SwapMode[] = ['usd_per_lot', 'points', 'percent_per_year'];
const ruleArb: fc.Arbitrary<ConditionRule> = fc
  .record({
    target: fc.constantFrom('Forex', 'Forex/Majors', 'EURUSD', 'USDJPY'),
    mode: fc.constantFrom(null, ...modes),
    long: fc.option(fc.integer({ min: -5000, max: 5000 })),
    short: fc.option(fc.integer({ min: -5000, max: 5000 })),
    markup: fc.option(fc.integer({ min: 0, max: 30 })),
  })
  .map(({ target, mode, long, short, markup }) => ({
    target_kind: target.includes('USD') ? ('symbol' as const) : ('path' as const),
    target,
    markup_mode: markup === null ? null : ('points' as const),
    markup,
    commission_mode: null,
    commission: null,
    leverage_cap: null,
    swap_mode: mode,
    // Hundredths, so a % a year stays within ±50; a rule with a mode sets both values.
    swap_long: mode === null ? (long === null ? null : long / 100) : (long ?? 0) / 100,
    swap_short: mode === null ? (short === null ? null : short / 100) : (short ?? 0) / 100,
    volume_min: null,
    volume_max: null,
    volume_step: null,
    trade_mode: null,
  }));

const group = (rules: ConditionRule[]): GroupRecord => ({
  id: 3,
  name: 'Swaps',
  accountType: 'live',
  currency: 'USD',
  defaultLeverage: 100,
  maxLeverage: 1000,
  marginCallLevel: 100,
  stopOutLevel: 1,
  tradeMode: 'full',
  isDefault: false,
  archived: false,
  rules,
  updatedAt: T0,
});

/** A fraction of BigInts, rounded to the nearest integer with a half up (towards +∞), exactly. */
const roundHalfUp = (num: bigint, den: bigint): number => {
  const twice = 2n * num + den;
  const quotient = twice / (2n * den);
  return Number(twice % (2n * den) < 0n ? quotient - 1n : quotient);
};
/** A decimal as a fraction over 10^6 (every value here has at most 6 decimals). */
const micro = (value: number): bigint => BigInt(Math.round(value * 1_000_000));

/**
 * The day's swap of one position by the broker's rule (docs/client-groups.md), from the effective
 * conditions alone and in exact fractions: USD per lot (cents per lot rounded first), points valued
 * as P/L, or % a year of the notional at the closing price; JPY converted at 1 / the mid.
 */
function expectedSwap(symbol: MarketSymbol, g: GroupRecord, side: 'buy' | 'sell', units: number, days: number): number {
  const c = effectiveConditions(g, symbol);
  const value = micro(side === 'buy' ? c.swapLong.value : c.swapShort.value);
  const quote = QUOTES[symbol.symbol as Symbol];
  const perUnit = 10n ** BigInt(quote.digits);
  // USD per unit of the quote currency as a fraction: 1, or 2 × 10^digits / (bid + ask).
  const [rateNum, rateDen] = symbol.quoteCurrency === 'USD' ? [1n, 1n] : [2n * perUnit, BigInt(quote.bid + quote.ask)];
  const u = BigInt(units);
  const d = BigInt(days);
  const size = BigInt(symbol.contractSize);
  if (c.swapMode.value === 'usd_per_lot') {
    const perLotCents = roundHalfUp(value * 100n, 1_000_000n);
    return roundHalfUp(BigInt(perLotCents) * u * d, 10_000n);
  }
  if (c.swapMode.value === 'points')
    // points × lots × size / 10^digits × rate, in cents.
    return roundHalfUp(value * u * d * size * 100n * rateNum, 1_000_000n * 10_000n * perUnit * rateDen);
  const markup = c.markup.value;
  const below = Math.floor(markup / 2);
  const closePts = BigInt(side === 'buy' ? quote.bid - below : quote.ask + (markup - below));
  // lots × size × price × rate × 100 cents × value % / 360 × days.
  return roundHalfUp(u * size * closePts * rateNum * 100n * value * d, 10_000n * perUnit * rateDen * 100n * 1_000_000n * 360n);
}

const ledgerSum = (effects: Effect[]) => effects.reduce((sum, e) => (e.type === 'ledger' ? sum + e.amountCents : sum), 0);

describe('swap modes at the rollover', () => {
  it('random sheet modes, group rules with random swap modes and positions, when rolled over, then each swap equals a recomputation from the effective conditions and the ledger sums to the balance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...modes),
        fc.constantFrom(...modes),
        fc.array(ruleArb, { maxLength: 6 }),
        fc.array(
          fc.record({
            symbol: fc.constantFrom<Symbol>('EURUSD', 'USDJPY'),
            side: fc.constantFrom('buy' as const, 'sell' as const),
            hundredths: fc.integer({ min: 1, max: 300 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 3 }),
        (eurMode, jpyMode, rules, trades, days) => {
          const sheets = [
            sheet({ swapMode: eurMode, swapLong: -7.25, swapShort: 2.5 }),
            sheet({
              symbol: 'USDJPY',
              baseCurrency: 'USD',
              quoteCurrency: 'JPY',
              digits: 3,
              pipSize: 0.01,
              swapMode: jpyMode,
              swapLong: 4,
              swapShort: -9.5,
            }),
          ];
          const g = group(rules);
          const engine = new TradingEngine();
          for (const s of sheets) engine.upsertSymbol(toEngineSymbol(s));
          for (const [symbol, q] of Object.entries(QUOTES))
            engine.tick({ symbol, bid: q.bid / 10 ** q.digits, ask: q.ask / 10 ** q.digits, time: T0, marketOpen: true });
          engine.loadAccount({ accountId: 1, balanceCents: 1_000_000_000, creditCents: 0, reservedCents: 0 });
          engine.setGroups([toEngineGroup(g, sheets)]);
          engine.assignGroup(1, g.id);
          const effects: Effect[] = [];
          const opened = trades.map((trade) => {
            const placed = engine.place(
              marketBuy({ symbol: trade.symbol, side: trade.side, volume: trade.hundredths / 100, requestedPrice: null }),
            );
            if (!placed.ok) throw new Error(placed.error.message);
            effects.push(...placed.effects);
            return { ...trade, id: placed.value.id, units: placed.value.volumeUnits };
          });
          const rolled = engine.rollover(T0, () => days);
          effects.push(...rolled);
          for (const position of opened) {
            const persisted = rolled.find((e) => e.type === 'order' && e.order.id === position.id);
            const charged = persisted?.type === 'order' ? persisted.order.swapCents : 0;
            expect(charged).toBe(
              expectedSwap(
                sheets.find((s) => s.symbol === position.symbol)!,
                g,
                position.side,
                position.units,
                days,
              ),
            );
          }
          for (const position of opened) {
            const closed = engine.close({ accountId: 1, orderId: position.id, volume: null, now: T0, marketOpen: true });
            if (!closed.ok) throw new Error(closed.error.message);
            effects.push(...closed.effects);
          }
          expect(1_000_000_000 + ledgerSum(effects)).toBe(engine.accountFigures(1)!.balanceCents);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the sheet in USD per lot, when rolled over for three days, then a 0.37-lot buy pays 3 × 0.37 × -7.25 USD, rounded to the cent once', () => {
    const eurusd = sheet({ swapLong: -7.25 });
    const engine = new TradingEngine();
    engine.upsertSymbol(toEngineSymbol(eurusd));
    engine.tick({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: T0, marketOpen: true });
    engine.loadAccount({ accountId: 1, balanceCents: 1_000_000, creditCents: 0, reservedCents: 0 });
    const placed = engine.place(marketBuy({ volume: 0.37, requestedPrice: null }));
    if (!placed.ok) throw new Error(placed.error.message);
    const rolled = engine.rollover(T0, () => 3);
    // -725 cents × 0.37 × 3 = -804.75: Math.round gives -805 (a half cent rounds up, towards +∞).
    expect(rolled.find((e) => e.type === 'order')).toMatchObject({ order: { swapCents: -805 } });
  });

  it('a % a year swap, when rolled over, then one lot of EURUSD long at 1.10000 with -3.6 % pays 100,000 × 1.1 × 3.6 % / 360 = 11.00 USD a day', () => {
    const eurusd = sheet({ swapMode: 'percent_per_year', swapLong: -3.6 });
    const engine = new TradingEngine();
    engine.upsertSymbol(toEngineSymbol(eurusd));
    engine.tick({ symbol: 'EURUSD', bid: 1.1, ask: 1.1001, time: T0, marketOpen: true });
    engine.loadAccount({ accountId: 1, balanceCents: 1_000_000, creditCents: 0, reservedCents: 0 });
    const placed = engine.place(marketBuy({ volume: 1, requestedPrice: null }));
    if (!placed.ok) throw new Error(placed.error.message);
    expect(engine.rollover(T0, () => 1).find((e) => e.type === 'order')).toMatchObject({ order: { swapCents: -1100 } });
  });

  it('a points swap on USDJPY, when rolled over, then -9.5 points × 0.001 × 100,000 JPY per lot is converted at 1 / 150.01: -6.33 USD', () => {
    const usdjpy = sheet({ symbol: 'USDJPY', baseCurrency: 'USD', quoteCurrency: 'JPY', digits: 3, swapMode: 'points', swapShort: -9.5 });
    const engine = new TradingEngine();
    engine.upsertSymbol(toEngineSymbol(usdjpy));
    engine.tick({ symbol: 'USDJPY', bid: 150, ask: 150.02, time: T0, marketOpen: true });
    engine.loadAccount({ accountId: 1, balanceCents: 1_000_000, creditCents: 0, reservedCents: 0 });
    const placed = engine.place(marketBuy({ symbol: 'USDJPY', side: 'sell', volume: 1, requestedPrice: null }));
    if (!placed.ok) throw new Error(placed.error.message);
    // 950 JPY ÷ 150.01 = 6.3329 USD.
    expect(engine.rollover(T0, () => 1).find((e) => e.type === 'order')).toMatchObject({ order: { swapCents: -633 } });
  });

  it('a sheet in points, when handed to the engine again unchanged (as every order does), then the resolved conditions are kept; a changed swap drops them', () => {
    const engine = new TradingEngine();
    engine.upsertSymbol(toEngineSymbol(sheet({ swapMode: 'points', swapLong: -3 })));
    const epoch = engine.state.epoch;
    engine.upsertSymbol(toEngineSymbol(sheet({ swapMode: 'points', swapLong: -3 })));
    expect(engine.state.epoch).toBe(epoch);
    engine.upsertSymbol(toEngineSymbol(sheet({ swapMode: 'points', swapLong: -4 })));
    expect(engine.state.epoch).toBe(epoch + 1);
  });
});
