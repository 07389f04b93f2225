import { describe, expect, it } from 'vitest';
import { TradingEngine } from '../../src/engine/trading-engine.ts';
import { engineWithAccount, marketBuy, T0 } from './fixtures.ts';

const ETHUSD = {
  symbol: 'ETHUSD',
  digits: 2,
  pipPoints: 1,
  contractSize: 1,
  leverageCap: 20,
  baseCurrency: 'ETH',
  quoteCurrency: 'USD',
  swapLongCents: 0,
  swapShortCents: 0,
  volumeMinUnits: 100,
  volumeMaxUnits: 1_000_000,
  volumeStepUnits: 100,
  enabled: true,
};

function hedgedEngine() {
  const engine = new TradingEngine();
  engine.upsertSymbol(ETHUSD);
  engine.tick({ symbol: 'ETHUSD', bid: 3000, ask: 3000, time: T0, marketOpen: true });
  const funded = engine.applyFunds({ opId: 'tx:1:verdict', accountId: 7, kind: 'deposit', amountCents: 100_000 });
  expect(funded.ok).toBe(true);
  const leg = (side: 'buy' | 'sell') =>
    engine.place(
      marketBuy({ accountId: 7, symbol: 'ETHUSD', side, volume: 2, leverage: 20, now: T0, receivedAt: T0, requestedPrice: 3000 }),
    );
  const buy = leg('buy');
  const sell = leg('sell');
  if (!buy.ok || !sell.ok) throw new Error('hedge not opened');
  return { engine, buyId: buy.value.id, sellId: sell.value.id };
}

describe('balance commands in the engine', () => {
  it('a hedge funded with 1,000, when the loser is closed first after a 1,000-point move, then nothing is written off and the account ends at 1,000', () => {
    const { engine, buyId, sellId } = hedgedEngine();
    const at = T0 + 1000;
    engine.tick({ symbol: 'ETHUSD', bid: 4000, ask: 4000, time: at, marketOpen: true });
    // The sell lost 2,000 (balance −1,000) while the buy, still open, carries +2,000.
    const loser = engine.close({ accountId: 7, orderId: sellId, volume: null, now: at, marketOpen: true });
    expect(loser.ok && loser.effects.filter((e) => e.type === 'ledger' && e.kind === 'write_off')).toEqual([]);
    expect(engine.accountFigures(7)).toMatchObject({ balanceCents: -100_000, equityCents: 100_000 });
    const winner = engine.close({ accountId: 7, orderId: buyId, volume: null, now: at, marketOpen: true });
    expect(winner.ok && winner.effects.filter((e) => e.type === 'ledger' && e.kind === 'write_off')).toEqual([]);
    expect(engine.accountFigures(7)?.balanceCents).toBe(100_000);
  });

  it('an account left below zero with no position open, when written off, then only by the amount equity is below zero', () => {
    const { engine, buyId, sellId } = hedgedEngine();
    expect(engine.applyFunds({ opId: 'credit:1', accountId: 7, kind: 'credit', amountCents: 30_000 }).ok).toBe(true);
    const at = T0 + 1000;
    engine.tick({ symbol: 'ETHUSD', bid: 4000, ask: 4000, time: at, marketOpen: true });
    engine.close({ accountId: 7, orderId: buyId, volume: null, now: at, marketOpen: true });
    // A gap to 5,000: the sell is stopped out at −4,000. Balance 1,000 + 2,000 − 4,000 = −1,000, credit 300 → equity −700.
    const effects = engine.tick({ symbol: 'ETHUSD', bid: 5000, ask: 5000, time: at + 1, marketOpen: true });
    expect(
      effects.some((e) => e.type === 'order' && e.event === 'closed' && e.order.id === sellId && e.order.closeReason === 'stop_out'),
    ).toBe(true);
    const writeOffs = effects.flatMap((e) => (e.type === 'ledger' && e.kind === 'write_off' ? [e.amountCents] : []));
    expect(writeOffs).toEqual([70_000]);
    expect(engine.accountFigures(7)).toMatchObject({ balanceCents: -30_000, creditCents: 30_000, equityCents: 0 });
  });

  it('a balance command, when its id comes again, then it is refused and nothing moves', () => {
    const engine = engineWithAccount(0, 3);
    expect(engine.applyFunds({ opId: 'tx:9:verdict', accountId: 3, kind: 'deposit', amountCents: 5_000 }).ok).toBe(true);
    const again = engine.applyFunds({ opId: 'tx:9:verdict', accountId: 3, kind: 'deposit', amountCents: 5_000 });
    expect(again.ok ? null : again.error.code).toBe('ALREADY_REVIEWED');
    expect(engine.accountFigures(3)?.balanceCents).toBe(5_000);
  });

  it('a hold, when larger than the money not used as margin, then it is refused with what is available', () => {
    const engine = engineWithAccount(100_000, 4);
    expect(engine.place(marketBuy({ accountId: 4, volume: 1 })).ok).toBe(true);
    const used = engine.accountFigures(4)!.usedMarginCents;
    const refused = engine.applyFunds({ opId: 'w:1', accountId: 4, kind: 'hold', amountCents: 100_000 });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const available = (refused.ok ? 0 : (refused.error.details?.availableCents as number)) ?? 0;
    expect(available).toBeLessThanOrEqual(100_000 - used);
    expect(engine.applyFunds({ opId: 'w:2', accountId: 4, kind: 'hold', amountCents: available }).ok).toBe(true);
    expect(engine.accountFigures(4)?.reservedCents).toBe(available);
  });

  it('an adjustment below zero, when staff did not allow it, then it is refused; when allowed, then applied', () => {
    const engine = engineWithAccount(1_000, 5);
    const refused = engine.applyFunds({ opId: 'a:1', accountId: 5, kind: 'adjustment', amountCents: -2_000 });
    expect(refused.ok ? null : refused.error.errors).toEqual({ amount: [expect.stringContaining('below zero')] });
    expect(engine.applyFunds({ opId: 'a:2', accountId: 5, kind: 'adjustment', amountCents: -2_000, allowNegative: true }).ok).toBe(true);
    expect(engine.accountFigures(5)?.balanceCents).toBe(-1_000);
  });

  it('two engines, when one balance differs by a cent, then their state hashes differ', () => {
    const a = engineWithAccount(1_000, 6);
    const b = engineWithAccount(1_000, 6);
    expect(a.stateHash()).toBe(b.stateHash());
    b.applyFunds({ opId: 'x', accountId: 6, kind: 'adjustment', amountCents: 1 });
    expect(a.stateHash()).not.toBe(b.stateHash());
  });
});
