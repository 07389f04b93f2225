import type { Selectable } from 'kysely';
import type { Chain } from '@platform/shared/settings';
import type { Db } from '../../db/database.ts';
import type { PayoutStatus, PayoutsTable } from './cashier.tables.ts';

export type PayoutRow = Selectable<PayoutsTable>;

export async function approvalsOf(db: Db, transactionId: number) {
  return db
    .selectFrom('payout_approvals as a')
    .leftJoin('users as u', 'u.id', 'a.staff_id')
    .select(['a.staff_id', 'a.request_key', 'u.email'])
    .where('a.transaction_id', '=', transactionId)
    .orderBy('a.id')
    .execute();
}

/** Records one staff member's approval; false when they had already approved. */
export async function insertApproval(db: Db, transactionId: number, staffId: number, key: string | null, now: number): Promise<boolean> {
  const rows = await db
    .insertInto('payout_approvals')
    .values({ transaction_id: transactionId, staff_id: staffId, request_key: key, created_at: now })
    .onConflict((oc) => oc.columns(['transaction_id', 'staff_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** The withdrawal's latest payout attempt. */
export async function latestPayout(db: Db, transactionId: number): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('transaction_id', '=', transactionId).orderBy('attempt', 'desc').executeTakeFirst();
}

export async function latestPayouts(db: Db, transactionIds: number[]): Promise<Map<number, PayoutRow>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db.selectFrom('payouts').selectAll().where('transaction_id', 'in', transactionIds).orderBy('attempt').execute();
  return new Map(rows.map((row) => [row.transaction_id, row]));
}

/** A new attempt, queued for the payer; undefined when that attempt exists already (a concurrent approval made it). */
export async function insertPayout(db: Db, payout: Omit<PayoutRow, 'id'>): Promise<PayoutRow | undefined> {
  return db
    .insertInto('payouts')
    .values(payout)
    .onConflict((oc) => oc.columns(['transaction_id', 'attempt']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function payoutsIn(db: Db, chain: Chain, status: PayoutStatus): Promise<PayoutRow[]> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('chain', '=', chain)
    .where('status', '=', status)
    .orderBy('nonce')
    .orderBy('id')
    .execute();
}

/** Moves a payout on from the state it was read in; false when another step already moved it. */
export async function movePayout(db: Db, id: number, from: PayoutStatus, changes: Partial<Omit<PayoutRow, 'id'>>): Promise<boolean> {
  const result = await db.updateTable('payouts').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** USD cents the hot wallet of a network paid or will pay since `since` (failed attempts excluded), overall or for one account. */
export async function paidSince(
  db: Db,
  chain: Chain,
  since: number,
  { accountId, statuses, except }: { accountId?: number; statuses: PayoutStatus[]; except?: number },
): Promise<number> {
  const row = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.sum<number | string | null>('usd_cents').as('cents'))
    .where('chain', '=', chain)
    .where('created_at', '>=', since)
    .where('status', 'in', statuses)
    .$if(accountId !== undefined, (q) => q.where('account_id', '=', accountId!))
    .$if(except !== undefined, (q) => q.where('id', '!=', except!))
    .executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}

/**
 * The nonce to sign at: the stored next nonce, or the node's pending count when it is ahead (the
 * wallet was used elsewhere); the stored value moves past it in the transaction that stores the signed payout.
 */
export async function storedNextNonce(db: Db, chain: Chain, address: string): Promise<number> {
  const row = await db
    .selectFrom('hot_wallet_nonces')
    .select('next_nonce')
    .where('chain', '=', chain)
    .where('address', '=', address)
    .executeTakeFirst();
  return row ? Number(row.next_nonce) : 0;
}

export async function saveNextNonce(db: Db, chain: Chain, address: string, next: number): Promise<void> {
  await db
    .insertInto('hot_wallet_nonces')
    .values({ chain, address, next_nonce: next })
    .onConflict((oc) => oc.columns(['chain', 'address']).doUpdateSet({ next_nonce: next }))
    .execute();
}
