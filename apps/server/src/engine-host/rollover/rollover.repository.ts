import type { Db } from '../../db/database.ts';
import type { SwapRolloversTable } from './rollover.tables.ts';

/** The latest rollover applied, or null when the record is empty (never started with it). */
export async function lastAppliedRollover(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('swap_rollovers')
    .select((eb) => eb.fn.max<number>('rollover_at').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}

export async function isRolloverApplied(db: Db, rolloverAt: number): Promise<boolean> {
  const row = await db.selectFrom('swap_rollovers').select('rollover_at').where('rollover_at', '=', rolloverAt).executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims a rollover inside the transaction that charges it: false when it is already recorded
 * (another instance or an earlier run charged it), and then nothing may be charged.
 */
export async function claimRollover(
  trx: Db,
  rolloverAt: number,
  positions: number,
  source: SwapRolloversTable['source'],
  now: number,
): Promise<boolean> {
  const result = await trx
    .insertInto('swap_rollovers')
    .values({ rollover_at: rolloverAt, positions, source, applied_at: now })
    .onConflict((oc) => oc.column('rollover_at').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Adds one rollover's swap to an open position's accrued swap (realised through the ledger at close). */
export async function addOrderSwap(trx: Db, orderId: number, swapCents: number, now: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set((eb) => ({ swap_cents: eb('swap_cents', '+', swapCents), updated_at: now }))
    .where('id', '=', orderId)
    .where('status', '=', 'open')
    .execute();
}
