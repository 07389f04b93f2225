import type { Chain } from '@platform/shared/settings';
import type { Db } from '../../db/database.ts';
import { addressKey } from './chain-transfer.ts';

export interface DepositAddress {
  accountId: number;
  /** The account's owner. */
  userId: number;
  chain: Chain;
  address: string;
}

/** The account's address on a network, or undefined before its first request. */
export async function findDepositAddress(db: Db, accountId: number, chain: Chain): Promise<DepositAddress | undefined> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select(['account_id', 'user_id', 'chain', 'address'])
    .where('account_id', '=', accountId)
    .where('chain', '=', chain)
    .executeTakeFirst();
  return row && { accountId: row.account_id, userId: row.user_id, chain: row.chain, address: row.address };
}

/** Records a derived address; a concurrent first request for the same account and network keeps one. */
export async function saveDepositAddress(db: Db, address: DepositAddress & { index: number; now: number }): Promise<void> {
  await db
    .insertInto('deposit_addresses')
    .values({
      account_id: address.accountId,
      user_id: address.userId,
      chain: address.chain,
      address: address.address,
      derivation_index: address.index,
      created_at: address.now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Every watched address of a network (as `addressKey` writes it) with the account it credits. */
export async function watchedAddresses(db: Db, chain: Chain): Promise<Map<string, { accountId: number; userId: number }>> {
  const rows = await db.selectFrom('deposit_addresses').select(['account_id', 'user_id', 'address']).where('chain', '=', chain).execute();
  return new Map(rows.map((row) => [addressKey(chain, row.address), { accountId: row.account_id, userId: row.user_id }]));
}
