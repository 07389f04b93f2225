import type { Chain } from '@platform/shared/settings';
import type { Db } from '../../db/database.ts';

export interface DepositAddress {
  accountId: number;
  chain: Chain;
  address: string;
}

/** The account's address on a network, or undefined before its first request. */
export async function findDepositAddress(db: Db, accountId: number, chain: Chain): Promise<DepositAddress | undefined> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select(['user_id', 'chain', 'address'])
    .where('user_id', '=', accountId)
    .where('chain', '=', chain)
    .executeTakeFirst();
  return row && { accountId: row.user_id, chain: row.chain, address: row.address };
}

/** Records a derived address; a concurrent first request for the same account and network keeps one. */
export async function saveDepositAddress(db: Db, address: DepositAddress & { index: number; now: number }): Promise<void> {
  await db
    .insertInto('deposit_addresses')
    .values({
      user_id: address.accountId,
      chain: address.chain,
      address: address.address,
      derivation_index: address.index,
      created_at: address.now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Every watched address of a network (lower case) with its account. */
export async function watchedAddresses(db: Db, chain: Chain): Promise<Map<string, number>> {
  const rows = await db.selectFrom('deposit_addresses').select(['user_id', 'address']).where('chain', '=', chain).execute();
  return new Map(rows.map((row) => [row.address.toLowerCase(), row.user_id]));
}
