import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Effect } from '../../src/engine/types.ts';
import { engineWithAccount, marketBuy, T0 } from './fixtures.ts';

type Command =
  | { kind: 'open'; live: boolean }
  | { kind: 'deposit'; pick: number; cents: number }
  | { kind: 'transfer'; from: number; to: number; cents: number; op: number }
  | { kind: 'trade'; pick: number; side: 'buy' | 'sell'; lots: number }
  | { kind: 'close'; pick: number }
  | { kind: 'tick'; move: number };

const pick = fc.nat({ max: 50 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('open' as const), live: fc.boolean() }),
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
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('tick' as const), move: fc.integer({ min: -300, max: 300 }) }) },
);

/** Ledger kinds that move a trader's live money in or out; a transfer only moves it between their accounts. */
const EXTERNAL = new Set(['deposit', 'withdrawal', 'realised_pnl', 'swap', 'commission', 'write_off', 'adjustment']);

describe('transfers between one trader accounts (properties)', () => {
  it('random opens, transfers, trades and closes across accounts, when run, then each balance equals its ledger sum and transfers net to zero over the live accounts', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 120 }), (commands) => {
        const engine = engineWithAccount(1_000_000, 1);
        engine.registerAccount(1, 7);
        const live = new Map<number, boolean>([[1, true]]);
        const ledger = new Map<number, number>([[1, 1_000_000]]);
        let externalLive = 0;
        let nextId = 2;
        let bid = 110_000;
        const ids = () => [...live.keys()];
        const record = (effects: Effect[]) => {
          for (const effect of effects) {
            if (effect.type !== 'ledger') continue;
            ledger.set(effect.accountId, (ledger.get(effect.accountId) ?? 0) + effect.amountCents);
            if (live.get(effect.accountId) && EXTERNAL.has(effect.kind)) externalLive += effect.amountCents;
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
            if (result.ok) record(result.effects);
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
            if (result.ok) {
              record(result.effects);
              // Never more than the source's free margin: it stays at or above zero.
              expect(engine.accountFigures(from)!.freeMarginCents).toBeGreaterThanOrEqual(0);
              expect(c.cents).toBeLessThanOrEqual(before.freeMarginCents);
            }
          } else if (c.kind === 'trade') {
            const id = all[c.pick % all.length]!;
            const result = engine.place(marketBuy({ accountId: id, side: c.side, volume: c.lots / 100, requestedPrice: null }));
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
      { numRuns: 150 },
    );
  });
});
