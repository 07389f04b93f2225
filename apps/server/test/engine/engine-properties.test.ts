import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TradingEngine } from '../../src/engine/trading-engine.ts';
import type { Effect, EngineOrder } from '../../src/engine/types.ts';
import { EURUSD, fxSwapDays, T0, USDJPY } from './fixtures.ts';
import { withdrawableCents, type FundsCommandKind } from '../../src/engine/balance-commands.ts';
import { createStoreReplica } from './store-replica.ts';

const USERS = [1, 2, 3];
const START = { 1: 1_000_000, 2: 50_000, 3: 5_000 } as Record<number, number>;

type Command =
  | { kind: 'tick'; symbol: 'EURUSD' | 'USDJPY'; move: number; spread: number }
  | { kind: 'market'; user: number; symbol: 'EURUSD' | 'USDJPY'; side: 'buy' | 'sell'; lots: number; sl: number | null; tp: number | null }
  | { kind: 'pending'; user: number; side: 'buy' | 'sell'; type: 'limit' | 'stop'; offset: number; sl: number | null; tp: number | null }
  | { kind: 'close'; pick: number; partial: boolean }
  | { kind: 'cancel'; pick: number }
  | { kind: 'stops'; pick: number; sl: number | null; tp: number | null }
  | { kind: 'trigger'; pick: number; offset: number }
  | { kind: 'rollover'; day: number }
  | { kind: 'funds'; user: number; funds: FundsCommandKind; cents: number; op: number }
  | { kind: 'hedge'; user: number; lots: number };

const FUNDS_KINDS: FundsCommandKind[] = ['deposit', 'hold', 'release', 'payout', 'adjustment', 'credit', 'referral_reward', 'demo_credit'];

const pips = fc.option(fc.integer({ min: 1, max: 300 }), { nil: null });
const user = fc.constantFrom(...USERS);
const symbol = fc.constantFrom('EURUSD' as const, 'USDJPY' as const);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      symbol,
      move: fc.integer({ min: -400, max: 400 }),
      spread: fc.integer({ min: 1, max: 30 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      user,
      symbol,
      side: fc.constantFrom('buy' as const, 'sell' as const),
      lots: fc.integer({ min: 1, max: 300 }),
      sl: pips,
      tp: pips,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pending' as const),
      user,
      side: fc.constantFrom('buy' as const, 'sell' as const),
      type: fc.constantFrom('limit' as const, 'stop' as const),
      offset: fc.integer({ min: 1, max: 300 }),
      sl: pips,
      tp: pips,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat(), partial: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stops' as const), pick: fc.nat(), sl: pips, tp: pips }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('trigger' as const), pick: fc.nat(), offset: fc.integer({ min: 1, max: 300 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rollover' as const), day: fc.integer({ min: 0, max: 6 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('funds' as const),
      user,
      funds: fc.constantFrom(...FUNDS_KINDS),
      cents: fc.integer({ min: -200_000, max: 400_000 }),
      // A small pool of ids, so the same id comes back (a retried or concurrent request).
      op: fc.integer({ min: 0, max: 40 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hedge' as const), user, lots: fc.integer({ min: 1, max: 300 }) }) },
);

/** Runs a sequence against the engine while a model ledger collects every posting, checking invariants at each step. */
/** A plain check (cheaper than expect in the hot loop); the message names the broken invariant. */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

function run(commands: Command[]) {
  const engine = new TradingEngine();
  engine.upsertSymbol(EURUSD);
  engine.upsertSymbol(USDJPY);
  const prices = { EURUSD: 110_000, USDJPY: 150_000 };
  const spreads = { EURUSD: 10, USDJPY: 20 };
  let now = T0;
  const tick = (s: 'EURUSD' | 'USDJPY') =>
    engine.tick({
      symbol: s,
      bid: prices[s] / 10 ** (s === 'EURUSD' ? 5 : 3),
      ask: (prices[s] + spreads[s]) / 10 ** (s === 'EURUSD' ? 5 : 3),
      time: now,
      marketOpen: true,
    });
  tick('EURUSD');
  tick('USDJPY');
  const ledger = new Map<number, number>();
  for (const u of USERS) {
    engine.loadAccount({ accountId: u, balanceCents: START[u]!, creditCents: 0, reservedCents: 0 });
    ledger.set(u, START[u]!);
  }
  const store = createStoreReplica();
  for (const u of USERS) store.balances.set(u, START[u]!);
  const applied = new Set<string>();
  const triggered = new Map<number, number>();
  const closed = new Map<number, number>();
  const writtenOff = new Set<number>();
  const record = (effects: Effect[]) => {
    store.apply(effects);
    for (const e of effects) {
      if (e.type === 'applied') {
        check(!applied.has(e.opId), `${e.opId} applied twice`);
        applied.add(e.opId);
      }
      if (e.type === 'ledger' && e.kind === 'write_off') writtenOff.add(e.accountId);
      if (e.type === 'ledger') ledger.set(e.accountId, ledger.get(e.accountId)! + e.amountCents);
      if (e.type === 'order' && (e.event === 'triggered' || (e.event === 'filled' && e.order.orderType !== 'market')))
        triggered.set(e.order.id, (triggered.get(e.order.id) ?? 0) + 1);
      if (e.type === 'order' && ['closed', 'cancelled', 'expired'].includes(e.event))
        closed.set(e.order.id, (closed.get(e.order.id) ?? 0) + 1);
    }
  };
  const live = () => [...engine.state.orders.values()];
  const pick = (n: number, status: EngineOrder['status']) => {
    const orders = live().filter((o) => o.status === status);
    return orders.length === 0 ? undefined : orders[n % orders.length];
  };
  const price = (s: 'EURUSD' | 'USDJPY', offsetPips: number) => (prices[s] + offsetPips * 10) / 10 ** (s === 'EURUSD' ? 5 : 3);

  for (const c of commands) {
    now += 1000;
    writtenOff.clear();
    switch (c.kind) {
      case 'tick': {
        prices[c.symbol] = Math.max(1000, prices[c.symbol] + c.move * 10);
        spreads[c.symbol] = c.spread;
        record(tick(c.symbol));
        record(engine.refreshRisk(now).effects);
        break;
      }
      case 'market': {
        const dir = c.side === 'buy' ? 1 : -1;
        const result = engine.place({
          accountId: c.user,
          symbol: c.symbol,
          side: c.side,
          orderType: 'market',
          volume: c.lots / 100,
          leverage: 400,
          requestedPrice: null,
          triggerPrice: null,
          stopLossPrice: c.sl === null ? null : price(c.symbol, -dir * c.sl),
          takeProfitPrice: c.tp === null ? null : price(c.symbol, dir * c.tp),
          expiryAt: null,
          receivedAt: now,
          now,
          marketOpen: true,
        });
        if (result.ok) {
          record(result.effects);
          const figures = engine.accountFigures(c.user)!;
          check(figures.usedMarginCents <= figures.equityCents, 'at most');
        }
        break;
      }
      case 'pending': {
        const dir = c.side === 'buy' ? 1 : -1;
        const below = (c.side === 'buy') === (c.type === 'limit');
        const offset = below ? -c.offset : c.offset;
        const result = engine.place({
          accountId: c.user,
          symbol: 'EURUSD',
          side: c.side,
          orderType: c.type,
          volume: 0.1,
          leverage: 400,
          requestedPrice: null,
          triggerPrice: price('EURUSD', offset),
          stopLossPrice: c.sl === null ? null : price('EURUSD', offset - dir * c.sl),
          takeProfitPrice: c.tp === null ? null : price('EURUSD', offset + dir * c.tp),
          expiryAt: null,
          receivedAt: now,
          now,
          marketOpen: true,
        });
        if (result.ok) record(result.effects);
        break;
      }
      case 'close': {
        const order = pick(c.pick, 'open');
        if (!order) break;
        const volume = c.partial && order.volumeUnits >= 200 ? Math.floor(order.volumeUnits / 200) / 100 : null;
        const result = engine.close({ accountId: order.accountId, orderId: order.id, volume, now, marketOpen: true });
        if (result.ok) record(result.effects);
        break;
      }
      case 'cancel': {
        const order = pick(c.pick, 'pending');
        if (order) {
          const result = engine.cancel({ accountId: order.accountId, orderId: order.id, now });
          if (result.ok) record(result.effects);
        }
        break;
      }
      case 'stops': {
        const order = pick(c.pick, 'open');
        if (!order) break;
        const dir = order.side === 'buy' ? 1 : -1;
        const s = order.symbol as 'EURUSD' | 'USDJPY';
        const result = engine.modifyStops({
          accountId: order.accountId,
          orderId: order.id,
          now,
          stopLossPrice: c.sl === null ? null : price(s, -dir * c.sl),
          takeProfitPrice: c.tp === null ? null : price(s, dir * c.tp),
        });
        if (result.ok) record(result.effects);
        break;
      }
      case 'trigger': {
        const order = pick(c.pick, 'pending');
        if (!order || order.orderType === 'market') break;
        const below = (order.side === 'buy') === (order.orderType === 'limit');
        const result = engine.modifyTrigger({
          accountId: order.accountId,
          orderId: order.id,
          now,
          triggerPrice: price('EURUSD', below ? -c.offset : c.offset),
        });
        if (result.ok) record(result.effects);
        break;
      }
      case 'rollover':
        record(engine.rollover(Date.UTC(2026, 0, 4 + c.day, 21), fxSwapDays(Date.UTC(2026, 0, 4 + c.day, 21))));
        break;
      case 'funds': {
        const opId = `op:${c.op}`;
        const signed = c.funds === 'adjustment' || c.funds === 'credit';
        const amountCents = signed ? c.cents : Math.abs(c.cents) || 1;
        const account = engine.state.ensureAccount(c.user);
        const withdrawable = withdrawableCents(engine.state, account);
        const wasApplied = engine.isApplied(opId);
        const result = engine.applyFunds({ opId, accountId: c.user, kind: c.funds, amountCents });
        if (wasApplied) check(!result.ok, `${opId} accepted twice`);
        if (result.ok) {
          if (c.funds === 'hold') check(amountCents <= withdrawable, 'at most');
          record(result.effects);
        }
        break;
      }
      case 'hedge': {
        // Both legs at once: the write-off farming shape (a loser closed first must not be written off).
        for (const side of ['buy', 'sell'] as const) {
          const result = engine.place({
            accountId: c.user,
            symbol: 'EURUSD',
            side,
            orderType: 'market',
            volume: c.lots / 100,
            leverage: 400,
            requestedPrice: null,
            triggerPrice: null,
            stopLossPrice: null,
            takeProfitPrice: null,
            expiryAt: null,
            receivedAt: now,
            now,
            marketOpen: true,
          });
          if (result.ok) record(result.effects);
        }
        break;
      }
    }

    for (const u of USERS) {
      const figures = engine.accountFigures(u)!;
      const account = engine.state.accounts.get(u)!;
      check(figures.balanceCents === ledger.get(u), `balance of ${u} ≠ ledger sum`);
      const flat = account.exposures.size === 0;
      // Negative balance protection: with no position open, equity is never below zero; while one is open, nothing is written off.
      if (flat) check(figures.balanceCents + figures.creditCents >= 0, 'at least');
      if (writtenOff.has(u) && flat) check(figures.balanceCents + figures.creditCents === 0, `write-off of ${u} ≠ the equity below zero`);
      check(figures.reservedCents >= 0, 'at least');
      if (c.kind === 'tick' && figures.usedMarginCents > 0) check(figures.equityCents * 100 > 50 * figures.usedMarginCents, 'greater');
    }
    // Nothing the current quotes cross is left waiting.
    for (const order of live()) {
      const quote = engine.state.quotes.get(order.symbol)!;
      if (order.status === 'pending' && !order.queued && order.triggerPts !== null) {
        const p = order.triggerPts;
        const crossed =
          order.side === 'buy'
            ? order.orderType === 'limit'
              ? quote.ask <= p
              : quote.ask >= p
            : order.orderType === 'limit'
              ? quote.bid >= p
              : quote.bid <= p;
        check(!crossed, `pending #${order.id} crossed but waiting`);
      }
      if (order.status === 'open') {
        const close = order.side === 'buy' ? quote.bid : quote.ask;
        const dir = order.side === 'buy' ? 1 : -1;
        if (order.stopLossPts !== null) check(dir * (close - order.stopLossPts) > 0, `SL of #${order.id} missed`);
        if (order.takeProfitPts !== null) check(dir * (order.takeProfitPts - close) > 0, `TP of #${order.id} missed`);
      }
    }
  }
  for (const count of triggered.values()) expect(count).toBe(1);
  for (const count of closed.values()) expect(count).toBe(1);
  // A second engine built from what storage holds is the same engine.
  expect(store.reload([EURUSD, USDJPY], engine.state.quotes).stateHash()).toBe(engine.stateHash());
}

const LENGTH = Number(process.env.FC_COMMANDS ?? 200);

describe('trading engine properties', () => {
  it('random ticks, trading and balance commands, when replayed, then balance = ledger sum, holds within free margin, no id applied twice, no write-off while positions are open, reloaded state hash = live', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: LENGTH, maxLength: LENGTH }), (commands) => run(commands)),
      { numRuns: Number(process.env.FC_RUNS ?? 1000) },
    );
  }, 300_000);
});
