import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { CoverageBatch } from '../../src/modules/hedging/coverage-batch.ts';
import { clientNetBySymbol, clientNetFromFills } from '../../src/modules/hedging/hedge-book.repository.ts';
import type { ClientFill } from '../../src/modules/hedging/client-fill.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const DIGITS: Record<string, number> = { EURUSD: 5, USDJPY: 3, XAUUSD: 2 };

const fill: fc.Arbitrary<ClientFill> = fc.record({
  // A small pool of keys: the same fill comes again within a batch and across batches (routed once).
  key: fc.integer({ min: 1, max: 25 }).chain((n) => fc.constantFrom(`open:${n}`, `close:${n}`)),
  orderId: fc.integer({ min: 1, max: 25 }),
  userId: fc.constant(1),
  accountId: fc.constant(1),
  symbol: fc.constantFrom(...Object.keys(DIGITS)),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  volumeUnits: fc.integer({ min: 1, max: 1_000_000 }),
  pricePts: fc.integer({ min: 1, max: 5_000_000 }),
  filledAt: fc.integer({ min: 1, max: 2_000_000_000_000 }),
});
const batch = fc.record({ fills: fc.array(fill, { minLength: 1, maxLength: 12 }), rolledBack: fc.boolean() });

class RolledBack extends Error {}

const bySymbol = <T extends { symbol: string }>(rows: T[]) => [...rows].sort((a, b) => a.symbol.localeCompare(b.symbol));

describe(`the clients' routed net per symbol as running totals (${dialectName})`, () => {
  it('the running totals, when batches of routed fills are written (fills routed twice, batches rolled back), then equal the sum over every routed fill', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 6 }), async (batches) => {
        await t.ctx.db.deleteFrom('hedge_client_fills').execute();
        await t.ctx.db.deleteFrom('hedge_client_nets').execute();
        for (const { fills, rolledBack } of batches) {
          await t.ctx.db
            .transaction()
            .execute(async (trx) => {
              const book = new CoverageBatch(trx, 1_000);
              // As the router does: the batch reads which of its keys were routed before.
              await book.loadFillKeys(fills.map((f) => f.key));
              for (const f of fills) book.recordFill({ fill: f, digits: DIGITS[f.symbol]!, ruleId: null, mode: 'b_book', clOrdId: null });
              await book.flush();
              if (rolledBack) throw new RolledBack();
            })
            .catch((error: unknown) => {
              if (!(error instanceof RolledBack)) throw error;
            });
        }
        const sum = await clientNetFromFills(t.ctx.db);
        expect(bySymbol(await clientNetBySymbol(t.ctx.db))).toEqual(bySymbol(sum));
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
