import type { Db } from '../../db/database.ts';
import { accountFromRow, findAccount, type Account, type AccountType } from '../../engine-host/engine-host.ts';

/** The trader's open accounts, the default (first opened) first. */
export async function listAccountsOf(db: Db, userId: number): Promise<Account[]> {
  const rows = await db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(accountFromRow);
}

/** The account when it is the trader's and open; undefined for another's, a closed or an unknown one alike. */
export async function findOwnedAccount(db: Db, userId: number, accountId: number): Promise<Account | undefined> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return row && accountFromRow(row);
}

/** A call that names no account is for this one: the first the trader opened that is still open (the engine host's rule). */
export const findDefaultAccount = findAccount;

export async function findAccountById(db: Db, accountId: number): Promise<Account | undefined> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  return row && accountFromRow(row);
}

export async function countAccountsOf(db: Db, userId: number, type: AccountType): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The seed's switch to live converts the trader's one demo account (not money: the writer's transaction carries it). */
export async function setAccountType(trx: Db, accountId: number, type: AccountType, now: number): Promise<void> {
  await trx.updateTable('accounts').set({ type, updated_at: now }).where('id', '=', accountId).execute();
}

/** Staff close an empty account: it leaves every list and answers 404 from then on; its history stays. */
export async function markAccountClosed(db: Db, accountId: number, now: number): Promise<void> {
  await db.updateTable('accounts').set({ closed_at: now, updated_at: now }).where('id', '=', accountId).execute();
}
