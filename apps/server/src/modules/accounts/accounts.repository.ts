import type { Db } from '../../db/database.ts';
import { accountFromRow, findAccount, listOpenAccounts, type Account, type AccountType } from '../../engine-host/engine-host.ts';

/** The trader's open accounts, the default (the one marked last, else the first opened) first. */
export const listAccountsOf = (db: Db, userId: number): Promise<Account[]> => listOpenAccounts(db, userId);

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

/** The trader marks an account as their default: the latest mark wins. */
export async function markAccountDefault(db: Db, accountId: number, now: number): Promise<void> {
  await db.updateTable('accounts').set({ marked_default_at: now, updated_at: now }).where('id', '=', accountId).execute();
}

/** Deposits and withdrawals still in review for the account (an unnamed one is the default account's). */
export async function countPendingTransactions(db: Db, account: Account, isDefault: boolean): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', account.userId)
    .where('status', '=', 'pending')
    .where((eb) =>
      isDefault ? eb.or([eb('account_id', '=', account.id), eb('account_id', 'is', null)]) : eb('account_id', '=', account.id),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
