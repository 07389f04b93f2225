import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Effect } from '../../src/engine/types.ts';
import { engineWithAccount, fxSwapDays, marketBuy, T0 } from './fixtures.ts';

type Command =
  | { kind: 'open'; live: boolean }
  | { kind: 'deposit'; pick: number; cents: number }
  | { kind: 'transfer'; from: number; to: number; cents: number; op: number }
  | { kind: 'trade'; pick: number; side: 'buy' | 'sell'; lots: number }
  | { kind: 'close'; pick: number }
  | { kind: 'withdraw'; pick: number; cents: number; paid: boolean }
  | { kind: 'rollover' }
  | { kind: 'closeAccount'; pick: number }
  | { kind: 'tick'; move: number };

const pick = fc.nat({ max: 50 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('open' as const), live: fc.boolean() }) },
  fc.record({ kind: fc.constant('deposit' as const), pick, cents: fc.integer({ min: 1, max: 500_000 }) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      from: pick,
      to: pick,
      cents: fc.integer({ min: 1, max: 900_000 }),
      op: fc.nat({ max: 30 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      pick,
      side: fc.constantFrom('buy' as const, 'sell' as const),
      lots: fc.integer({ min: 1, max: 200 }),
    }),
  },
  fc.record({ kind: fc.constant('close' as const), pick }),
  fc.record({ kind: fc.constant('withdraw' as const), pick, cents: fc.integer({ min: 1, max: 400_000 }), paid: fc.boolean() }),
  fc.record({ kind: fc.constant('rollover' as const) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('closeAccount' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('tick' as const), move: fc.integer({ min: -300, max: 300 }) }) },
);

/** Ledger kinds that move a trader's live money in or out; a transfer only moves it between their accounts. */
const EXTERNAL = new Set(['deposit', 'withdrawal', 'realised_pnl', 'swap', 'commission', 'write_off', 'adjustment']);

/** How often the rarer steps happened over all runs: the property must have seen them. */
const seen = { transfers: 0, payouts: 0, accountsClosed: 0, refusedOnClosed: 0, swapsBooked: 0 };

describe('transfers between one trader accounts (properties)', () => {
  it('random opens, deposits, withdrawals, transfers, trades, swaps and staff closes across accounts, when run, then each balance equals its ledger sum and the live accounts change only by money in, out and trading', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 120 }), (commands) => {
        const engine = engineWithAccount(1_000_000, 1);
        engine.registerAccount(1, 7);
        const live = new Map<number, boolean>([[1, true]]);
        const ledger = new Map<number, number>([[1, 1_000_000]]);
        // Staff closed these (empty) accounts: from then on the engine refuses every order and money move on them.
        const closed = new Set<number>();
        let externalLive = 0;
        let nextId = 2;
        let bid = 110_000;
        let opSeq = 0;
        const ids = () => [...live.keys()];
        const refusedAsClosed = (result: { ok: boolean; error?: { status: number } }, ...accountIds: number[]) => {
          if (!accountIds.some((id) => closed.has(id))) return false;
          expect(result.ok).toBe(false);
          expect(result.error?.status).toBe(404);
          seen.refusedOnClosed++;
          return true;
        };
        const record = (effects: Effect[]) => {
          for (const effect of effects) {
            if (effect.type !== 'ledger') continue;
            ledger.set(effect.accountId, (ledger.get(effect.accountId) ?? 0) + effect.amountCents);
            if (live.get(effect.accountId) && EXTERNAL.has(effect.kind)) externalLive += effect.amountCents;
            if (effect.kind === 'swap') seen.swapsBooked++;
          }
        };
        const liveSum = () =>
          ids()
            .filter((id) => live.get(id))
            .reduce((sum, id) => sum + engine.accountFigures(id)!.balanceCents, 0);
        const startLive = liveSum();
        for (const c of commands) {
          const all = ids();
          if (c.kind === 'open') {
            const id = nextId++;
            engine.registerAccount(id, 7);
            live.set(id, c.live);
            ledger.set(id, 0);
          } else if (c.kind === 'deposit') {
            const id = all[c.pick % all.length]!;
            const result = engine.applyFunds({
              opId: `d:${c.pick}:${c.cents}:${nextId}:${bid}`,
              accountId: id,
              kind: 'deposit',
              amountCents: c.cents,
            });
            if (refusedAsClosed(result, id)) continue;
            if (result.ok) record(result.effects);
          } else if (c.kind === 'withdraw') {
            // A withdrawal holds the amount, then finance pays it out or releases it.
            const id = all[c.pick % all.length]!;
            const op = `w${opSeq++}`;
            const held = engine.applyFunds({ opId: `${op}:hold`, accountId: id, kind: 'hold', amountCents: c.cents });
            if (refusedAsClosed(held, id) || !held.ok) continue;
            record(held.effects);
            const settled = engine.applyFunds({
              opId: `${op}:${c.paid ? 'pay' : 'release'}`,
              accountId: id,
              kind: c.paid ? 'payout' : 'release',
              amountCents: c.cents,
            });
            if (settled.ok) record(settled.effects);
            else {
              // Losses since the hold may refuse the payout (never into a negative balance): the hold goes back.
              expect(c.paid).toBe(true);
              const released = engine.applyFunds({ opId: `${op}:release`, accountId: id, kind: 'release', amountCents: c.cents });
              expect(released.ok).toBe(true);
              if (released.ok) record(released.effects);
            }
            if (settled.ok && c.paid) seen.payouts++;
          } else if (c.kind === 'rollover') {
            record(engine.rollover(T0, fxSwapDays(T0)));
          } else if (c.kind === 'closeAccount') {
            const id = all[c.pick % all.length]!;
            const before = liveSum();
            const result = engine.closeAccount(id);
            if (!result.ok) continue;
            // Only an empty account closes, so the live total does not move.
            closed.add(id);
            seen.accountsClosed++;
            expect(engine.accountFigures(id)!.balanceCents).toBe(0);
            expect(liveSum()).toBe(before);
          } else if (c.kind === 'transfer') {
            const lives = all.filter((id) => live.get(id));
            if (lives.length < 2) continue;
            const from = lives[c.from % lives.length]!;
            const to = lives[c.to % lives.length]!;
            const before = engine.accountFigures(from)!;
            const result = engine.applyTransfer({
              opId: `t:${c.op}`,
              fromAccountId: from,
              toAccountId: to,
              amountCents: c.cents,
              transferId: `x${c.op}`,
            });
            if (from !== to && refusedAsClosed(result, from, to)) continue;
            if (result.ok) {
              seen.transfers++;
              record(result.effects);
              // Never more than the source's free margin: it stays at or above zero.
              expect(engine.accountFigures(from)!.freeMarginCents).toBeGreaterThanOrEqual(0);
              expect(c.cents).toBeLessThanOrEqual(before.freeMarginCents);
            }
          } else if (c.kind === 'trade') {
            const id = all[c.pick % all.length]!;
            const result = engine.place(marketBuy({ accountId: id, side: c.side, volume: c.lots / 100, requestedPrice: null }));
            if (refusedAsClosed(result, id)) continue;
            if (result.ok) {
              record(result.effects);
              expect(result.value.userId).toBe(7);
            }
          } else if (c.kind === 'close') {
            const open = all.flatMap((id) => [...engine.state.accounts.get(id)!.orderIds]);
            if (open.length === 0) continue;
            const orderId = open[c.pick % open.length]!;
            const order = engine.liveOrder(orderId)!;
            const result = engine.close({ accountId: order.accountId, orderId, volume: null, now: T0, marketOpen: true });
            if (result.ok) record(result.effects);
          } else {
            bid = Math.max(100_000, Math.min(120_000, bid + c.move));
            record(engine.tick({ symbol: 'EURUSD', bid: bid / 100_000, ask: (bid + 10) / 100_000, time: T0, marketOpen: true }));
          }
        }
        for (const id of ids()) expect(engine.accountFigures(id)!.balanceCents).toBe(ledger.get(id));
        expect(liveSum() - startLive).toBe(externalLive);
      }),
      // A fixed seed: the same runs every time, so the coverage counted below is there every time.
      { numRuns: 150, seed: 29 },
    );
    for (const [step, count] of Object.entries(seen)) expect(count, step).toBeGreaterThan(0);
  });
});
